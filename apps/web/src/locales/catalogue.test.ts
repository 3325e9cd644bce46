import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as 'namespace:a.b.c' with its text; plural forms fold into their key. */
function leaves(tree: object, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(PLURAL, '');
      out.set(base, [...(out.get(base) ?? []), value]);
    } else for (const [leaf, texts] of leaves(value as object, path)) out.set(leaf, texts);
  }
  return out;
}

/** Texts that are right in Latin letters in Arabic too: the switch back offers English in English. */
const KEPT_IN_LATIN = new Set(['common.language.switchTo']);

const variables = (texts: string[]) =>
  [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1])))].sort();

describe('the English and Arabic catalogues', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('have the same keys: a text missing in one language fails here', () => {
    const missingInArabic = [...english.keys()].filter((key) => !arabic.has(key));
    const missingInEnglish = [...arabic.keys()].filter((key) => !english.has(key));
    expect({ missingInArabic, missingInEnglish }).toEqual({ missingInArabic: [], missingInEnglish: [] });
  });

  it('fill in the same variables, so no name or number is dropped in translation', () => {
    const differing = [...english].filter(
      ([key, texts]) => arabic.has(key) && variables(texts).join() !== variables(arabic.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leave no Arabic text empty or in English', () => {
    const untranslated = [...arabic].filter(
      ([key, texts]) => !KEPT_IN_LATIN.has(key) && texts.some((text) => !/[\u0600-\u06FF]/.test(text)),
    );
    // A text that is only a name, a number or a code may stay as it is; anything with words must be Arabic.
    const withWords = untranslated.filter(([, texts]) =>
      texts.some((text) => /[A-Za-z]{3,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))),
    );
    expect(withWords.map(([key]) => key)).toEqual([]);
  });

  it('name no <Trans> tag after an HTML void element, which the parser leaves empty (an empty link)', () => {
    const VOID = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>[^<]*<\/\1>/;
    const emptied = [...english, ...arabic].filter(([, texts]) => texts.some((text) => VOID.test(text)));
    expect(emptied.map(([key]) => key)).toEqual([]);
  });

  it('give English a singular wherever Arabic counts, so one reads "1 year", not "1 years"', () => {
    const countedKeys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value !== 'string') return countedKeys(value as object, path);
        return key.endsWith('_one') ? [path.replace(/_one$/, '')] : [];
      });
    const englishOnes = new Set(countedKeys(en));
    const withoutSingular = countedKeys(ar).filter((key) => !englishOnes.has(key));
    expect(withoutSingular).toEqual([]);
  });
});
