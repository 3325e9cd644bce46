import {
  cancellationSummarySchema,
  classCreatedSchema,
  classEditSchema,
  classIdParamsSchema,
  classInputSchema,
  classUpdateSchema,
  idParamsSchema,
  PARTNER_ROLES,
  sessionUpdateSchema,
  slotInputSchema,
  timingWriteSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../lib/envelope-schema';
import type { ManageClassesService } from './manage-classes.service';

const ERRORS =
  'Errors: 400 with the SPEC 5 texts in errorMessage and data.fields ("Invalid timing", "Time must be greater than current time." ' +
  'unless skipPastTimeCheck, "Invalid Seats Selection.", "Invalid Price Selection"); 401; 403 (not a trainer or gym, trainer ' +
  'without trainerAllowEdit, another\'s class, a trainer changing an assigned trainer); 404 ("This class has been deleted."); ' +
  '409 code "409" when the time overlaps the owner\'s or the trainer\'s other sessions, with data.conflict ' +
  "{classId, classSessionId, title, classDate, fromTime, toTime}, unless force: true. A trainer's class of no gym held in " +
  'person needs venue {address, localityId (an area of the store), name?, latitude?, longitude?}: without it 400 ' +
  '"Please give the address and area where this class takes place, or make it an online class."; an area of another ' +
  'store 400 "Valid locality is required.". A gym\'s or an online class keeps no venue.';

const timingResult = z.object({
  classTimingId: z.number(),
  sessionsCreated: z.number(),
  sessionsCanceled: z.number().optional(),
  bookingsCanceled: z.number().optional(),
  message: z.string(),
});
const sessionResult = z.object({ classSessionId: z.number(), message: z.string() });

/** Class, timing, slot and session writes of trainers and gyms, under /api/v1/manage. */
export const manageRoutes: FastifyPluginAsyncZod<{ classes: ManageClassesService }> = async (
  app,
  { classes },
) => {
  const tags = ['class management'];
  const staff = app.requireRole(...PARTNER_ROLES);
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;
  const base = { onRequest: staff } as const;

  app.post(
    '/manage/classes',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Create a class with its timings; its sessions are materialised (60 days ahead)',
        description: `201 {classId, sessionsCreated, message "Class has been added successfully!"}. ${ERRORS}`,
        body: classInputSchema,
        response: { 201: envelopeOf(classCreatedSchema) },
      },
    },
    async (request, reply) => send(reply, await classes.create(me(request), request.body), 201),
  );

  app.get(
    '/manage/classes/:classId',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A class with its timings and images, for the editor',
        params: classIdParamsSchema,
        response: { 200: envelopeOf(classEditSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.get(me(request), request.params.classId, request.language)),
  );

  app.put(
    '/manage/classes/:classId',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit a class (not its timings)',
        description: `"Class updated successfully.". mediaIds, when given, become the class's images in that order. ${ERRORS}`,
        params: classIdParamsSchema,
        body: classUpdateSchema,
        response: { 200: envelopeOf(z.object({ classId: z.number(), message: z.string() })) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.update(me(request), request.params.classId, request.body)),
  );

  app.delete(
    '/manage/classes/:classId',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a class: future sessions cancelled, their bookings refunded and customers notified',
        description:
          'Afterwards every read of the class answers 404 "This class has been deleted.". Its pictures are deleted with it (not one shown as the owner\'s profile or cover picture).',
        params: classIdParamsSchema,
        response: { 200: envelopeOf(cancellationSummarySchema) },
      },
    },
    async (request, reply) => send(reply, await classes.remove(me(request), request.params.classId)),
  );

  app.post(
    '/manage/classes/:classId/timings',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a timing to a class',
        description: ERRORS,
        params: classIdParamsSchema,
        body: timingWriteSchema,
        response: { 201: envelopeOf(timingResult) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.addTiming(me(request), request.params.classId, request.body), 201),
  );

  app.put(
    '/manage/timings/:id',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Edit a timing: kept dates move with their bookings, dropped dates are cancelled and refunded',
        description: ERRORS,
        params: idParamsSchema,
        body: timingWriteSchema,
        response: { 200: envelopeOf(timingResult) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.updateTiming(me(request), request.params.id, request.body)),
  );

  app.delete(
    '/manage/timings/:id',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete a timing: future sessions removed, bookings cancelled with credits back',
        params: idParamsSchema,
        response: { 200: envelopeOf(cancellationSummarySchema) },
      },
    },
    async (request, reply) => send(reply, await classes.deleteTiming(me(request), request.params.id)),
  );

  app.patch(
    '/manage/classes/:classId/sessions',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add one extra session (a slot) to a class',
        description: ERRORS,
        params: classIdParamsSchema,
        body: slotInputSchema,
        response: { 201: envelopeOf(sessionResult) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.addSlot(me(request), request.params.classId, request.body), 201),
  );

  app.put(
    '/manage/sessions/:id',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Edit one session: seats (never below the booked count) and time',
        description: ERRORS,
        params: idParamsSchema,
        body: sessionUpdateSchema,
        response: { 200: envelopeOf(sessionResult) },
      },
    },
    async (request, reply) =>
      send(reply, await classes.updateSession(me(request), request.params.id, request.body)),
  );

  app.delete(
    '/manage/sessions/:id',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Delete one session: bookings cancelled with credits back, customers notified',
        params: idParamsSchema,
        response: { 200: envelopeOf(cancellationSummarySchema) },
      },
    },
    async (request, reply) => send(reply, await classes.deleteSession(me(request), request.params.id)),
  );
};
