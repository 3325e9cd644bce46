import {
  packageSchema,
  packagesQuerySchema,
  paymentModesQuerySchema,
  userPackageSchema,
  walletSchema,
} from '@kinetic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import { storeIdHeader } from '../../lib/viewer';
import type { ShopService } from './shop.service';

/** Packages, the customer's packages, wallet and payment modes (SPEC 7.4). */
export const shopRoutes: FastifyPluginAsyncZod<{
  shop: ShopService;
}> = async (app, { shop }) => {
  const tags = ['payments'];
  const customerOnly = app.requireRole('customer');
  /** X-Store-Id, else the signed-in user's store, else every store. */
  const storeOf = async (request: FastifyRequest) =>
    storeIdHeader(request) ?? (request.auth ? await shop.storeOf(request.auth.userId) : undefined);

  app.get(
    '/packages',
    {
      schema: {
        tags,
        summary: 'Packages on sale (token optional)',
        description:
          'With sessionId: only the packages that can pay for that session (PT for PT, the program package for a ' +
          'program, else credit packages of the class age category at any studio or that gym, with enough credits). ' +
          'Without: every package of the store except PT and programs. Money in minor units; noOfClass 9999999 = unlimited. ' +
          'Errors: 404 unknown session.',
        querystring: packagesQuerySchema,
        response: { 200: envelopeOf(z.array(packageSchema)) },
      },
    },
    async (request, reply) =>
      send(reply, await shop.packages(request.query, await storeOf(request), request.language)),
  );

  app.get(
    '/packages/pt',
    {
      schema: {
        tags,
        summary: 'Personal training packages',
        response: { 200: envelopeOf(z.array(packageSchema)) },
      },
    },
    async (request, reply) => send(reply, await shop.ptPackages(await storeOf(request), request.language)),
  );

  app.get(
    '/user-packages',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The customer's packages with balances, expiry ('expiring soon' under 10 days) and subscription",
        response: { 200: envelopeOf(z.array(userPackageSchema)) },
      },
    },
    async (request, reply) => send(reply, await shop.userPackages(request.auth!.userId, request.language)),
  );

  app.get(
    '/wallet',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Wallet balance in minor units',
        response: { 200: envelopeOf(walletSchema) },
      },
    },
    async (request, reply) => send(reply, await shop.wallet(request.auth!.userId)),
  );

  app.get(
    '/payment-modes',
    {
      schema: {
        tags,
        summary: 'Payment modes: data is JSON text holding Data.PaymentMethods (SPEC 3.2)',
        description: 'Only SAR shows the options at checkout (SPEC 4.4). Errors: 400 invalid currency.',
        querystring: paymentModesQuerySchema,
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request, reply) => send(reply, await shop.paymentModes(request.query.currencyCode)),
  );
};
