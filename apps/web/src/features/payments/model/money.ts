import { formatMoney } from '@kinetic/domain';

/** Money in the store's currency with its decimals (KWD/BHD 3, SAR/AED 2): the domain's formatting. */
export const money = (minor: number, currencyCode: string) => formatMoney(minor, currencyCode);
