import type { BrandDto, Language } from '@kinetic/domain';
import type { Db } from '../../db/client';
import { type BrandRow, createBrandRepository } from './brand.repository';

const CACHE_MS = 30_000;

/** Only the host name decides: "prime.localhost:3000" and "PRIME.localhost" are the same brand. */
export function normaliseHost(raw: string | undefined): string {
  if (!raw) return '';
  const first = raw.split(',')[0]!.trim().toLowerCase();
  return first.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
}

export function toBrandDto(row: BrandRow, houseName = row.name): BrandDto {
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
    partnersNeedApproval: row.partnersNeedApproval,
    houseName,
  };
}

/**
 * Brands change rarely and are read on every request, so each process keeps a short-lived copy
 * of the table (a read cache only: a second process loses nothing by having its own).
 */
export function createBrandService(db: Db, now: () => number = Date.now) {
  const repository = createBrandRepository(db);
  let cache:
    | {
        at: number;
        byHost: Map<string, BrandRow>;
        byId: Map<number, BrandRow>;
        fallback: BrandRow | undefined;
        /** Answers by the Host header as sent, so a busy host is not normalised on every request. */
        byRawHost: Map<string, BrandDto | null>;
      }
    | undefined;

  async function table() {
    if (!cache || now() - cache.at > CACHE_MS) {
      const rows = await repository.all();
      cache = {
        at: now(),
        byHost: new Map(rows.map((row) => [row.host, row])),
        byId: new Map(rows.map((row) => [row.id, row])),
        fallback: rows.find((row) => row.isDefault) ?? rows[0],
        byRawHost: new Map(),
      };
    }
    return cache;
  }

  return {
    /** The brand for a host; unknown hosts get the default brand, never a prime one by accident. */
    async resolve(rawHost: string | undefined): Promise<BrandDto | null> {
      const { byHost, fallback, byRawHost } = await table();
      const key = rawHost ?? '';
      let brand = byRawHost.get(key);
      if (brand === undefined) {
        const row = byHost.get(normaliseHost(rawHost)) ?? fallback;
        brand = row ? toBrandDto(row, fallback?.name) : null;
        // Bounded: Host is the client's to choose.
        if (byRawHost.size < 1000) byRawHost.set(key, brand);
      }
      return brand;
    },
    /** A brand by its id (the one a user joined on: their security mails come in its name). */
    async byId(id: number): Promise<BrandDto | null> {
      const { byId, fallback } = await table();
      const row = byId.get(id);
      return row ? toBrandDto(row, fallback?.name) : null;
    },
    /**
     * The brand's texts in `language`: name and search-engine texts from the Arabic columns
     * where they are written (a Latin brand name stays Latin). Everything else is the brand as resolved.
     */
    async inLanguage(brand: BrandDto, language: Language): Promise<BrandDto> {
      if (language === 'en') return brand;
      const row = (await table()).byId.get(brand.id);
      if (!row) return brand;
      return {
        ...brand,
        name: row.nameAr ?? brand.name,
        seoTitle: row.seoTitleAr ?? brand.seoTitle,
        seoDescription: row.seoDescriptionAr ?? brand.seoDescription,
        seoKeywords: row.seoKeywordsAr ?? brand.seoKeywords,
      };
    },
    invalidate() {
      cache = undefined;
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
