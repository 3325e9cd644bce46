import type { BrandDto } from '@kinetic/domain';
import fp from 'fastify-plugin';
import type { BrandService } from '../modules/brand';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandDto;
  }
}

/** DESIGN 6: the brand comes from our own table by host; a client cannot declare itself prime. */
export const brandPlugin = fp<{ brands: BrandService }>(async (app, { brands }) => {
  app.decorateRequest('brand', null as unknown as BrandDto);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/v1')) return done();
    const header = request.headers['x-brand-host'];
    const host = (Array.isArray(header) ? header[0] : header) || request.headers.host;
    brands.resolve(host).then((brand) => {
      if (brand) request.brand = brand;
      done();
    }, done);
  });
});
