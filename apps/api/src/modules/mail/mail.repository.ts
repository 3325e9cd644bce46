import { and, asc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliased, keyedRow, prebuilt } from '../../db/prebuilt';
import { type Raw, rowsOf } from '../../db/raw-rows';
import {
  bookings,
  brands,
  classSessions,
  fitnessClasses,
  mailQueue,
  packages,
  purchases,
  subscriptions,
  userPackages,
  users,
} from '../../db/schema';
import { expiringSoonAt } from '../packages';
import { recipientOf, sessionMailFactsJson, toRecipient, toSessionMailFacts } from './session-mail.parts';

/** Mails whose body holds a secret (a password-reset or new-address link): not kept after sending. */
const SECRET_MAIL_KINDS = ['PASSWORD_RESET', 'EMAIL_CHANGE'];

export type QueuedMailRow = typeof mailQueue.$inferSelect;
export type NewQueuedMail = Pick<
  typeof mailQueue.$inferInsert,
  | 'idempotencyKey'
  | 'kind'
  | 'userId'
  | 'fromAddress'
  | 'toAddress'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'attachments'
  | 'nextAttemptAt'
  | 'whatsapp'
  | 'gymUserId'
>;

/** One read, built once: it runs inside every booking's transaction. */
const recipientStatement = prebuilt<'userId'>((db, p) => recipientOf(db, p.userId));

const bookingFields = {
  id: bookings.id,
  userId: bookings.userId,
  status: bookings.status,
  guestName: bookings.guestName,
  checkInCode: bookings.checkInCode,
};

/**
 * A booking as its mails and calendar file tell it, with its session's facts and its customer as a
 * recipient: one read, built once, as the recipient.
 */
const bookingStatement = prebuilt<'bookingId'>((db, p) =>
  db
    .select({
      ...aliased(bookingFields),
      session: sql`${sessionMailFactsJson(db, bookings.sessionId, bookings.userId)}`.as('session'),
    })
    .from(bookings)
    .where(eq(bookings.id, p.bookingId)),
);

/**
 * The mail queue's reads and writes. `mailQueries(db)` takes whatever connection or transaction the
 * caller holds, so a mail is queued in the transaction of the event it tells about.
 */
export function mailQueries(db: Db) {
  return {
    /** The recipient, their language, what they turned off, and their brand (else the default brand). */
    /** A person's full name, as partners read who booked. */
    async personName(userId: number): Promise<string> {
      const [row] = await db
        .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(eq(users.id, userId));
      return row?.name ?? '';
    },

    async recipient(userId: number) {
      const [row] = await recipientStatement(db, { userId });
      return row && toRecipient(row);
    },

    /**
     * Someone without an account who bought a special package (SPEC 3.2): the e-mail and name they
     * gave, English, and the default brand's sender.
     */
    async guestRecipient(email: string, firstName: string | null) {
      const [brand] = await db.select().from(brands).where(eq(brands.isDefault, true)).limit(1);
      if (!brand) return undefined;
      return {
        id: null,
        email,
        firstName: firstName ?? '',
        language: 'en',
        mailOptOuts: [] as string[],
        brandId: null,
        brand,
      };
    },

    /** A session as a mail to `userId` about it tells it (an offered seat has no booking yet). */
    async sessionFacts(sessionId: number, userId: number) {
      const [row] = await rowsOf<{ facts: Raw | null }>(
        db,
        sql`select ${sessionMailFactsJson(db, sql`${sessionId}::int`, sql`${userId}::int`)} as facts`,
      );
      const facts = row?.facts;
      return facts ? toSessionMailFacts(facts) : undefined;
    },

    /** A booking as its mails and calendar file tell it (a gym's walk-in guest has no recipient). */
    async booking(bookingId: number) {
      const [row] = await bookingStatement(db, { bookingId });
      if (!row) return undefined;
      const booking = keyedRow(bookingFields, row);
      const session = toSessionMailFacts(row.session as Raw);
      return { ...session, ...booking, recipient: booking.guestName ? null : session.recipient };
    },

    /** A paid order as its receipt tells it. */
    async purchase(purchaseId: number) {
      const [row] = await db
        .select({
          id: purchases.id,
          userId: purchases.userId,
          referenceId: purchases.referenceId,
          kind: purchases.kind,
          status: purchases.status,
          amount: purchases.amount,
          walletApplied: purchases.walletApplied,
          currencyCode: purchases.currencyCode,
          packageName: packages.name,
          packageNameAr: packages.nameAr,
          buyerEmail: purchases.buyerEmail,
          buyerName: purchases.buyerName,
          gymUserId: purchases.gymUserId,
        })
        .from(purchases)
        .leftJoin(packages, eq(packages.id, purchases.packageId))
        .where(eq(purchases.id, purchaseId));
      return row;
    },

    /** A subscription as its mails tell it. */
    async subscription(subscriptionId: number) {
      const [row] = await db
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          packageName: packages.name,
          packageNameAr: packages.nameAr,
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(eq(subscriptions.id, subscriptionId));
      return row;
    },

    /**
     * Bookings whose class's reminder time has come (its `reminder_minutes` before the start, else
     * `defaultMinutes`), booked before that time, the class still ahead and not yet reminded.
     */
    dueReminders: (at: Date, defaultMinutes: number, limit: number) =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(classSessions, eq(classSessions.id, bookings.sessionId))
        .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(
          and(
            eq(bookings.status, 'BOOKED'),
            sql`not ('CLASS_REMINDER' = any(${users.mailOptOuts}))`,
            isNull(bookings.guestName),
            eq(classSessions.status, 'SCHEDULED'),
            isNull(fitnessClasses.deletedAt),
            gt(classSessions.startsAt, at),
            sql`${classSessions.startsAt} - make_interval(mins => coalesce(${fitnessClasses.reminderMinutes}, ${defaultMinutes})::int) <= ${at}`,
            sql`${bookings.createdAt} < ${classSessions.startsAt} - make_interval(mins => coalesce(${fitnessClasses.reminderMinutes}, ${defaultMinutes})::int)`,
            sql`not exists (select 1 from ${mailQueue} where ${mailQueue.idempotencyKey} = 'booking:' || ${bookings.id} || ':reminder')`,
          ),
        )
        .orderBy(asc(classSessions.startsAt))
        .limit(limit),

    /** Live packages 'expiring soon' at `at` (the domain's one window), not yet told about. */
    expiringPackages(at: Date, limit: number) {
      return db
        .select({ id: userPackages.id })
        .from(userPackages)
        .innerJoin(users, eq(users.id, userPackages.userId))
        .where(
          and(
            eq(userPackages.status, 'ACTIVE'),
            sql`not ('PACKAGE_EXPIRING' = any(${users.mailOptOuts}))`,
            expiringSoonAt(at),
            sql`not exists (select 1 from ${mailQueue} where ${mailQueue.idempotencyKey} = 'user-package:' || ${userPackages.id} || ':expiring')`,
          ),
        )
        .orderBy(asc(userPackages.expiresAt))
        .limit(limit);
    },

    /** A customer's package as its expiry mail tells it. */
    async userPackage(userPackageId: number) {
      const [row] = await db
        .select({
          id: userPackages.id,
          userId: userPackages.userId,
          expiresAt: userPackages.expiresAt,
          status: userPackages.status,
          name: packages.name,
          nameAr: packages.nameAr,
        })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .where(eq(userPackages.id, userPackageId));
      return row;
    },

    /** `enqueue` as a CTE named `name`, for a caller's own statement. */
    enqueuePart: (mail: NewQueuedMail, name: string): SQL =>
      sql`${sql.identifier(name)} as (${db
        .insert(mailQueue)
        .values(mail)
        .onConflictDoNothing({ target: mailQueue.idempotencyKey })
        .returning({ id: mailQueue.id })
        .getSQL()})`,

    /** Queues a mail; a second enqueue with the same key is a no-op (answers false). */
    async enqueue(mail: NewQueuedMail): Promise<boolean> {
      const rows = await db
        .insert(mailQueue)
        .values(mail)
        .onConflictDoNothing({ target: mailQueue.idempotencyKey })
        .returning({ id: mailQueue.id });
      return rows.length > 0;
    },
  };
}
export type MailQueries = ReturnType<typeof mailQueries>;

