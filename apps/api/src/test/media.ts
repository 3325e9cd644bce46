import sharp from 'sharp';

/** Helpers of the media tests: real images made on the spot, and multipart bodies built by hand. */

/** A one-colour picture of that format and size. */
export const testImage = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

/** A multipart body by hand, so the tests control every byte and header. */
export function multipart(files: { bytes: Buffer; name?: string; type?: string }[]) {
  const boundary = `----kinetic${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [i, f] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name ?? `photo${i}.png`}"\r\n` +
          `Content-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
