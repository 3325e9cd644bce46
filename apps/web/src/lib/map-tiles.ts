import type { BrandDto } from '@kinetic/domain';
import { useBrand } from './brand';

/** OpenStreetMap's tiles, when the API does not name a tile server (it sends MAP_TILE_URL). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const tileUrlOf = (brand: Pick<BrandDto, 'mapTileUrl'>): string =>
  brand.mapTileUrl?.trim() || DEFAULT_TILE_URL;

/** DESIGN 8: the branch maps' tile server comes from configuration, served with the brand. */
export function useMapTiles(): { url: string; attribution: string } {
  return { url: tileUrlOf(useBrand()), attribution: TILE_ATTRIBUTION };
}
