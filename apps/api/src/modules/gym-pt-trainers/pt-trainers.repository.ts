import { type PtHours, USER_CATEGORY } from '@kinetic/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gymTeamMembers, ptTrainerHours, ptTrainers, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { isTeamMember } from '../gym-team';
import { keepSingleSession, retireSingleSession } from './single-session.repository';

const hhmm = (time: string) => time.slice(0, 5);

/** PT trainer setup: who gives PT at a gym, at what price and length, in which hours. */
export function createPtTrainersRepository(db: Db) {
  const rows = (where: ReturnType<typeof and>) =>
    db
      .select({
        id: ptTrainers.id,
        trainerUserId: ptTrainers.trainerUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileThumbnailUrl: users.profileThumbnailUrl,
        price: ptTrainers.price,
        currencyCode: ptTrainers.currencyCode,
        sessionMinutes: ptTrainers.sessionMinutes,
        active: ptTrainers.active,
      })
      .from(ptTrainers)
      .innerJoin(users, eq(users.id, ptTrainers.trainerUserId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(ptTrainers.id));

  async function withHours(list: Awaited<ReturnType<typeof rows>>) {
    const ids = list.map((row) => row.id);
    const hours = ids.length
      ? await db
          .select()
          .from(ptTrainerHours)
          .where(inArray(ptTrainerHours.ptTrainerId, ids))
          .orderBy(asc(ptTrainerHours.weekday), asc(ptTrainerHours.startTime))
      : [];
    return list.map(({ firstName, lastName, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`.trim(),
      hours: hours
        .filter((hour) => hour.ptTrainerId === row.id)
        .map((hour) => ({
          weekday: hour.weekday,
          startTime: hhmm(hour.startTime),
          endTime: hhmm(hour.endTime),
        })),
    }));
  }

  async function writeHours(tx: Tx, ptTrainerId: number, hours: readonly PtHours[]) {
    await tx.delete(ptTrainerHours).where(eq(ptTrainerHours.ptTrainerId, ptTrainerId));
    if (hours.length) await tx.insert(ptTrainerHours).values(hours.map((row) => ({ ...row, ptTrainerId })));
  }

  return {
    list: async (gymUserId: number) => withHours(await rows(and(eq(ptTrainers.gymUserId, gymUserId)))),
    async one(gymUserId: number, id: number) {
      const [row] = await withHours(
        await rows(and(eq(ptTrainers.gymUserId, gymUserId), eq(ptTrainers.id, id))),
      );
      return row ?? null;
    },
    /** Trainer accounts whose name or e-mail holds the text (a gym picks whom to set up). */
    /** The gym's accepted team members whose name or e-mail holds `search`. */
    candidates: (gymUserId: number, search: string) => {
      const pattern = containsPattern(search);
      return db
        .select({
          id: users.id,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          email: users.email,
        })
        .from(users)
        .innerJoin(
          gymTeamMembers,
          and(
            eq(gymTeamMembers.trainerUserId, users.id),
            eq(gymTeamMembers.gymUserId, gymUserId),
            eq(gymTeamMembers.status, 'ACCEPTED'),
          ),
        )
        .where(
          and(
            eq(users.category, USER_CATEGORY.trainer),
            or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.id))
        .limit(20);
    },
    isTeamMember: (gymUserId: number, trainerUserId: number) => isTeamMember(db, gymUserId, trainerUserId),
    create: (
      gymUserId: number,
      input: {
        trainerUserId: number;
        price: number;
        currencyCode: string;
        sessionMinutes: number;
        active: boolean;
        hours: readonly PtHours[];
      },
    ) =>
      db.transaction(async (tx) => {
        const { hours, ...fields } = input;
        const [row] = await tx
          .insert(ptTrainers)
          .values({ gymUserId, ...fields })
          .returning({ id: ptTrainers.id });
        await writeHours(tx, row!.id, hours);
        await keepSingleSession(tx as unknown as Db, row!.id);
        return row!.id;
      }),
    update: (
      gymUserId: number,
      id: number,
      input: { price: number; sessionMinutes: number; active: boolean; hours: readonly PtHours[] },
    ) =>
      db.transaction(async (tx) => {
        const { hours, ...fields } = input;
        const updated = await tx
          .update(ptTrainers)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(ptTrainers.id, id), eq(ptTrainers.gymUserId, gymUserId)))
          .returning({ id: ptTrainers.id });
        if (updated.length === 0) return false;
        await writeHours(tx, id, hours);
        await keepSingleSession(tx as unknown as Db, id);
        return true;
      }),
    remove: (gymUserId: number, id: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        await retireSingleSession(tx as unknown as Db, gymUserId, id);
        const removed = await tx
          .delete(ptTrainers)
          .where(and(eq(ptTrainers.id, id), eq(ptTrainers.gymUserId, gymUserId)))
          .returning({ id: ptTrainers.id });
        return removed.length > 0;
      }),
  };
}
export type PtTrainersRepository = ReturnType<typeof createPtTrainersRepository>;
