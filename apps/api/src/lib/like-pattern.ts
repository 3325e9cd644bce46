/**
 * An ILIKE pattern for "contains `text`": the user's `%`, `_` and `\` are matched as themselves, not
 * as wildcards (the value is still sent as a parameter, never written into the SQL).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
