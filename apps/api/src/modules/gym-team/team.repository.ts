import { type NotificationEvent, type TeamStatus, USER_CATEGORY } from '@kinetic/domain';
import { type AnyColumn, and, asc, count, eq, gt, ilike, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  classSessions,
  classTimings,
  fitnessClasses,
  gymProfiles,
  gymTeamMembers,
  ptTrainers,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { mailsOn } from '../mail';
import { notificationWrites } from '../notifications';

const gymUser = alias(users, 'team_gym');
const trainerUser = alias(users, 'team_trainer');

const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;
const gymName = sql<string>`coalesce(nullif(${gymProfiles.studioName}, ''), ${fullName(gymUser)})`;

/** Upcoming, live sessions of `gymId`'s classes that `trainerId` teaches. */
const upcomingTaught = (gymId: AnyColumn, trainerId: AnyColumn, at: Date) =>
  sql<number>`(select count(*)::int from ${classSessions} s join ${fitnessClasses} c on c.id = s.class_id
    where c.gym_user_id = ${gymId} and s.trainer_user_id = ${trainerId} and s.starts_at > ${at}
      and s.status = 'SCHEDULED' and c.deleted_at is null)`;

/** The name a gym goes by: its studio's, else its account's. */
async function gymNameOf(db: Db, gymId: number): Promise<string> {
  const [row] = await db
    .select({ name: gymName })
    .from(gymUser)
    .leftJoin(gymProfiles, eq(gymProfiles.userId, gymUser.id))
    .where(eq(gymUser.id, gymId));
  return row?.name ?? '';
}

/**
 * The one rule of who a gym may name as the trainer of its classes and PT: an accepted
 * member of its team. Runs on the caller's connection or transaction.
 */
export async function isTeamMember(db: Db, gymId: number, trainerId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(gymTeamMembers)
    .where(
      and(
        eq(gymTeamMembers.gymUserId, gymId),
        eq(gymTeamMembers.trainerUserId, trainerId),
        eq(gymTeamMembers.status, 'ACCEPTED'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * A gym's team. Each write takes the member's row lock (or inserts it), and its
 * notification and e-mail commit with it.
 */
export function createTeamRepository(db: Db, now: () => Date) {
  const memberColumns = {
    gymId: gymTeamMembers.gymUserId,
    trainerId: gymTeamMembers.trainerUserId,
    status: sql<TeamStatus>`${gymTeamMembers.status}`,
    invitedAt: gymTeamMembers.invitedAt,
    joinedAt: gymTeamMembers.joinedAt,
  };

  /**
   * Ends a membership: the trainer no longer teaches the gym's upcoming sessions or future timings
   * (past sessions keep their trainer, for reports and earnings). Answers how many sessions lost them.
   */
  async function unassign(tx: Db, gymId: number, trainerId: number): Promise<number> {
    const classes = db
      .select({ id: fitnessClasses.id })
      .from(fitnessClasses)
      .where(eq(fitnessClasses.gymUserId, gymId));
    const sessions = await tx
      .update(classSessions)
      .set({ trainerUserId: null })
      .where(
        and(
          eq(classSessions.trainerUserId, trainerId),
          gt(classSessions.startsAt, now()),
          sql`${classSessions.classId} in ${classes}`,
        ),
      )
      .returning({ status: classSessions.status });
    await tx
      .update(classTimings)
      .set({ trainerUserId: null })
      .where(and(eq(classTimings.trainerUserId, trainerId), sql`${classTimings.classId} in ${classes}`));
    await tx
      .update(ptTrainers)
      .set({ active: false, updatedAt: sql`now()` })
      .where(and(eq(ptTrainers.gymUserId, gymId), eq(ptTrainers.trainerUserId, trainerId)));
    return sessions.filter((s) => s.status === 'SCHEDULED').length;
  }

  async function lockMember(tx: Db, gymId: number, trainerId: number) {
    const [row] = await tx
      .select(memberColumns)
      .from(gymTeamMembers)
      .where(and(eq(gymTeamMembers.gymUserId, gymId), eq(gymTeamMembers.trainerUserId, trainerId)))
      .for('update');
    return row;
  }

  return {
    /** The gym's members and open invitations, accepted first, then by name. */
    team(gymId: number) {
      return db
        .select({
          trainerId: gymTeamMembers.trainerUserId,
          name: fullName(trainerUser),
          email: trainerUser.email,
          photo: trainerUser.profileThumbnailUrl,
          status: memberColumns.status,
          invitedAt: gymTeamMembers.invitedAt,
          joinedAt: gymTeamMembers.joinedAt,
          upcomingSessions: upcomingTaught(gymTeamMembers.gymUserId, gymTeamMembers.trainerUserId, now()),
        })
        .from(gymTeamMembers)
        .innerJoin(trainerUser, eq(trainerUser.id, gymTeamMembers.trainerUserId))
        .where(eq(gymTeamMembers.gymUserId, gymId))
        .orderBy(sql`${gymTeamMembers.status} = 'INVITED'`, asc(trainerUser.firstName), asc(trainerUser.id));
    },

    /** The gyms whose team the trainer is on or that invited them, invitations first. */
    gymsOf(trainerId: number) {
      return db
        .select({
          gymId: gymTeamMembers.gymUserId,
          name: gymName,
          photo: gymUser.profileThumbnailUrl,
          status: memberColumns.status,
          invitedAt: gymTeamMembers.invitedAt,
          joinedAt: gymTeamMembers.joinedAt,
          upcomingSessions: upcomingTaught(gymTeamMembers.gymUserId, gymTeamMembers.trainerUserId, now()),
        })
        .from(gymTeamMembers)
        .innerJoin(gymUser, eq(gymUser.id, gymTeamMembers.gymUserId))
        .leftJoin(gymProfiles, eq(gymProfiles.userId, gymTeamMembers.gymUserId))
        .where(eq(gymTeamMembers.trainerUserId, trainerId))
        .orderBy(sql`${gymTeamMembers.status} = 'ACCEPTED'`, asc(gymName));
    },

    /** Trainer accounts whose name or e-mail holds `search`, not yet on the gym's team or invited. */
    candidates(gymId: number, search: string) {
      const pattern = containsPattern(search);
      return db
        .select({ id: users.id, name: fullName(users), email: users.email })
        .from(users)
        .where(
          and(
            eq(users.category, USER_CATEGORY.trainer),
            or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(gymTeamMembers)
                .where(and(eq(gymTeamMembers.gymUserId, gymId), eq(gymTeamMembers.trainerUserId, users.id))),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.id))
        .limit(20);
    },

    isMember: (gymId: number, trainerId: number) => isTeamMember(db, gymId, trainerId),

    async isTrainer(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.category, USER_CATEGORY.trainer)));
      return Boolean(row);
    },

    /** Invites: 'INVITED' or 'ACCEPTED' when a row already stands, else the new invitation's time. */
    invite(gymId: number, trainerId: number): Promise<TeamStatus | Date> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const at = now();
        const [added] = await t
          .insert(gymTeamMembers)
          .values({ gymUserId: gymId, trainerUserId: trainerId, status: 'INVITED', invitedAt: at })
          .onConflictDoNothing()
          .returning({ gymId: gymTeamMembers.gymUserId });
        if (!added) return (await lockMember(t, gymId, trainerId))!.status;
        await notificationWrites(t).notify(
          { kind: 'teamInvited', to: trainerId, actorId: gymId, values: {} },
          at,
        );
        const name = await gymNameOf(t, gymId);
        await mailsOn(t, now).teamInvited(trainerId, { id: gymId, name }, at);
        return at;
      });
    },

    /** The trainer's answer to an open invitation; false when there is none. */
    answer(gymId: number, trainerId: number, accept: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockMember(t, gymId, trainerId);
        if (row?.status !== 'INVITED') return false;
        const where = and(eq(gymTeamMembers.gymUserId, gymId), eq(gymTeamMembers.trainerUserId, trainerId));
        if (accept) {
          await t.update(gymTeamMembers).set({ status: 'ACCEPTED', joinedAt: now() }).where(where);
        } else {
          await t.delete(gymTeamMembers).where(where);
        }
        const told: NotificationEvent = accept
          ? { kind: 'teamJoined', to: gymId, actorId: trainerId, values: {} }
          : { kind: 'teamDeclined', to: gymId, actorId: trainerId, values: {} };
        await notificationWrites(t).notify(told, now());
        return true;
      });
    },

    /**
     * Ends a membership or withdraws an invitation, by the trainer (`by` 'trainer': the gym is told)
     * or the gym (the trainer is told, unless it was only an invitation). Null when there was none.
     */
    end(
      gymId: number,
      trainerId: number,
      by: 'gym' | 'trainer',
    ): Promise<{ unassignedSessions: number } | null> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockMember(t, gymId, trainerId);
        if (!row || (by === 'trainer' && row.status !== 'ACCEPTED')) return null;
        await t
          .delete(gymTeamMembers)
          .where(and(eq(gymTeamMembers.gymUserId, gymId), eq(gymTeamMembers.trainerUserId, trainerId)));
        if (row.status === 'INVITED') return { unassignedSessions: 0 };
        const unassignedSessions = await unassign(t, gymId, trainerId);
        const told: NotificationEvent =
          by === 'trainer'
            ? { kind: 'teamLeft', to: gymId, actorId: trainerId, values: { sessions: unassignedSessions } }
            : { kind: 'teamRemoved', to: trainerId, actorId: gymId, values: {} };
        await notificationWrites(t).notify(told, now());
        return { unassignedSessions };
      });
    },

    /**
     * Trainers already teaching a gym's classes or PT are accepted members: the seed's links
     * (migration 0032 did the same for the databases of its day).
     */
    async adoptTeachingLinks(): Promise<void> {
      const at = now();
      await db.execute(sql`
        insert into ${gymTeamMembers} (gym_user_id, trainer_user_id, status, invited_at, joined_at)
        select distinct c.gym_user_id, t.trainer_user_id, 'ACCEPTED', ${at}::timestamptz, ${at}::timestamptz
          from ${classTimings} t join ${fitnessClasses} c on c.id = t.class_id
          where c.gym_user_id is not null and t.trainer_user_id is not null and t.trainer_user_id <> c.gym_user_id
        union
        select distinct c.gym_user_id, s.trainer_user_id, 'ACCEPTED', ${at}::timestamptz, ${at}::timestamptz
          from ${classSessions} s join ${fitnessClasses} c on c.id = s.class_id
          where c.gym_user_id is not null and s.trainer_user_id is not null and s.trainer_user_id <> c.gym_user_id
        union
        select p.gym_user_id, p.trainer_user_id, 'ACCEPTED', ${at}::timestamptz, ${at}::timestamptz
          from ${ptTrainers} p where p.trainer_user_id <> p.gym_user_id
        on conflict do nothing`);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
