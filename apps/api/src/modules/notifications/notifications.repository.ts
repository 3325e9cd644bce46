import { type NotificationEvent, notificationRecord } from '@kinetic/domain';
import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notifications, packages, stores, userPackages, users } from '../../db/schema';
import { CHANNELS } from '../../lib/change-feed';
import { expiringSoonAt } from '../packages';

const firedBy = alias(users, 'fired_by');

/**
 * Tells each API process that `userId`'s notifications changed (lib/change-feed.ts): the change is
 * logged in the caller's transaction and announced once it has committed, never on a rollback, so a
 * live bell never counts a notification that was undone.
 */
async function announce(db: Db, userIds: Iterable<number>) {
  const rows = [...new Set(userIds)].map((userId) => sql`(${CHANNELS.notifications}, ${String(userId)})`);
  if (rows.length === 0) return;
  await db.execute(sql`insert into change_log (channel, payload) values ${sql.join(rows, sql`, `)}`);
}

/** The rows `events` write (a notification each); values of a statement built once. */
export type NotificationRow = typeof notifications.$inferInsert;
export const notificationRows = (events: readonly NotificationEvent[], at?: Date): NotificationRow[] =>
  events.map((event) => ({ ...notificationRecord(event), ...(at ? { createdAt: at } : {}) }));

/**
 * `events` written and logged for announcing, as two CTEs of the caller's WITH (`name` answers the
 * written rows' user ids): `notify` runs them alone; a join runs them in its one write statement,
 * where each round trip counts. `rows` may hold placeholders (`notificationRows` gives
 * their values), for a statement built once.
 */
export function notificationsWritten(db: Db, rows: readonly NotificationRow[], name: string): SQL {
  const added = db
    .insert(notifications)
    .values([...rows])
    .returning({ userId: notifications.userId });
  const written = sql.identifier(name);
  return sql`${written} as (${added.getSQL()}), ${sql.identifier(`${name}_logged`)} as (
    insert into change_log (channel, payload) select distinct ${CHANNELS.notifications}::text, user_id::text from ${written})`;
}

/**
 * The one way a notification is written: every module raises its events here, on its own
 * connection or transaction (`db`), so the notification commits with the change it tells of.
 */
export function notificationWrites(db: Db) {
  return {
    async notify(events: NotificationEvent | readonly NotificationEvent[], at?: Date) {
      const list = Array.isArray(events) ? events : [events as NotificationEvent];
      if (list.length === 0) return;
      await db.execute(sql`with ${notificationsWritten(db, notificationRows(list, at), 'added')} select 1`);
    },
  };
}
export type NotificationWrites = ReturnType<typeof notificationWrites>;

export function createNotificationsRepository(db: Db) {
  return {
    ...notificationWrites(db),

    /**
     * Live packages expiring between `from` and `to` whose customer has not been told yet (one
     * 'expiring soon' a package), with the expiry as a date on their store's calendar.
     */
    expiringUntold(now: Date, typeId: number, limit: number, userPackageId?: number) {
      return db
        .select({
          userPackageId: userPackages.id,
          userId: userPackages.userId,
          packageId: userPackages.packageId,
          packageName: packages.name,
          packageNameAr: packages.nameAr,
          expiryDate: sql<string>`to_char(${userPackages.expiresAt} at time zone ${stores.timeZone}, 'YYYY-MM-DD')`,
        })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .innerJoin(users, eq(users.id, userPackages.userId))
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(
          and(
            eq(userPackages.status, 'ACTIVE'),
            userPackageId === undefined ? undefined : eq(userPackages.id, userPackageId),
            expiringSoonAt(now),
            sql`not exists (select 1 from ${notifications} n where n.user_id = ${userPackages.userId}
              and n.notification_type_id = ${typeId} and n.object_data_id = ${userPackages.id})`,
          ),
        )
        .orderBy(userPackages.expiresAt)
        .limit(limit);
    },

    async page(userId: number, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: notifications.id,
            notificationTypeId: notifications.notificationTypeId,
            message: notifications.message,
            objectDataId: notifications.objectDataId,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
            firedId: firedBy.id,
            firedFirstName: firedBy.firstName,
            firedLastName: firedBy.lastName,
            firedImage: firedBy.profileImageUrl,
          })
          .from(notifications)
          .leftJoin(firedBy, eq(firedBy.id, notifications.userWhoFiredEventId))
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(size)
          .offset(page * size),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Held until the transaction ends: one process at a time tells a package's customer. */
    async lockPackageNotice(userPackageId: number) {
      const result = await db.execute(
        sql`select pg_try_advisory_xact_lock(727013, ${userPackageId}) as locked`,
      );
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      return rows[0]?.locked === true;
    },

    /** Unread and newer than the last time the user opened the bell. */
    async unseenCount(userId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            or(isNull(users.notificationsSeenAt), gt(notifications.createdAt, users.notificationsSeenAt)),
          ),
        );
      return row?.value ?? 0;
    },

    async markSeen(userId: number, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ notificationsSeenAt: at }).where(eq(users.id, userId));
        await announce(tx as unknown as Db, [userId]);
      });
    },

    /** Marks every unread notification of the user read (the bell's "Mark all read"); how many it marked. */
    async markAllRead(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (rows.length > 0) await announce(db, [userId]);
      return rows.length;
    },

    /** Marks one of the user's own notifications read; null when it is not theirs. */
    async markRead(userId: number, id: number, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id, readAt: notifications.readAt });
      if (row) await announce(db, [userId]);
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
