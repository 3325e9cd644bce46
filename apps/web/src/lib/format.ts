import { currencyDecimals as domainDecimals } from '@kinetic/domain';

/**
 * Money is integer minor units with its currency; the domain formats it without floats and with the
 * currency's own decimals (KWD/BHD 3, SAR 2), so the web shows what the API and the gateway page show.
 */
export { formatMoney } from '@kinetic/domain';

/** The store's decimals when known, else the domain's for the currency (DESIGN 5; KWD/BHD 3, SAR 2). */
export const currencyDecimals = (currencyCode: string, known?: number) =>
  known ?? domainDecimals(currencyCode);

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
