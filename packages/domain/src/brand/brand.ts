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
  /**
   * New trainers and gyms of this brand wait for the platform operator's approval
   * (brand.partners_need_approval): only then does the registration page promise a review.
   */
  partnersNeedApproval: boolean;
  /**
   * The name of the deployment's default brand, whose name the marketplace's own packages carry
   * ("Kinetic 20 Credits"); see packageDisplayName.
   */
  houseName: string;
  /** The tile server of branch maps (the deployment's MAP_TILE_URL), sent by GET /brand. */
  mapTileUrl?: string;
}

/**
 * Packages belong to a store, not a brand, so every brand of the store sells the same rows. The
 * marketplace's own packages are named after the house brand ("Kinetic 20 Credits"); another brand
 * (a prime white-label) sells them under its own name ("Prime Fitness Club 20 Credits"). A gym's
 * package, or any name that does not start with the house name, keeps its name.
 */
export function packageDisplayName(name: string, brand: Pick<BrandDto, 'name' | 'houseName'>): string {
  const house = brand.houseName;
  if (!house || house === brand.name) return name;
  if (name === house) return brand.name;
  return name.startsWith(`${house} `) ? `${brand.name}${name.slice(house.length)}` : name;
}
