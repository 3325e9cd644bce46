import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  type BrandDto,
  brandShowsPath,
  type Language,
  linkLanguage,
  matchAppPath,
  pageTextKeyOf,
  pageTexts,
} from '@kinetic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/envelope';
import type { BrandService } from '../modules/brand';
import {
  escapeHtml,
  type LinkPreviewsService,
  type PageTags,
  pageTags,
  previewTarget,
} from '../modules/link-previews';

/**
 * The brand's ad-pixel id (SPEC 1), when it has one, as a meta tag for a tag manager to pick up. Only the
 * id is written: no pixel script is loaded and nothing is fetched from the ad network.
 */
export const AD_PIXEL_PLACEHOLDER = '<!--%BRAND_AD_PIXEL%-->';
const adPixelTag = (id: string | null) =>
  id ? `<meta name="ad-pixel-id" content="${escapeHtml(id)}" />` : '';

export const SHARE_TAGS_PLACEHOLDER = '<!--%SHARE_TAGS%-->';

/**
 * The brand's title, texts and favicon, and the page's own link-preview tags, go into the HTML itself,
 * so link previews and crawlers (which run no script) see them.
 */
export function brandIndexHtml(
  template: string,
  brand: BrandDto | null,
  page?: PageTags,
  language: Language = 'en',
): string {
  if (!brand) return template;
  // The document's language and direction before any script runs (the app keeps them after).
  const html = template.replace(
    '<html lang="en">',
    language === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
  );
  const values: Record<string, string> = {
    [AD_PIXEL_PLACEHOLDER]: adPixelTag(brand.adPixelId),
    [SHARE_TAGS_PLACEHOLDER]: page?.shareTags ?? '',
    '%PAGE_TITLE%': escapeHtml(page?.documentTitle ?? brand.seoTitle),
    '%PAGE_DESCRIPTION%': escapeHtml(page?.description ?? brand.seoDescription),
    '%BRAND_TITLE%': escapeHtml(brand.seoTitle),
    '%BRAND_DESCRIPTION%': escapeHtml(brand.seoDescription),
    '%BRAND_KEYWORDS%': escapeHtml(brand.seoKeywords),
    '%BRAND_FAVICON%': escapeHtml(brand.faviconUrl),
    '%BRAND_BANNER%': escapeHtml(brand.shareBannerUrl),
    '%BRAND_COLOR%': escapeHtml(brand.primaryColor),
  };
  // One pass with a function: a value is never searched again for placeholders, and "$&" or "$'" in
  // a title stays text (a string replacement would splice parts of the template into the attribute).
  return html.replace(PLACEHOLDERS, (found) => values[found] ?? found);
}

const PLACEHOLDERS = /<!--%(?:BRAND_AD_PIXEL|SHARE_TAGS)%-->|%(?:PAGE|BRAND)_[A-Z]+%/g;

/** Absolute links in previews use the brand's public address (its share URL), else this request's. */
function originOf(brand: BrandDto, request: FastifyRequest): string {
  try {
    const url = new URL(brand.shareUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {}
  return `${request.protocol}://${request.host}`;
}

/**
 * Hashed files (`/assets/*`, their name changes with their content) are cached for a year and never
 * asked again; the rest of dist (brand pictures, seed media) for an hour; index.html, which names the
 * current chunks, is asked again every time (docs/adr/0016).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_FILES = 'public, max-age=3600';

/** The page is written per request (brand, language, preview), so it is compressed per request: 3 KB, fast. */
function compressed(
  html: string,
  accepted: string | undefined,
): { body: Buffer | string; encoding?: string } {
  const encoding = preferredEncoding(accepted);
  if (encoding === 'br') {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: html };
}

/**
 * Serves the built web app from one port with the API; any non-API GET falls back to index.html, with
 * 404 where the app shows its not-found screen.
 */
export const webAppPlugin = fp<{ distDir: string; brands: BrandService; previews: LinkPreviewsService }>(
  async (app: FastifyInstance, options) => {
    const indexPath = path.join(options.distDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn(`web app not built (${indexPath} missing): serving the API only`);
      return;
    }
    const template = readFileSync(indexPath, 'utf8');
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The build wrote file.br and file.gz beside each text file: sent by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = path.relative(options.distDir, file).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : PUBLIC_FILES);
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (
        request.method !== 'GET' ||
        request.url.startsWith('/api') ||
        request.url.startsWith('/assets/') ||
        request.url.startsWith('/media/uploads/') ||
        // The sandbox gateway's hosted page (modules/payments), not the SPA.
        request.url.startsWith('/pay/')
      )
        return;
      const pathname = request.url.split('?')[0]!;
      if (path.extname(pathname) && existsSync(path.join(options.distDir, pathname))) return;
      const header = request.headers['x-brand-host'];
      const resolved = await options.brands.resolve(
        (Array.isArray(header) ? header[0] : header) || request.headers.host,
      );
      // The title and description in the reader's language: the link's (`?lang=`, as the
      // hreflang alternates name it), else the browser's. The page varies by it.
      const search = request.url.slice(pathname.length);
      const language = linkLanguage(search) ?? request.language ?? 'en';
      const brand = resolved && (await options.brands.inLanguage(resolved, language));
      // A path the app has no page for, or whose class, trainer or gym is not there, is a 404
      // (the app still loads and shows its not-found screen); a static page has its own words.
      const route = matchAppPath(pathname);
      let found = route !== null && (!brand || brandShowsPath(route.path, brand));
      const target = found && brand && route && previewTarget(route);
      let preview = null;
      if (target) {
        try {
          preview = await options.previews.of(target, { isPrime: brand.isPrime });
          found = preview !== null || target.kind === 'share';
        } catch (error) {
          // The page itself still loads; its preview falls back to the brand's.
          request.log.warn({ err: error }, 'link preview not read');
        }
      }
      const textKey = found ? route && pageTextKeyOf(route.path) : 'notFound';
      const origin = brand && originOf(brand, request);
      const page =
        brand && origin
          ? pageTags({
              brand,
              preview,
              origin,
              url: target && target.kind === 'share' ? brand.shareUrl : `${origin}${pathname}`,
              address: `${pathname}${search}`,
              texts: textKey ? pageTexts(textKey, language, brand.name) : null,
            })
          : undefined;
      const html = compressed(
        brandIndexHtml(template, brand, page, language),
        request.headers['accept-encoding'],
      );
      if (html.encoding) reply.header('content-encoding', html.encoding);
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(html.body);
    });
  },
);
