import { describe, expect, it } from 'vitest';
import { acceptsGzip, preferredEncoding } from './envelope';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and clients send it, the same answer every time', () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ['', false],
      ['gzip, deflate, br', true],
      ['gzip, deflate, br, zstd', true],
      ['br, GZIP', true],
      ['gzip;q=0, br', false],
      ['gzip; q=0.5', true],
      ['gzip;q=0.001', true],
      ['gzip;q=0.000', false],
      ['gzip;Q=0', false],
      ['gzip ; q=0', false],
      ['*', true],
      ['*;q=0', false],
      ['identity', false],
      ['br;q=1.0, identity;q=0.5', false],
      // An entry naming gzip decides; only without one does `*` (RFC 9110 12.5.3).
      ['gzip;q=0, *', false],
      ['*, gzip;q=0', false],
      ['gzip;q=0, *;q=1', false],
      ['gzip;q=0.2, *;q=0', true],
      ['br, *', true],
      ['br, *;q=0', false],
      // x-gzip is gzip's alias.
      ['x-gzip', true],
      ['x-gzip;q=0, *', false],
      // A malformed weight leaves its entry out.
      ['gzip;q=2', false],
      ['gzip;q=abc, *', true],
      ['gzip;q=0.5x', false],
      ['gzipped, deflate', false],
    ];
    for (const _round of [1, 2]) {
      expect(cases.map(([header]) => [header, acceptsGzip(header)])).toEqual(cases);
    }
  });
});

describe('preferredEncoding', () => {
  it('picks brotli when the client wants it at least as much as gzip, else gzip, else nothing', () => {
    const cases: [string | undefined, 'br' | 'gzip' | null][] = [
      [undefined, null],
      ['', null],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br, gzip;q=0.5', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      ['*', 'br'],
      ['*;q=0', null],
      ['gzip;q=0, *', 'br'],
    ];
    expect(cases.map(([header]) => [header, preferredEncoding(header)])).toEqual(cases);
  });
});
