import type { Page } from '@playwright/test';

/**
 * Words of four letters or more in Latin script, lower-cased (badges show names in capitals): what an
 * Arabic reader should not meet in our own texts.
 */
const LATIN_WORD = /[A-Za-z]{4,}/g;
export const latinWords = (text: string) =>
  new Set((text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase()));

/** Every Latin word of a value (an API answer, a catalogue): names as partners and the seed wrote them. */
export function dataWords(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const word of latinWords(value)) into.add(word);
  else if (Array.isArray(value)) for (const item of value) dataWords(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) dataWords(item, into);
  return into;
}

/**
 * Latin words the page's main landmark shows that are not in `allowed` (data written by people: class
 * titles, names, package names). The map's attribution, the tile provider's required credit, is not ours.
 */
export async function strayEnglish(page: Page, allowed: Set<string>): Promise<string[]> {
  const text = await page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.leaflet-control-attribution').forEach((credit) => {
      credit.remove();
    });
    document.body.append(copy);
    const shown = copy.innerText;
    copy.remove();
    return shown;
  });
  return [...latinWords(text)].filter((word) => !allowed.has(word));
}
