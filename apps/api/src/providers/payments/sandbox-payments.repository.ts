import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;

/** The sandbox gateway's own books (`sandbox_payment`), as a real gateway keeps its own. */
export function createSandboxPaymentsRepository(db: Db) {
  return {
    async find(id: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },
    async insert(row: NewSandboxPayment): Promise<void> {
      await db.insert(sandboxPayments).values(row);
    },
    /** A PENDING payment whose time has come turns PAID. */
    async payIfDue(id: string, now: Date): Promise<void> {
      await db
        .update(sandboxPayments)
        .set({ status: 'PAID', settledAt: now })
        .where(
          and(
            eq(sandboxPayments.id, id),
            eq(sandboxPayments.status, 'PENDING'),
            lte(sandboxPayments.paysAt, now),
          ),
        );
    },
    async update(id: string, values: Partial<NewSandboxPayment>): Promise<void> {
      await db.update(sandboxPayments).set(values).where(eq(sandboxPayments.id, id));
    },
    /** Updates a payment still PENDING; false when it was already settled. */
    async updatePending(id: string, values: Partial<NewSandboxPayment>): Promise<boolean> {
      const rows = await db
        .update(sandboxPayments)
        .set(values)
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'PENDING')))
        .returning({ id: sandboxPayments.id });
      return rows.length > 0;
    },
  };
}
