import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../lib/brand';
import { LANGUAGE_PARAM, LANGUAGES, useLanguage } from '../lib/i18n';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** This address in `language` (`?lang=`, which the app reads first), or without a language for x-default. */
function addressIn(pathname: string, search: string, language: string | null): string {
  const url = new URL(pathname + search, window.location.origin);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** `<link rel="alternate" hreflang>` for each language of this page, and x-default for the browser's pick. */
function setAlternates(pathname: string, search: string) {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const language of [...LANGUAGES, 'x-default']) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = language;
    link.href = addressIn(pathname, search, language === 'x-default' ? null : language);
    document.head.appendChild(link);
  }
}

/**
 * SPEC 2.1: every screen has its own page title and meta description, suffixed by the brand, in the
 * reader's language (the caller passes them translated), with the page's alternates in each language.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const brand = useBrand();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
    setMeta('description', description ?? brand.seoDescription);
  }, [title, description, brand]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the alternates follow the address and language
  useEffect(() => setAlternates(pathname, search), [pathname, search, language]);
  return null;
}
