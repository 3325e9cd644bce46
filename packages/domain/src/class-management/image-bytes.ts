/** The picture types uploads take (SPEC 7.7), told by a file's first bytes. */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The bytes imageTypeOf needs to tell a type: a WebP says so in its 9th to 12th. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * What a file's bytes say it is, never its name or declared type: the browser checks before uploading
 * and the server before decoding, by the same signatures. null: not a JPEG, PNG or WebP.
 */
export function imageTypeOf(bytes: Uint8Array): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}
