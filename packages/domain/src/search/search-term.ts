/** SPEC 5: a search text is ignored if empty, whitespace only, or containing %, ^, ` or \. */
const FORBIDDEN = /[%^`\\]/;

export function isSearchableTerm(raw: string | null | undefined): boolean {
  if (raw == null) return false;
  const term = raw.trim();
  return term.length > 0 && !FORBIDDEN.test(term);
}
