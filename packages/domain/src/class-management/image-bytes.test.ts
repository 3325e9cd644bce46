import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-bytes';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('an upload’s type, by its bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['text named .png', bytes('Shopping list: eggs'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(imageTypeOf(input)).toBe(expected);
  });
});
