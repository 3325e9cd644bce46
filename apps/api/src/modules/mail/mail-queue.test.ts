import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, users } from '../../db/schema';
import { createSmtpMailer } from '../../providers/mail/smtp-mailer';
import { createCustomer } from '../../test/discovery';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsOn, retryDelayMs, sendDueMail } from '.';
import { createMailQueueRepository } from './mail.repository';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const queueRows = (userId: number) =>
  t.database.db.select().from(mailQueue).where(eq(mailQueue.userId, userId));
const receivedBy = (email: string) =>
  smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(email));

async function newCustomer() {
  const { userId } = await createCustomer(t);
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { userId, email: row!.email };
}

describe('the mail queue, sent through a real SMTP server', () => {
  it("queues a mail once per event, and sends it in the brand's name, HTML and text", async () => {
    const { userId, email } = await newCustomer();
    expect(await mailsOn(t.database.db).welcome(userId)).toBe(true);
    // A retried enqueue of the same event is a no-op.
    expect(await mailsOn(t.database.db).welcome(userId)).toBe(false);
    expect(await queueRows(userId)).toHaveLength(1);

    const result = await sendDueMail(t.database.db, createSmtpMailer(smtp.url, t.config.MAIL_FROM));
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail] = receivedBy(email);
    expect(mail?.subject).toBe('Welcome to Kinetic');
    expect(mail?.from?.value).toEqual([{ name: 'Kinetic', address: 'hello@kinetic.example' }]);
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/classes`);
    expect(mail?.html).toContain('background:#0f766e');
    expect(mail?.messageId).toMatch(/^<mail-\d+-user\.\d+\.welcome@kinetic\.example>$/);
    const [row] = await queueRows(userId);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('queues nothing when the transaction of the event rolls back', async () => {
    const { userId } = await newCustomer();
    await expect(
      t.database.db.transaction(async (tx) => {
        await mailsOn(tx as never).welcome(userId);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await queueRows(userId)).toHaveLength(0);
  });

  it('loses nothing while the SMTP server is down, and sends each mail exactly once when it is back', async () => {
    const customers = await Promise.all([newCustomer(), newCustomer(), newCustomer()]);
    for (const c of customers) await mailsOn(t.database.db).welcome(c.userId);
    const db = t.database.db;
    const mailer = createSmtpMailer(smtp.url, t.config.MAIL_FROM);
    // Whatever the earlier tests left is sent first.
    await smtp.stop();
    const start = new Date(Date.now() + 1000);

    const down = await sendDueMail(db, mailer, { now: start });
    expect(down.sent).toBe(0);
    expect(down.failed).toBe(3);
    for (const c of customers) {
      const [row] = await queueRows(c.userId);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
      expect(row!.lastError).toBeTruthy();
    }
    // Backing off: not tried again before its time, and the second wait is twice the first.
    expect(await sendDueMail(db, mailer, { now: new Date(start.getTime() + 1000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const second = new Date(start.getTime() + retryDelayMs(1));
    expect(await sendDueMail(db, mailer, { now: second })).toEqual({ sent: 0, failed: 3 });
    const [again] = await queueRows(customers[0]!.userId);
    expect(again!.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * retryDelayMs(1));

    await smtp.start();
    const later = new Date(second.getTime() + 2 * retryDelayMs(1));
    // Two senders at once (two API processes): each mail is claimed by one of them.
    const runs = await Promise.all([
      sendDueMail(db, mailer, { now: later }),
      sendDueMail(db, mailer, { now: later }),
    ]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(3);
    expect(await sendDueMail(db, mailer, { now: new Date(later.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    for (const c of customers) {
      expect(receivedBy(c.email)).toHaveLength(1);
      const [row] = await queueRows(c.userId);
      expect(row).toMatchObject({ status: 'SENT', attempts: 3 });
    }
  });

  it('gives a mail up after the last attempt, and takes back a mail whose sender died mid-send', async () => {
    const { userId } = await newCustomer();
    await mailsOn(t.database.db).welcome(userId);
    const queue = createMailQueueRepository(t.database.db);
    const broken = { send: () => Promise.reject(new Error('550 mailbox unavailable')) };
    const at = new Date(Date.now() + 10 * 86_400_000);
    // A sender claims it and dies: after the lease another one sends it.
    const [claimed] = await queue.claim(at, 50, 60_000);
    expect(claimed?.userId).toBe(userId);
    expect(await queue.claim(new Date(at.getTime() + 59_000), 50, 60_000)).toHaveLength(0);
    const result = await sendDueMail(t.database.db, broken, {
      now: new Date(at.getTime() + 61_000),
      maxAttempts: 2,
    });
    expect(result.failed).toBe(1);
    const [row] = await queueRows(userId);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, lastError: '550 mailbox unavailable' });
  });
});
