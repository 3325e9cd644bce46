/** Money is integer minor units; the store's currency decides the decimals (KWD and BHD have 3). */
export function formatMoney(minor: number, currencyCode: string, decimals: number): string {
  const value = (minor / 10 ** decimals).toFixed(decimals);
  return `${value} ${currencyCode}`;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
