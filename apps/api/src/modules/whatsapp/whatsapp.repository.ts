import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { mailQueue, users, whatsappConsentEvents, whatsappConsents, whatsappMessages } from '../../db/schema';

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
/** A queued mail as the diverter reads it. */
export interface DivertableMail {
  id: number;
  userId: number | null;
  kind: string;
  whatsapp: { template: string; language: string; parameters: string[] } | null;
  gymUserId: number | null;
}

/** A mobile as WhatsApp numbers it: international digits only. */
const digitsOf = sql`regexp_replace(${users.mobile}, '[^0-9]', '', 'g')`;
const other = alias(whatsappMessages, 'other_message');
const RANK = sql`array['PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ']::text[]`;

/** Consent, the WhatsApp queue and the gym's notification log (docs/adr/0049). */
export function createWhatsAppRepository(db: Db) {
  return {
    async settingsOf(userId: number) {
      const [row] = await db
        .select({
          mobile: users.mobile,
          optedIn: whatsappConsents.optedIn,
          optedInAt: whatsappConsents.optedInAt,
          optedOutAt: whatsappConsents.optedOutAt,
          optedOutBy: whatsappConsents.optedOutBy,
        })
        .from(users)
        .leftJoin(whatsappConsents, eq(whatsappConsents.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Gives or withdraws a user's consent at `at` by `source`; a change is kept in the history, a
     * repeat (a second STOP) changes nothing.
     */
    async setConsent(userId: number, optedIn: boolean, source: 'SETTINGS' | 'STOP', at: Date) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ mobile: users.mobile, optedIn: whatsappConsents.optedIn })
          .from(users)
          .leftJoin(whatsappConsents, eq(whatsappConsents.userId, users.id))
          .where(eq(users.id, userId))
          .for('update', { of: users });
        if (!user) return false;
        if ((user.optedIn ?? false) === optedIn) return false;
        const change = optedIn
          ? { optedIn, optedInAt: at, optedOutAt: null, optedOutBy: null, updatedAt: at }
          : { optedIn, optedOutAt: at, optedOutBy: source, updatedAt: at };
        await tx
          .insert(whatsappConsents)
          .values({ userId, ...change })
          .onConflictDoUpdate({ target: whatsappConsents.userId, set: change });
        await tx.insert(whatsappConsentEvents).values({
          userId,
          action: optedIn ? 'OPT_IN' : 'OPT_OUT',
          source,
          mobile: user.mobile,
          at,
        });
        return true;
      });
    },

    /** The accounts whose mobile is the WhatsApp number `digits` (a STOP from it ends them all). */
    usersByNumber: async (digits: string) =>
      (await db.select({ id: users.id }).from(users).where(sql`${digitsOf} = ${digits}`)).map(
        (row) => row.id,
      ),

    /**
     * Writes the WhatsApp message of each claimed mail whose recipient opted in and has a mobile, and
     * holds that mail (HELD) instead of sending it; answers the held mails' ids. A mail that already
     * has its message (it failed, and the mail was released) goes out as the e-mail.
     */
    async divert(rows: DivertableMail[], at: Date): Promise<Set<number>> {
      const held = new Set<number>();
      const candidates = rows.filter((row) => row.whatsapp && row.userId !== null);
      if (candidates.length === 0) return held;
      const userIds = [...new Set(candidates.map((row) => row.userId as number))];
      const reachable = await db
        .select({ id: users.id, to: sql<string>`${digitsOf}` })
        .from(users)
        .innerJoin(whatsappConsents, eq(whatsappConsents.userId, users.id))
        .where(and(inArray(users.id, userIds), eq(whatsappConsents.optedIn, true), isNotNull(users.mobile)));
      const numbers = new Map(reachable.filter((u) => u.to.length >= 8).map((u) => [u.id, u.to]));
      const done = await db
        .select({ mailId: whatsappMessages.mailId })
        .from(whatsappMessages)
        .where(
          inArray(
            whatsappMessages.mailId,
            candidates.map((row) => row.id),
          ),
        );
      const hasMessage = new Set(done.map((row) => row.mailId));
      for (const row of candidates) {
        const to = numbers.get(row.userId as number);
        if (!to || hasMessage.has(row.id) || !row.whatsapp) continue;
        const whatsapp = row.whatsapp;
        const diverted = await db
          .transaction(async (tx) => {
            const inserted = await tx
              .insert(whatsappMessages)
              .values({
                mailId: row.id,
                userId: row.userId,
                gymUserId: row.gymUserId,
                kind: row.kind,
                template: whatsapp.template,
                language: whatsapp.language,
                parameters: whatsapp.parameters,
                toNumber: to,
                nextAttemptAt: at,
              })
              .onConflictDoNothing({ target: whatsappMessages.mailId })
              .returning({ id: whatsappMessages.id });
            if (inserted.length === 0) return false;
            // The claim counted an attempt: the e-mail keeps all of its own for a fallback.
            const holding = await tx
              .update(mailQueue)
              .set({
                status: 'HELD',
                attempts: sql`greatest(${mailQueue.attempts} - 1, 0)`,
                lockedUntil: null,
              })
              .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'SENDING')))
              .returning({ id: mailQueue.id });
            if (holding.length === 0) tx.rollback();
            return true;
          })
          .catch(() => false);
        if (diverted) held.add(row.id);
      }
      return held;
    },

    /**
     * Claims up to `limit` due messages for `leaseMs` (FOR UPDATE SKIP LOCKED), at most one per number
     * and none to a number sent to in the last `pairMs` (WhatsApp's pair rate limit); each with
     * whether its recipient is still opted in.
     */
    async claim(at: Date, limit: number, leaseMs: number, pairMs: number) {
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: whatsappMessages.id, to: whatsappMessages.toNumber })
          .from(whatsappMessages)
          .where(
            and(
              or(
                and(eq(whatsappMessages.status, 'PENDING'), lte(whatsappMessages.nextAttemptAt, at)),
                and(eq(whatsappMessages.status, 'SENDING'), lt(whatsappMessages.lockedUntil, at)),
              ),
              sql`not exists (select 1 from ${whatsappMessages} ${sql.raw('other_message')} where ${other.toNumber} = ${whatsappMessages.toNumber}
                and ${other.id} <> ${whatsappMessages.id} and ${other.sentAt} > ${new Date(at.getTime() - pairMs)})`,
            ),
          )
          .orderBy(asc(whatsappMessages.id))
          .limit(limit * 3)
          .for('update', { of: whatsappMessages, skipLocked: true });
        const numbers = new Set<string>();
        const ids: number[] = [];
        for (const row of due) {
          if (numbers.has(row.to) || ids.length >= limit) continue;
          numbers.add(row.to);
          ids.push(row.id);
        }
        if (ids.length === 0) return [];
        return tx
          .update(whatsappMessages)
          .set({
            status: 'SENDING',
            attempts: sql`${whatsappMessages.attempts} + 1`,
            lockedUntil: new Date(at.getTime() + leaseMs),
          })
          .where(inArray(whatsappMessages.id, ids))
          .returning();
      });
      if (claimed.length === 0) return [];
      const userIds = claimed.map((row) => row.userId).filter((id): id is number => id !== null);
      const consenting = userIds.length
        ? await db
            .select({ userId: whatsappConsents.userId })
            .from(whatsappConsents)
            .where(and(inArray(whatsappConsents.userId, userIds), eq(whatsappConsents.optedIn, true)))
        : [];
      const inSet = new Set(consenting.map((row) => row.userId));
      return claimed
        .sort((a, b) => a.id - b.id)
        .map((row) => ({ ...row, optedIn: row.userId !== null && inSet.has(row.userId) }));
    },

    async markSent(id: number, providerMessageId: string, at: Date) {
      await db
        .update(whatsappMessages)
        .set({
          status: sql`case when ${whatsappMessages.status} = 'SENDING' then 'SENT' else ${whatsappMessages.status} end`,
          providerMessageId,
          sentAt: sql`coalesce(${whatsappMessages.sentAt}, ${at})`,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(whatsappMessages.id, id));
    },

    async retryLater(id: number, error: string, retryAt: Date) {
      await db
        .update(whatsappMessages)
        .set({ status: 'PENDING', nextAttemptAt: retryAt, lockedUntil: null, lastError: error })
        .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'SENDING')));
    },

    /**
     * A message that will not reach the customer (`by` its id or WhatsApp's): FAILED, and its held
     * mail goes back to the queue to be sent as the e-mail, once. Answers whether it fell back.
     */
    async fail(by: { id: number } | { providerMessageId: string }, error: string, at: Date) {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .update(whatsappMessages)
          .set({
            status: 'FAILED',
            failedAt: at,
            lastError: error.slice(0, 500),
            lockedUntil: null,
          })
          .where(
            and(
              'id' in by
                ? eq(whatsappMessages.id, by.id)
                : eq(whatsappMessages.providerMessageId, by.providerMessageId),
              inArray(whatsappMessages.status, ['PENDING', 'SENDING', 'SENT']),
            ),
          )
          .returning({ id: whatsappMessages.id, mailId: whatsappMessages.mailId });
        if (!message) return false;
        const released = await tx
          .update(mailQueue)
          .set({ status: 'PENDING', nextAttemptAt: at, lockedUntil: null })
          .where(and(eq(mailQueue.id, message.mailId), eq(mailQueue.status, 'HELD')))
          .returning({ id: mailQueue.id });
        if (released.length === 0) return false;
        await tx.update(whatsappMessages).set({ fellBackAt: at }).where(eq(whatsappMessages.id, message.id));
        return true;
      });
    },

    /** Sent, delivered or read, by WhatsApp's id: its time kept once, the status never going back. */
    async applyStatus(providerMessageId: string, status: 'SENT' | 'DELIVERED' | 'READ', at: Date) {
      const column = { SENT: 'sentAt', DELIVERED: 'deliveredAt', READ: 'readAt' } as const;
      const field = whatsappMessages[column[status]];
      const rows = await db
        .update(whatsappMessages)
        .set({
          status: sql`case when array_position(${RANK}, ${whatsappMessages.status}) < array_position(${RANK}, ${status}::text)
            then ${status} else ${whatsappMessages.status} end`,
          [column[status]]: sql`coalesce(${field}, ${at})`,
        })
        .where(
          and(
            eq(whatsappMessages.providerMessageId, providerMessageId),
            sql`${whatsappMessages.status} <> 'FAILED'`,
          ),
        )
        .returning({ id: whatsappMessages.id });
      return rows.length > 0;
    },

    /** A page of the mails about the gym's classes and orders, newest first, with their WhatsApp message. */
    async log(gymUserId: number, page: number, size: number) {
      const where = eq(mailQueue.gymUserId, gymUserId);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(mailQueue).where(where);
      const rows = await db
        .select({
          id: mailQueue.id,
          customer: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), ${mailQueue.toAddress})`,
          kind: mailQueue.kind,
          mailStatus: mailQueue.status,
          mailSentAt: mailQueue.sentAt,
          createdAt: mailQueue.createdAt,
          lastError: mailQueue.lastError,
          message: {
            status: whatsappMessages.status,
            template: whatsappMessages.template,
            language: whatsappMessages.language,
            sentAt: whatsappMessages.sentAt,
            deliveredAt: whatsappMessages.deliveredAt,
            readAt: whatsappMessages.readAt,
            failedAt: whatsappMessages.failedAt,
            fellBackAt: whatsappMessages.fellBackAt,
            lastError: whatsappMessages.lastError,
          },
        })
        .from(mailQueue)
        .leftJoin(users, eq(users.id, mailQueue.userId))
        .leftJoin(whatsappMessages, eq(whatsappMessages.mailId, mailQueue.id))
        .where(where)
        .orderBy(desc(mailQueue.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: count?.total ?? 0 };
    },
  };
}
export type WhatsAppRepository = ReturnType<typeof createWhatsAppRepository>;
