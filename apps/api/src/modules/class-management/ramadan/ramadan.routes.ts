import {
  idParamsSchema,
  PARTNER_ROLES,
  ramadanHoursQuerySchema,
  ramadanHoursSchema,
  ramadanPlanSchema,
} from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../../lib/envelope';
import { bearerSecurity, envelopeOf } from '../../../lib/envelope-schema';
import type { RamadanService } from './ramadan.service';

const windowSchema = z.object({ from: z.string(), to: z.string() });
const hoursAnswer = z.object({
  branchId: z.number(),
  hijriYear: z.number(),
  from: z.string(),
  to: z.string(),
  windows: z.array(windowSchema),
});
const planAnswer = z.object({
  hijriYear: z.number(),
  mode: z.enum(['MOVE', 'COPY']),
  from: z.string(),
  to: z.string(),
  windows: z.array(windowSchema),
  applied: z.boolean(),
  items: z.array(
    z.object({
      timingId: z.number(),
      classId: z.number().nullable(),
      title: z.string(),
      days: z.array(z.number()),
      oldStart: z.string(),
      oldEnd: z.string(),
      newStart: z.string(),
      newEnd: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      sessionsMoved: z.number(),
      sessions: z.number(),
      customers: z.number(),
      refusal: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
const timingsAnswer = z.array(
  z.object({
    timingId: z.number(),
    classId: z.number(),
    title: z.string(),
    days: z.array(z.number()),
    startTime: z.string(),
    endTime: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
    ramadan: z.boolean(),
  }),
);

const ACCESS = "403 for another gym's branch or a caller who is not a gym; 404 for an unknown branch.";
const PLAN =
  'Body {hijriYear? (default: the running or next Ramadan, Umm al-Qura), mode MOVE|COPY, items [{timingId, startTime HH:mm}]}; ' +
  "each new end is the start plus the class's duration. Each item: old and new hours, its Ramadan days, sessions, sessions " +
  'moved and booked customers, or a refusal {code, message} (NO_HOURS, OUTSIDE_HOURS, CROSSES_PRAYER, WOMEN_ONLY, ' +
  'PAST_RAMADAN, NOT_IN_RAMADAN, ALREADY_PLANNED, NOT_AT_BRANCH, TIMING_DELETED, INVALID_TIME).';

/** A branch's Ramadan hours and the move of its timings into them (docs/adr/0048), under /api/v1/manage. */
export const ramadanRoutes: FastifyPluginAsyncZod<{ ramadan: RamadanService }> = async (app, { ramadan }) => {
  const tags = ['class management'];
  const base = { onRequest: app.requireRole(...PARTNER_ROLES) } as const;
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/manage/branches/:id/ramadan-hours',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A branch's Ramadan hours (empty windows: none set) and Ramadan's dates",
        description: ACCESS,
        params: idParamsSchema,
        querystring: ramadanHoursQuerySchema,
        response: { 200: envelopeOf(hoursAnswer) },
      },
    },
    async (request, reply) =>
      send(reply, await ramadan.hours(me(request), request.params.id, request.query.hijriYear)),
  );

  app.put(
    '/manage/branches/:id/ramadan-hours',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Set a branch's Ramadan hours: one to four windows, HH:mm to HH:mm (past midnight when the end is earlier)",
        description: `400 with the field's message for a bad time, an empty window or overlapping windows. ${ACCESS}`,
        params: idParamsSchema,
        body: ramadanHoursSchema,
        response: { 200: envelopeOf(hoursAnswer) },
      },
    },
    async (request, reply) =>
      send(reply, await ramadan.saveHours(me(request), request.params.id, request.body)),
  );

  app.get(
    '/manage/branches/:id/timings',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The live timings of a branch's classes, for the Ramadan move screen",
        description: ACCESS,
        params: idParamsSchema,
        response: { 200: envelopeOf(timingsAnswer) },
      },
    },
    async (request, reply) => send(reply, await ramadan.timings(me(request), request.params.id)),
  );

  app.post(
    '/manage/branches/:id/ramadan-plan/preview',
    {
      config: { retiresCaches: false },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Preview moving or copying timings into Ramadan: nothing changes',
        description: `${PLAN} ${ACCESS}`,
        params: idParamsSchema,
        body: ramadanPlanSchema,
        response: { 200: envelopeOf(planAnswer) },
      },
    },
    async (request, reply) =>
      send(reply, await ramadan.preview(me(request), request.params.id, request.body, request.language)),
  );

  app.post(
    '/manage/branches/:id/ramadan-plan/apply',
    {
      config: { retiresCaches: true },
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Apply the plan in one transaction: MOVE splits each timing around Ramadan and moves its sessions there (bookings kept, customers told and free to cancel with a full refund); COPY adds a Ramadan timing beside it',
        description: `${PLAN} 422 RAMADAN_PLAN_REFUSED with data.plan when any item is refused (a plan applied twice: ALREADY_PLANNED). ${ACCESS}`,
        params: idParamsSchema,
        body: ramadanPlanSchema,
        response: { 200: envelopeOf(planAnswer) },
      },
    },
    async (request, reply) =>
      send(reply, await ramadan.apply(me(request), request.params.id, request.body, request.language)),
  );
};
