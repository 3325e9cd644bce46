import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { BrandDto } from '@kinetic/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BrandService } from '../modules/brand/brand.service';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The brand's ad-pixel id (SPEC 1), when it has one, as a meta tag for a tag manager to pick up. Only the
 * id is written: no pixel script is loaded and nothing is fetched from the ad network.
 */
export const AD_PIXEL_PLACEHOLDER = '<!--%BRAND_AD_PIXEL%-->';
const adPixelTag = (id: string | null) =>
  id ? `<meta name="ad-pixel-id" content="${escapeHtml(id)}" />` : '';

/** The brand's title, texts and favicon go into the HTML itself, so link previews and crawlers see them. */
export function brandIndexHtml(template: string, brand: BrandDto | null): string {
  if (!brand) return template;
  return template
    .replaceAll(AD_PIXEL_PLACEHOLDER, adPixelTag(brand.adPixelId))
    .replaceAll('%BRAND_TITLE%', escapeHtml(brand.seoTitle))
    .replaceAll('%BRAND_DESCRIPTION%', escapeHtml(brand.seoDescription))
    .replaceAll('%BRAND_KEYWORDS%', escapeHtml(brand.seoKeywords))
    .replaceAll('%BRAND_FAVICON%', escapeHtml(brand.faviconUrl))
    .replaceAll('%BRAND_BANNER%', escapeHtml(brand.shareBannerUrl))
    .replaceAll('%BRAND_COLOR%', escapeHtml(brand.primaryColor));
}

/** Serves the built web app from one port with the API; any non-API GET falls back to index.html. */
export const webAppPlugin = fp<{ distDir: string; brands: BrandService }>(
  async (app: FastifyInstance, options) => {
    const indexPath = path.join(options.distDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn(`web app not built (${indexPath} missing): serving the API only`);
      return;
    }
    const template = readFileSync(indexPath, 'utf8');
    await app.register(fastifyStatic, { root: options.distDir, index: false, wildcard: false, maxAge: '1h' });

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
      const brand = await options.brands.resolve(
        (Array.isArray(header) ? header[0] : header) || request.headers.host,
      );
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(brandIndexHtml(template, brand));
    });
  },
);
