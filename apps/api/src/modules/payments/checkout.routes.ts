import {
  pageQuerySchema,
  promoApplySchema,
  promoResponseSchema,
  purchaseRequestSchema,
  purchaseResultSchema,
  quoteRequestSchema,
  quoteSchema,
  referenceParamsSchema,
  transactionPageSchema,
  transactionSchema,
} from '@kinetic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { CheckoutService } from './checkout.service';

/** Where the gateway should send the browser back: this deployment as the browser reached it. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  const tags = ['payments'];
  const customerOnly = app.requireRole('customer');

  app.post(
    '/promo-codes/apply',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a promo code against a package',
        description:
          "Errors (400, errorMessage shown in red under the input): 'Promo code is required', 'Invalid promo code', " +
          "'This promo code has expired', 'This promo code is not valid yet', 'This promo code has been fully used', " +
          "'You have already used this promo code', 'This promo code is not valid for this package' / 'for this gym' / " +
          "'in this country'. 404 unknown package.",
        body: promoApplySchema,
        response: { 200: envelopeOf(promoResponseSchema) },
      },
    },
    async (request, reply) => send(reply, await checkout.applyPromo(request.auth!.userId, request.body)),
  );

  app.post(
    '/checkout/quote',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'The totals of an order: promo, then 10% subscription discount, then wallet (capped, not at prime gyms)',
        description: 'Errors: 400 promo refusals, 400 subscription outside KWD/BHD, 404 unknown package.',
        body: quoteRequestSchema,
        response: { 200: envelopeOf(quoteSchema) },
      },
    },
    async (request, reply) => send(reply, await checkout.quote(request.auth!.userId, request.body)),
  );

  app.post(
    '/purchases',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Buy a package: 201 {referenceId, paymentUrl, status}',
        description:
          'paymentUrl is the gateway page, or /paymentconfirmation/<referenceId> when promo and wallet cover the price ' +
          '(status PAID at once). Credits, and the booking when sessionId is given, are granted when the payment is ' +
          'PAID. Idempotency-Key: a replay returns the first answer. Errors: 400 validation, promo refusals, ' +
          "'Please select a kid.', package cannot pay for the session, subscription outside KWD/BHD; 404 unknown " +
          'package or session; 502 GATEWAY when the gateway cannot be reached (wallet hold released).',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: purchaseRequestSchema,
        response: { 201: envelopeOf(purchaseResultSchema) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await checkout.purchase(
          request.auth!.userId,
          request.body,
          originOf(request),
          request.headers['idempotency-key'],
        ),
        201,
      ),
  );

  app.get(
    '/transactions/:referenceId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One of my transactions (the payment confirmation page polls it while PENDING)',
        description: 'Errors: 404 unknown or not yours.',
        params: referenceParamsSchema,
        response: { 200: envelopeOf(transactionSchema) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await checkout.transaction(request.auth!.userId, request.params.referenceId, request.language),
      ),
  );

  app.get(
    '/transactions',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My transactions, newest first',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(transactionPageSchema) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await checkout.transactions(
          request.auth!.userId,
          request.query.page,
          request.query.size,
          request.language,
        ),
      ),
  );
};
