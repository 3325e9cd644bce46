/** Reads the QR code in a camera's current frame, or null when none is readable. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames wider than this are scaled down before jsQR reads them: a code held up fills much of it. */
const MAX_READ_WIDTH = 640;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari),
 * else jsQR, a decoder in plain JavaScript loaded only then (desktop Chromium on Linux and Windows,
 * Firefox): nobody downloads a decoder their browser does not need.
 */
export async function createFrameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const scale = Math.min(1, MAX_READ_WIDTH / video.videoWidth);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