/** The sender's side of the queue. */
export function createMailQueueRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` due mails for `leaseMs`: PENDING ones whose time came, and SENDING ones whose
     * lease ran out (their process died). FOR UPDATE SKIP LOCKED: two senders never claim one row.
     */
    async claim(at: Date, limit: number, leaseMs: number): Promise<QueuedMailRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(
            or(
              and(eq(mailQueue.status, 'PENDING'), lte(mailQueue.nextAttemptAt, at)),
              and(eq(mailQueue.status, 'SENDING'), lt(mailQueue.lockedUntil, at)),
            ),
          )
          .orderBy(asc(mailQueue.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(mailQueue)
          .set({
            status: 'SENDING',
            attempts: sql`${mailQueue.attempts} + 1`,
            lockedUntil: new Date(at.getTime() + leaseMs),
          })
          .where(
            inArray(
              mailQueue.id,
              due.map((d) => d.id),
            ),
          )
          .returning();
        // UPDATE … RETURNING has no order: mails go out in the order they were queued.
        return claimed.sort((a, b) => a.id - b.id);
      });
    },

    /** Sent: a mail that carries a secret (a reset link) keeps no body once the server took it. */
    async markSent(id: number, at: Date): Promise<void> {
      const secret = sql`${mailQueue.kind} in (${sql.join(
        SECRET_MAIL_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})`;
      await db
        .update(mailQueue)
        .set({
          status: 'SENT',
          sentAt: at,
          lockedUntil: null,
          lastError: null,
          textBody: sql`case when ${secret} then '' else ${mailQueue.textBody} end`,
          htmlBody: sql`case when ${secret} then '' else ${mailQueue.htmlBody} end`,
        })
        .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'SENDING')));
    },

    /** A failed attempt: again at `retryAt`, or FAILED for good when null. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailQueue)
        .set(
          retryAt
            ? { status: 'PENDING', nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
            : { status: 'FAILED', lockedUntil: null, lastError: error },
        )
        .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'SENDING')));
    },

    byKey: (key: string) => db.select().from(mailQueue).where(eq(mailQueue.idempotencyKey, key)),
  };
}
export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;

/** The e-mails each user turned off (users.mail_opt_outs). */
export function createMailPreferencesRepository(db: Db) {
  return {
    async optOuts(userId: number): Promise<string[] | undefined> {
      const [row] = await db.select({ off: users.mailOptOuts }).from(users).where(eq(users.id, userId));
      return row?.off;
    },
    async setOptOuts(userId: number, off: string[]): Promise<string[] | undefined> {
      const [row] = await db
        .update(users)
        .set({ mailOptOuts: off, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ off: users.mailOptOuts });
      return row?.off;
    },
  };
}
export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>;
