/** SPEC 1 and DESIGN 6: what the web app needs to theme itself for the brand of the host. */
export interface BrandDto {
  id: number;
  host: string;
  name: string;
  logoUrl: string;
  faviconUrl: string;
  shareBannerUrl: string;
  website: string;
  contactEmail: string;
  shareUrl: string;
  partnerUrl: string;
  isPrime: boolean;
  primaryColor: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  adPixelId: string | null;
  preselectedStoreId: number | null;
  /** The tile server of branch maps (the deployment's MAP_TILE_URL), sent by GET /brand. */
  mapTileUrl?: string;
}
