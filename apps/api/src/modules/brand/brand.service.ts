import type { BrandDto } from '@kinetic/domain';
import type { BrandRepository, BrandRow } from './brand.repository';

const CACHE_MS = 30_000;

/** Only the host name decides: "prime.localhost:3000" and "PRIME.localhost" are the same brand. */
export function normaliseHost(raw: string | undefined): string {
  if (!raw) return '';
  const first = raw.split(',')[0]!.trim().toLowerCase();
  return first.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
}

export function toBrandDto(row: BrandRow): BrandDto {
  return {
    id: row.id,
    host: row.host,
    name: row.name,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    shareBannerUrl: row.shareBannerUrl,
    website: row.website,
    contactEmail: row.contactEmail,
    shareUrl: row.shareUrl,
    partnerUrl: row.partnerUrl,
    isPrime: row.isPrime,
    primaryColor: row.primaryColor,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    adPixelId: row.adPixelId,
    preselectedStoreId: row.preselectedStoreId,
  };
}

/**
 * Brands change rarely and are read on every request, so each process keeps a short-lived copy
 * of the table (a read cache only: a second process loses nothing by having its own).
 */
export function createBrandService(repository: BrandRepository, now: () => number = Date.now) {
  let cache: { at: number; byHost: Map<string, BrandRow>; fallback: BrandRow | undefined } | undefined;

  async function table() {
    if (!cache || now() - cache.at > CACHE_MS) {
      const rows = await repository.all();
      cache = {
        at: now(),
        byHost: new Map(rows.map((row) => [row.host, row])),
        fallback: rows.find((row) => row.isDefault) ?? rows[0],
      };
    }
    return cache;
  }

  return {
    /** The brand for a host; unknown hosts get the default brand, never a prime one by accident. */
    async resolve(rawHost: string | undefined): Promise<BrandDto | null> {
      const { byHost, fallback } = await table();
      const row = byHost.get(normaliseHost(rawHost)) ?? fallback;
      return row ? toBrandDto(row) : null;
    },
    invalidate() {
      cache = undefined;
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
