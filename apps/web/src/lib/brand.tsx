/**
 * The brand context lives in lib/, below the features: any feature, shared component or helper reads
 * the host's brand without importing app/, which assembles features and must not be imported back.
 */
import type { BrandDto } from '@kinetic/domain';
import { createContext, type ReactNode, useContext } from 'react';

const BrandContext = createContext<BrandDto | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandDto; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of the host this page was opened from (SPEC 1): name, logo, prime flag, links. */
export function useBrand(): BrandDto {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}
