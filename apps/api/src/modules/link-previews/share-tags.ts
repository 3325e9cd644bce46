import { type BrandDto, LANGUAGE_PARAM, LANGUAGES } from '@kinetic/domain';
import type { LinkPreview } from './link-previews.service';

/** Safe inside a double- or single-quoted attribute and in text: no value can close its tag. */
export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export interface PageTags {
  /** The document title (as the web app's PageMeta writes it). */
  documentTitle: string;
  description: string;
  /** Open Graph and Twitter card tags, ready to write into <head>. */
  shareTags: string;
}

const DESCRIPTION_MAX = 200;

/** Whitespace folded, cut at a word under 200 characters: previews show two or three lines. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const FALLBACK: Record<LinkPreview['kind'], (title: string, site: string) => string> = {
  class: (title, site) => `Book ${title} on ${site}.`,
  trainer: (title, site) => `Book classes with ${title} on ${site}.`,
  gym: (title, site) => `Book classes at ${title} on ${site}.`,
};

/** WhatsApp, X and Facebook draw no SVG: a picture that is one gives way to the brand's banner. */
const drawable = (url: string | null): url is string => Boolean(url) && !/\.svg(\?|#|$)/i.test(url!);

/**
 * The page's own title, words and picture for link previews (Open Graph, Twitter card); a static
 * page's own title and words (`texts`), else the brand's, with the brand's share banner when the link
 * shows no class, trainer or gym (SPEC 1: the brand's search texts and share banner). URLs are
 * absolute on `origin`, as crawlers need.
 */
export function pageTags(input: {
  brand: BrandDto;
  preview: LinkPreview | null;
  origin: string;
  /** The path of the page, or a whole URL (the share page points at the brand's share URL). */
  url: string;
  /** The page's address on `origin` (path and query): its alternates in each language are made from it. */
  address?: string;
  /** The page's own fixed words (a static page, the not-found page), where no preview speaks for it. */
  texts?: { documentTitle: string; title: string; description: string } | null;
}): PageTags {
  const { brand, preview, origin, texts } = input;
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href;
    } catch {
      return origin;
    }
  };
  const title = preview ? preview.title : (texts?.title ?? brand.seoTitle);
  const description = preview
    ? summary(preview.description) || FALLBACK[preview.kind](preview.title, brand.name)
    : (texts?.description ?? brand.seoDescription);
  const image = absolute(drawable(preview?.imageUrl ?? null) ? preview!.imageUrl! : brand.shareBannerUrl);
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', brand.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:url', absolute(input.url)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const meta = tags.map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
  );
  return {
    documentTitle: preview ? `${preview.title} | ${brand.name}` : (texts?.documentTitle ?? brand.seoTitle),
    description,
    shareTags: [...meta, ...(input.address ? alternates(absolute(input.address)) : [])].join('\n    '),
  };
}

/**
 * `<link rel="alternate" hreflang>` for each language of the page (`?lang=`) and x-default (no
 * language: the reader's browser decides), as the web app's PageMeta keeps them after it starts.
 */
function alternates(address: string): string[] {
  return [...LANGUAGES, 'x-default'].map((language) => {
    const url = new URL(address);
    url.searchParams.delete(LANGUAGE_PARAM);
    if (language !== 'x-default') url.searchParams.set(LANGUAGE_PARAM, language);
    return `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url.href)}" />`;
  });
}
