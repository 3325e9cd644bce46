/** Counted nouns in Arabic (Arabic plural rules: 1, 2, 3-10, 11+). */
export function arabicCount(
  count: number,
  forms: { one: string; two: string; few: string; many: string },
): string {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `${count} ${forms.few}`;
  return `${count} ${forms.many}`;
}
