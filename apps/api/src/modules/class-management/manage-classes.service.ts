import {
  type CancellationSummaryDto,
  type ClassCreatedDto,
  type ClassEditDto,
  type ClassInputParsed,
  type ClassUpdate,
  CM_MSG,
  type Language,
  MSG,
  nameIn,
  timeToMinutes,
} from '@kinetic/domain';
import { assertMayEdit, displayName, isTrainer, loadActor, ownedClass } from './access';
import { cancelFuture } from './cancel-bookings';
import { assertMedia, assertTrainerChange, classValues, linkMedia, resolveTrainer } from './class-writes';
import type { ManageRepository } from './manage.repository';
import { toMediaDto } from './media/media-dto';
import {
  assertNoOverlap,
  assertTiming,
  type Candidate,
  horizonOccurrences,
  sessionsOf,
  timingValues,
  type WriteFlags,
} from './scheduling';
import { createTimingWrites } from './timing-writes';
import { assertVenueRules } from './venue-rules';

/** Classes: create with timings, read for the editor, edit, delete. One transaction per call. */
export function createManageClassesService(deps: {
  repository: ManageRepository;
  /** Removes the files of images whose rows are gone; called after the commit that removed them. */
  discardMediaFiles: (rows: { storageKey: string; thumbnailKey: string }[]) => Promise<void>;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const timings = createTimingWrites(deps);

  return {
    ...timings,

    async create(userId: number, body: ClassInputParsed): Promise<ClassCreatedDto> {
      return repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        assertMayEdit(actor);
        const flags: WriteFlags = { force: body.force, skipPastTimeCheck: body.skipPastTimeCheck };
        for (const [i, t] of body.timings.entries())
          assertTiming(t, actor.timeZone, at, flags, `timings.${i}.`);
        const gymUserId = isTrainer(actor) ? null : actor.id;
        const values = await classValues(q, actor, body, { gymUserId, storeId: actor.storeId });
        await assertMedia(q, [actor.id], body.mediaIds, null);
        const defaultTrainer = await resolveTrainer(q, actor, body.trainerId);
        const trainers: (number | null)[] = [];
        for (const t of body.timings) {
          trainers.push(t.trainerId ? await resolveTrainer(q, actor, t.trainerId) : defaultTrainer);
        }
        const candidates: Candidate[] = body.timings.flatMap((t, i) =>
          horizonOccurrences(t, actor.timeZone, at).map((o) => ({
            ...o,
            title: body.title,
            classId: 0,
            trainerId: trainers[i] ?? null,
          })),
        );
        await assertVenueRules(
          q,
          { branchId: values.branchId ?? null, storeId: actor.storeId },
          candidates,
          actor.timeZone,
        );
        await assertNoOverlap(q, actor, actor.id, candidates, {
          force: body.force,
          timeZone: actor.timeZone,
        });
        const klass = await q.insertClass({
          ...values,
          ownerUserId: actor.id,
          storeId: actor.storeId,
          currencyCode: actor.currencyCode,
          createdAt: at,
          updatedAt: at,
        });
        let sessionsCreated = 0;
        for (const [i, t] of body.timings.entries()) {
          const timing = await q.insertTiming(timingValues(t, klass.id, actor.timeZone, trainers[i] ?? null));
          sessionsCreated += await q.insertSessions(sessionsOf(timing, at));
        }
        if (body.mediaIds?.length) await linkMedia(q, klass.id, body.mediaIds);
        // Customers following the class's trainers hear of it, pointed at its first session.
        const taught = new Set(trainers.filter((id): id is number => id !== null));
        if (isTrainer(actor)) taught.add(actor.id);
        const [first] = await q.futureSessions({ classId: klass.id }, at);
        if (first) {
          const followers = await q.followersOf([...taught]);
          await q.bookings.notify(
            followers.map((to) => ({
              kind: 'followedTrainerClassCreated' as const,
              to,
              actorId: isTrainer(actor) ? actor.id : ([...taught][0] ?? actor.id),
              objectId: first.id,
              values: { className: body.title, classDate: first.localDate },
              extra: { classSessionId: first.id, classId: klass.id },
            })),
            at,
          );
        }
        return { classId: klass.id, sessionsCreated, message: CM_MSG.classAdded };
      });
    },

    async get(userId: number, classId: number, language: Language = 'en'): Promise<ClassEditDto> {
      const q = repository;
      const actor = await loadActor(q, userId);
      const klass = await ownedClass(q, actor, classId);
      const rows = await q.timings(classId);
      const store = await q.store(klass.storeId);
      const media = await q.classMedia(classId);
      const timingDtos = rows.map(({ timing, trainerFirstName, trainerLastName }) => {
        const fromTime = timing.startTime.slice(0, 5);
        const toTime = timing.endTime.slice(0, 5);
        return {
          classTimingId: timing.id,
          classDays: [...timing.days].sort(),
          fromTime,
          toTime,
          durationMinutes: timeToMinutes(toTime) - timeToMinutes(fromTime),
          fromDate: timing.fromDate,
          toDate: timing.toDate,
          trainerId: timing.trainerUserId,
          trainerName: trainerFirstName ? `${trainerFirstName} ${trainerLastName ?? ''}`.trim() : null,
          totalSeat: timing.seats,
          creditSeats: timing.creditSeats,
          isSlot: timing.fromDate === timing.toDate,
        };
      });
      const trainerId = rows.find((r) => r.timing.trainerUserId !== null)?.timing.trainerUserId ?? null;
      const area =
        klass.venueLocalityId === null
          ? undefined
          : await q.storeLocality(klass.venueLocalityId, klass.storeId);
      return {
        classId: klass.id,
        ownerId: klass.ownerUserId,
        title: klass.title,
        description: klass.description,
        classCategoryId: klass.classCategoryId,
        subClassCategoryId: klass.subClassCategoryId,
        priceModel: klass.priceModel as ClassEditDto['priceModel'],
        credit: klass.credit,
        price: klass.price,
        currencyCode: klass.currencyCode,
        currencyDecimals: store.currencyDecimals,
        timeZone: store.timeZone,
        classType: klass.genderRule as ClassEditDto['classType'],
        fitnessLevel: klass.fitnessLevel as ClassEditDto['fitnessLevel'],
        ageCategoryType: klass.ageCategory as ClassEditDto['ageCategoryType'],
        showAvailableSeatType: klass.seatDisplay as ClassEditDto['showAvailableSeatType'],
        reminder: klass.reminder,
        reminderMinutes: klass.reminderMinutes,
        specialNote: klass.specialNote,
        autoWaitListHours: klass.autoWaitListHours,
        videoClass: klass.videoClass,
        isSpecialProgram: klass.isSpecialProgram,
        gymBranchId: klass.branchId,
        hasGym: klass.gymUserId !== null,
        venue:
          klass.venueAddress === null || klass.venueLocalityId === null
            ? null
            : {
                name: klass.venueName,
                address: klass.venueAddress,
                localityId: klass.venueLocalityId,
                localityName: area ? nameIn(area, language) : null,
                latitude: klass.venueLatitude,
                longitude: klass.venueLongitude,
              },
        trainerId,
        trainerLocked: isTrainer(actor) && trainerId !== null,
        mediaIds: media.map((m) => m.id),
        media: media.map(toMediaDto),
        timings: timingDtos,
      };
    },

    async update(
      userId: number,
      classId: number,
      body: ClassUpdate,
    ): Promise<{ classId: number; message: string }> {
      return repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        assertMayEdit(actor);
        const klass = await ownedClass(q, actor, classId, true);
        const values = await classValues(q, actor, body, klass, klass);
        await assertMedia(q, [actor.id, klass.ownerUserId], body.mediaIds, classId);
        let retrained = false;
        if (body.trainerId !== undefined) {
          const rows = await q.timings(classId);
          const current = rows.find((r) => r.timing.trainerUserId !== null)?.timing.trainerUserId ?? null;
          assertTrainerChange(actor, current, body.trainerId);
          const trainer = isTrainer(actor)
            ? (current ?? actor.id)
            : await resolveTrainer(q, actor, body.trainerId);
          if (trainer !== current) {
            retrained = true;
            for (const { timing } of rows) await timings.retrain(q, timing.id, trainer, at);
          }
        }
        const branchId = values.branchId ?? null;
        if (branchId !== klass.branchId || retrained) {
          // A class moving to another branch meets its rules; a new trainer meets the women-only one.
          const future = (await q.futureSessions({ classId }, at)).map((s) => ({
            startsAt: s.startsAt,
            endsAt: s.endsAt,
            trainerId: s.trainerUserId,
          }));
          const tz = (await q.store(klass.storeId)).timeZone;
          await assertVenueRules(
            q,
            { branchId, storeId: klass.storeId },
            future,
            tz,
            branchId === klass.branchId ? 'trainers' : undefined,
          );
        }
        await q.updateClass(classId, { ...values, updatedAt: at });
        if (body.mediaIds !== undefined) await linkMedia(q, classId, body.mediaIds);
        // Customers booked on its coming sessions are told it changed.
        const title = typeof values.title === 'string' ? values.title : klass.title;
        const booked = await q.bookedCustomers(classId, at);
        await q.bookings.notify(
          booked.map((row) => ({
            kind: 'classEdited' as const,
            to: row.userId,
            actorId: actor.id,
            objectId: row.sessionId,
            values: { gymName: displayName(actor), className: title, classDate: row.localDate },
            extra: { classSessionId: row.sessionId, bookingId: row.bookingId },
          })),
          at,
        );
        return { classId, message: CM_MSG.classUpdated };
      });
    },

    /** Its pictures go with it (rows here, files once that is committed): nothing shows a deleted class. */
    async remove(userId: number, classId: number): Promise<CancellationSummaryDto> {
      const { summary, pictures } = await repository.transaction(async (q) => {
        const at = now();
        const actor = await loadActor(q, userId);
        assertMayEdit(actor);
        const klass = await ownedClass(q, actor, classId, true);
        const summary = await cancelFuture(q, actor, { classId }, klass.title, at);
        for (const { timing } of await q.timings(classId)) await q.updateTiming(timing.id, { deletedAt: at });
        const pictures = await q.removeClassMedia(classId);
        await q.updateClass(classId, {
          deletedAt: at,
          updatedAt: at,
          mediaUrl: null,
          mediaThumbnailUrl: null,
        });
        return { summary, pictures };
      });
      await deps.discardMediaFiles(pictures);
      return { ...summary, message: MSG.classDeleted };
    },
  };
}
export type ManageClassesService = ReturnType<typeof createManageClassesService>;
