import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, tileUrlOf } from './map-tiles';

describe('tileUrlOf', () => {
  it('uses the tile server the API sends, else OpenStreetMap', () => {
    expect(tileUrlOf({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(tileUrlOf({})).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf({ mapTileUrl: ' ' })).toBe(DEFAULT_TILE_URL);
  });
});
