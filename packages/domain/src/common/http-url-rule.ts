// Apart from the zod field (http-url.ts), so the web's first page can check a link without zod.
/** The longest link a user may store. */
export const HTTP_URL_MAX = 500;

/**
 * Whether a stored link is a web page a browser may open from our pages: an absolute http(s) URL with a
 * host, with no spaces or control characters. Anything else (`javascript:alert(1)`, `data:`, a bare
 * word) would run or mean something else as an href. The web checks links stored before the
 * rule with the same function.
 */
export function isHttpUrl(text: string): boolean {
  // Browsers drop tabs and line breaks inside a URL (`java\tscript:`): none may be there to drop.
  if (!/^https?:\/\/[^\s\p{Cc}]+$/iu.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
