import {
  cardSchema,
  cardSupportSchema,
  cardVerifySchema,
  editSubscriptionResultSchema,
  editSubscriptionSchema,
  idParamsSchema,
  paymentLinkSchema,
  specialPackagePurchaseSchema,
  specialPurchaseStatusSchema,
  subscriptionSchema,
  transactionSchema,
} from '@kinetic/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import { GUEST_WRITE_WINDOW_SECONDS } from '../../plugins/rate-limit';
import { originOf } from './checkout.routes';
import type { SpecialPackagesService } from './special-packages.service';
import type { SubscriptionsService } from './subscriptions.service';

/** Subscriptions, saved cards and special package purchases (SPEC 3.2, 4.4, 7.4). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  specialPackages: SpecialPackagesService;
  /** Guest special-package orders per client IP per hour (GUEST_WRITE_RATE_LIMIT). */
  guestOrderLimit: number;
}> = async (app, { subscriptions, specialPackages, guestOrderLimit }) => {
  const tags = ['payments'];
  const customerOnly = app.requireRole('customer');
  const guestOrders = app.rateLimit({
    name: 'guest-order',
    limit: guestOrderLimit,
    windowSeconds: GUEST_WRITE_WINDOW_SECONDS,
    error: 'TOO_MANY_GUEST_WRITES',
    key: (request) => request.ip,
  });
  // A signed-in buyer is known; only orders without an account count against the client's budget.
  const guestsLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) await guestOrders(request, reply);
  };

  app.get(
    '/subscriptions',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My subscriptions (KWD/KD/BHD/BD packages bought with subscribe)',
        response: { 200: envelopeOf(z.array(subscriptionSchema)) },
      },
    },
    async (request, reply) => send(reply, await subscriptions.list(request.auth!.userId, request.language)),
  );

  app.put(
    '/subscriptions/:id',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'EXTEND (another period of the same package now) or UPGRADE (another package)',
        description:
          'Charged on the saved card when there is one (paymentUrl null; status PAID or FAILED at once, or PENDING: ' +
          'poll GET /transactions/:referenceId), else paymentUrl is the gateway page. Errors: 400 EXTEND with another ' +
          'package / UPGRADE to the same package or another currency; 404 not yours; 409 cancelled; 502 GATEWAY. ' +
          'Idempotency-Key: a replay (even a concurrent one) returns the first answer and charges nothing more; ' +
          'the same key with another request is a 400.',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        params: idParamsSchema,
        body: editSubscriptionSchema,
        response: { 200: envelopeOf(editSubscriptionResultSchema) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await subscriptions.edit(
          request.auth!.userId,
          request.params.id,
          request.body,
          originOf(request),
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.delete(
    '/subscriptions/:id',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Cancel a subscription (its current package stays usable until it expires)',
        description: 'Errors: 404 not yours; 409 already cancelled.',
        params: idParamsSchema,
        response: { 200: envelopeOf(subscriptionSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await subscriptions.cancel(request.auth!.userId, request.params.id, request.language)),
  );

  app.get(
    '/cards',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'My saved cards',
        response: { 200: envelopeOf(z.array(cardSchema)) },
      },
    },
    async (request, reply) => send(reply, await subscriptions.cards(request.auth!.userId)),
  );

  app.get(
    '/cards/support',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Whether cards can be added and paid with (false on a MyFatoorah account without DirectPayment)',
        response: { 200: envelopeOf(cardSupportSchema) },
      },
    },
    async (_request, reply) => send(reply, subscriptions.cardSupport()),
  );

  app.post(
    '/cards/verify',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Buy a package keeping the card (newCard) or with a saved card (cardToken = the card id); without ' +
          'packageId, add a card: a card check on the gateway page, no money taken',
        description:
          'Errors: 400 as POST /purchases, or no packageId with newCard false; 404 unknown card; 409 the gateway ' +
          'keeps no cards (GET /cards/support) for a card check or a saved-card payment. paymentUrl: the ' +
          'gateway page for a new card, else /paymentconfirmation/<referenceId>. A card check settles like an ' +
          'order (GET /transactions/:referenceId); when it is confirmed the card is saved, and an active ' +
          'subscription without a card renews on it.',
        body: cardVerifySchema,
        response: { 201: envelopeOf(paymentLinkSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await subscriptions.verifyCard(request.auth!.userId, request.body, originOf(request)), 201),
  );

  app.put(
    '/cards/:id/default',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Make a saved card the one renewals use; answers the cards',
        description:
          "Every active subscription renews on it from now on. Errors: 404 'Card not found.' (unknown or not yours).",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(cardSchema)) },
      },
    },
    async (request, reply) =>
      send(reply, await subscriptions.chooseDefaultCard(request.auth!.userId, request.params.id)),
  );

  app.delete(
    '/cards/:id',
    {
      config: { retiresCaches: true },
      onRequest: customerOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove a saved card; answers the cards left',
        description:
          'Subscriptions that renewed on it move to your default card (your newest other card when it was the ' +
          'default); with none left, a renewal ends ' +
          "the subscription unless you add a card first. Errors: 404 'Card not found.' (unknown or not yours).",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(cardSchema)) },
      },
    },
    async (request, reply) =>
      send(reply, await subscriptions.deleteCard(request.auth!.userId, request.params.id)),
  );

  app.post(
    '/special-packages/purchase',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Buy a special package (token optional; without one the e-mail decides whose account it is)',
        description:
          "Errors: 400 validation ('Invalid email address.', 'This information is required.'), not a special package; 404 unknown package.",
        body: specialPackagePurchaseSchema,
        response: { 201: envelopeOf(paymentLinkSchema) },
      },
      preHandler: guestsLimited,
    },
    async (request, reply) =>
      send(
        reply,
        await specialPackages.purchase(request.auth?.userId ?? null, request.body, originOf(request)),
        201,
      ),
  );

  app.post(
    '/special-packages/status',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary:
          'The result of a special package order, by its reference and the buyer e-mail (no token needed)',
        description:
          'For the payment confirmation page of a buyer without an account; poll it while PENDING. The e-mail is ' +
          "the one the order was placed with. Errors: 400 validation ('Invalid email address.', 'This information " +
          "is required.'); 404 'Transaction not found.' for an unknown reference, another e-mail or a non-special order.",
        body: specialPurchaseStatusSchema,
        response: { 200: envelopeOf(transactionSchema) },
      },
    },
    async (request, reply) => send(reply, await specialPackages.status(request.body, request.language)),
  );
};
