import {
  bookingIdParamsSchema,
  CHECK_IN_CODE_ATTEMPTS_PER_MINUTE,
  checkInByCodeResultSchema,
  checkInByCodeSchema,
  checkInSchema,
  customerStrikesSchema,
  guestJoinSchema,
  gymCancelResultSchema,
  gymCancelSchema,
  idParamsSchema,
  managedSessionSchema,
  manageSessionsQuerySchema,
  markAbsentSchema,
  PARTNER_ROLES,
  paramId,
  participantSchema,
  rollClosedSchema,
  supportMessageSchema,
  waitlistEntrySchema,
  waiveStrikeSchema,
  wishIdParamsSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { SessionPeopleService } from './session-people.service';

/** Own sessions by day and the people in a session, under /api/v1/manage. */
export const sessionPeopleRoutes: FastifyPluginAsyncZod<{ people: SessionPeopleService }> = async (
  app,
  { people },
) => {
  const tags = ['class management'];
  const staff = app.requireRole(...PARTNER_ROLES);
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/manage/sessions',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "The caller's own sessions on a day (or `days` days from it), with booked and checked-in counts",
        querystring: manageSessionsQuerySchema,
        response: { 200: envelopeOf(z.array(managedSessionSchema)) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await people.ownSessions(
          me(request),
          request.query.date,
          request.query.days,
          request.brand?.isPrime ?? false,
        ),
      ),
  );

  app.get(
    '/manage/sessions/:id/participants',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Participants of a session (customers and guests)',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(participantSchema)) },
      },
    },
    async (request, reply) => send(reply, await people.participants(me(request), request.params.id)),
  );

  app.get(
    '/manage/sessions/:id/waitlist',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A session's waitlist in queue order (customers waiting for a seat)",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(waitlistEntrySchema)) },
      },
    },
    async (request, reply) => send(reply, await people.waitlist(me(request), request.params.id)),
  );

  app.post(
    '/manage/waitlist/:wishId/book',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Book from waitlist: the gym or trainer running the class books a waitlisted customer (docs/adr/0003)',
        description:
          'Also inside the auto-waitlist window, when a seat is free and the customer may join and pay: seat, ' +
          'credit debit and ledger row in one transaction; the customer is notified. 201 the new participant. ' +
          '403 for other gyms and trainers; 404 when the customer is no longer on the waitlist; 409 CLASS_FULL; ' +
          '402 (402, CREDITS, PLAN_EXPIRES, CHECKOUT), 400 (GENDER, 9890, KIDS) and 417 as for POST /bookings.',
        params: wishIdParamsSchema,
        response: { 201: envelopeOf(participantSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.bookFromWaitlist(me(request), request.params.wishId), 201),
  );

  app.put(
    '/manage/bookings/:bookingId/check-in',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a participant in (or undo it)',
        params: bookingIdParamsSchema,
        body: checkInSchema,
        response: { 200: envelopeOf(z.object({ bookingId: z.number(), checkedIn: z.boolean() })) },
      },
    },
    async (request, reply) =>
      send(reply, await people.checkIn(me(request), request.params.bookingId, request.body.checkedIn)),
  );

  app.put(
    '/manage/bookings/:bookingId/absent',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark a participant absent once the class has started (or undo it), before the roll closes',
        params: bookingIdParamsSchema,
        body: markAbsentSchema,
        response: { 200: envelopeOf(z.object({ bookingId: z.number(), absent: z.boolean() })) },
      },
    },
    async (request, reply) =>
      send(reply, await people.markAbsent(me(request), request.params.bookingId, request.body.absent)),
  );

  app.post(
    '/manage/sessions/:id/roll',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Close the session's roll: attendance becomes final; those marked absent are no-shows, those unmarked count as the seat policy says",
        description:
          'Once the session has started (409 ROLL_NOT_YET before); a second close is 409 ROLL_CLOSED. ' +
          'Each absent customer gets a strike with the class’s partner and a notification (docs/adr/0039).',
        params: idParamsSchema,
        response: { 200: envelopeOf(rollClosedSchema) },
      },
    },
    async (request, reply) => send(reply, await people.closeRoll(me(request), request.params.id)),
  );

  app.get(
    '/manage/customers/:userId/strikes',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "A customer's strikes with the caller (no-shows, late cancels) and until when their bookings are paused",
        params: z.object({ userId: paramId }),
        response: { 200: envelopeOf(customerStrikesSchema) },
      },
    },
    async (request, reply) => send(reply, await people.customerStrikes(me(request), request.params.userId)),
  );

  app.post(
    '/manage/strikes/:id/waive',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Waive a strike, with a reason (a pause it made ends with it)',
        params: idParamsSchema,
        body: waiveStrikeSchema,
        response: { 200: envelopeOf(customerStrikesSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.waiveStrike(me(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/manage/sessions/:id/check-in-by-code',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      // Per account, whichever session: codes are not to be guessed at (429 with retry-after).
      preHandler: app.rateLimit({
        name: 'check-in-code',
        limit: CHECK_IN_CODE_ATTEMPTS_PER_MINUTE,
        windowSeconds: 60,
        key: (request) => String(request.auth?.userId),
      }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a participant in by the code of their booking (scanned from its QR code or typed)',
        description:
          'Case, spaces and dashes in the code do not matter. 404 CHECK_IN_CODE_UNKNOWN when the code ' +
          'is not of a booking of this session; 409 ALREADY_CHECKED_IN (with who and when, data.checkedInAt) ' +
          'when it was used; 409 CANCELED for a cancelled booking; 409 CHECK_IN_TOO_EARLY more than an hour ' +
          'before the start; 403 for other gyms and trainers, as for the check-in switch; 429 after ' +
          `${CHECK_IN_CODE_ATTEMPTS_PER_MINUTE} codes a minute from one account.`,
        params: idParamsSchema,
        body: checkInByCodeSchema,
        response: { 200: envelopeOf(checkInByCodeResultSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.checkInByCode(me(request), request.params.id, request.body.code)),
  );

  app.post(
    '/manage/sessions/:id/guests',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a guest by name (gyms only); takes a seat',
        description: '403 for trainers; 409 CLASS_FULL when no seat is left.',
        params: idParamsSchema,
        body: guestJoinSchema,
        response: { 201: envelopeOf(participantSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.addGuest(me(request), request.params.id, request.body.guestCustomerName), 201),
  );

  app.delete(
    '/manage/bookings/:bookingId',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Cancel a customer's booking from the gym side, credits back when refundType is CREDITS",
        description:
          'The customer gets a notification of the gym-cancel type. 409 CANCELED when already cancelled.',
        params: bookingIdParamsSchema,
        body: gymCancelSchema,
        response: { 200: envelopeOf(gymCancelResultSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await people.cancelBooking(me(request), request.params.bookingId, request.body)),
  );

  app.post(
    '/manage/sessions/:id/messages',
    {
      config: { retiresCaches: true },
      onRequest: staff,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a message to every booked participant (as a notification)',
        params: idParamsSchema,
        body: supportMessageSchema,
        response: { 200: envelopeOf(z.object({ message: z.string(), recipients: z.number() })) },
      },
    },
    async (request, reply) =>
      send(reply, await people.message(me(request), request.params.id, request.body.message)),
  );
};
