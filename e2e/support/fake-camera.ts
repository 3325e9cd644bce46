import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const WIDTH = 640;
const HEIGHT = 480;
/** Light and dark in full-range luma (C420jpeg): paper white and ink black. */
const LIGHT = 255;
const DARK = 0;

/**
 * A camera's view of `text` as a QR code, written to `file` as a Y4M video (Chromium's fake camera
 * plays it in a loop): the code's modules drawn large and centred on white, with the quiet zone the
 * standard asks for. Y4M is raw frames behind a one-line header, so it needs no encoder.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (modules.size + 2 * quiet));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  // No colour: both chroma planes (a quarter of the pixels each in 4:2:0) sit at their middle.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F25:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
}

/**
 * A browser of its own whose camera films `videoFile`, allowed without asking. Launch flags are the
 * browser's, so the journey that needs a camera starts this one and every other journey keeps the
 * configured browser without a camera.
 */
export function browserFilming(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}
