import type { Language } from '../i18n/localise';
import { PAGE_TEXTS_AR } from '../i18n/page-texts.ar';
import type { AppPath } from './app-paths';
import { PAGE_TEXTS, type PageTextKey } from './page-texts';

/** The app paths that show one of these pages. */
const PAGE_OF_PATH: Partial<Record<AppPath, PageTextKey>> = {
  aboutus: 'about',
  contact: 'contact',
  sendfeedback: 'feedback',
  privacy: 'privacy',
  terms: 'terms',
  trainers: 'trainers',
  gyms: 'gyms',
  explore: 'explore',
  personal_training: 'personalTraining',
};

export const pageTextKeyOf = (path: AppPath | ''): PageTextKey | null => (path && PAGE_OF_PATH[path]) || null;

/**
 * A page's document title (`Terms | Kinetic`, as the web app's PageMeta writes it) and description in
 * `language`, with the brand's name filled in.
 */
export function pageTexts(
  key: PageTextKey,
  language: Language,
  brandName: string,
): { documentTitle: string; title: string; description: string } {
  const texts = (language === 'ar' ? PAGE_TEXTS_AR : PAGE_TEXTS)[key];
  const fill = (text: string) => text.replaceAll('{{brand}}', brandName);
  const title = fill(texts.title);
  return { documentTitle: `${title} | ${brandName}`, title, description: fill(texts.description) };
}
