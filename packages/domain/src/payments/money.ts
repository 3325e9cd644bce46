/**
 * Money is an integer in minor units with its currency (DESIGN 5). KWD and BHD (and their local
 * spellings KD and BD) have 3 decimals; SAR, AED and the rest 2.
 */
const THREE_DECIMALS = ['KWD', 'KD', 'BHD', 'BD', 'OMR', 'JOD', 'IQD', 'TND', 'LYD'];

export function currencyDecimals(currencyCode: string): number {
  return THREE_DECIMALS.includes(currencyCode.toUpperCase()) ? 3 : 2;
}

/** '12.500 KWD' for 12500 KWD; '99.00 SAR' for 9900 SAR. Never goes through a float of the whole amount. */
export function formatMoney(minor: number, currencyCode: string): string {
  const decimals = currencyDecimals(currencyCode);
  const negative = minor < 0;
  const digits = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction} ${currencyCode.toUpperCase()}`;
}

/** Major units as a decimal string ('12.500'), as a gateway's InvoiceValue expects. */
export function toMajorString(minor: number, currencyCode: string): string {
  const decimals = currencyDecimals(currencyCode);
  const digits = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(decimals + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** Parses a major-unit amount ('12.5', 12.5) into minor units, rounding half away from zero. */
export function toMinor(major: number | string, currencyCode: string): number {
  const decimals = currencyDecimals(currencyCode);
  const text = typeof major === 'number' ? major.toFixed(decimals + 1) : major.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${major}`);
  const [, sign, whole = '', frac = ''] = match;
  const padded = (frac + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  let value = Number(whole || '0') * 10 ** decimals + Number(padded.slice(0, decimals));
  if (Number(padded[decimals]) >= 5) value += 1;
  return sign === '-' ? -value : value;
}
