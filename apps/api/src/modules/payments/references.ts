import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Our reference id: short enough to read out, random enough (60 bits) never to be guessed. */
export function newReferenceId(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `KIN-${out}`;
}
