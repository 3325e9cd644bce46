/**
 * Characters no text we accept may carry: the C0 controls other than tab, line feed and carriage
 * return, DEL, and lone UTF-16 surrogates. PostgreSQL refuses NUL outright (the write would fail
 * half-way), and the others are invisible, break rendering or cannot be encoded as UTF-8.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /\p{Cs}/u;

export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

const MAX_DEPTH = 32;

/**
 * The path (`userKidsList.0.name`, as forms name fields) of the first string, or object key, in a
 * parsed request part that is not safe text; null when every one is.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || 'body';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && !isSafeText(key)) return path || 'body';
    const found = findUnsafeText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
