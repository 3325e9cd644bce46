import {
  type addCustomerPackageSchema,
  type editCustomerPackageSchema,
  ptSessionValueAsBought,
} from '@kinetic/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../lib/errors';
import type { AdminGym } from '../gym-admin';
import { mailsOn } from '../mail';
import { notificationWrites } from '../notifications';
import { newReferenceId } from '../payments';
import { customerPackageQueries } from './customer-packages.repository';

const DAY_MS = 86_400_000;
type AddBody = z.output<typeof addCustomerPackageSchema>;
type EditBody = z.output<typeof editCustomerPackageSchema>;

/**
 * The gym's package desk: a package given to a customer, paid at the desk or not, and a
 * correction of a customer's package. Each is one transaction with its credit ledger row naming the
 * gym (actor) and why (note); a desk payment is a PAID order of kind DESK, so it shows in the
 * customer's transactions and in the gym's revenue.
 */
export function createCustomerPackageDesk(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    async add(gym: AdminGym, userId: number, body: AddBody) {
      const q = customerPackageQueries(db);
      const pkg = await q.packageOfGym(gym.id, body.packageId);
      if (!pkg) throw notFound();
      if (!pkg.active) throw fail('PACKAGE_NOT_ON_SALE', { field: 'packageId' });
      const kidId = body.kidId ?? null;
      if (pkg.packageCategory === 'CHILD' && kidId === null) {
        throw fail('KID_PACKAGE_NEEDS_KID', { field: 'kidId' });
      }
      if (pkg.packageCategory !== 'CHILD' && kidId !== null) {
        throw fail('ADULT_PACKAGE_NO_KID', { field: 'kidId' });
      }
      if (kidId !== null && !(await q.kidOf(userId, kidId))) {
        throw fail('CUSTOMER_KID_UNKNOWN', { field: 'kidId' });
      }
      const at = now();
      const note = body.note?.trim() || null;
      return inTx(async (tx) => {
        const w = customerPackageQueries(tx);
        const row = await w.insertUserPackage({
          userId,
          packageId: pkg.id,
          kidId,
          gymUserId: gym.id,
          packageType: pkg.packageType,
          packageCategory: pkg.packageCategory,
          creditsBalance: pkg.credits,
          classesLeft: pkg.classes,
          unlimited: pkg.unlimited,
          visitLimitPerGym: pkg.visitLimitPerGym,
          classCategoryIds: pkg.classCategoryIds,
          ptSessionValue: ptSessionValueAsBought(pkg),
          startsAt: at,
          expiresAt: new Date(at.getTime() + pkg.validityDays * DAY_MS),
          createdAt: at,
        });
        await w.insertLedger({
          userPackageId: row.id,
          userId,
          deltaCredits: row.creditsBalance,
          deltaClasses: row.classesLeft ?? 0,
          creditsAfter: row.creditsBalance,
          classesAfter: row.classesLeft,
          expiresAfter: row.expiresAt,
          reason: body.paidAtDesk ? 'PURCHASE' : 'GRANT',
          actorUserId: gym.id,
          note,
          createdAt: at,
        });
        let purchaseId: number | null = null;
        if (body.paidAtDesk) {
          const amount = body.amount ?? pkg.price;
          purchaseId = await w.insertPurchase({
            referenceId: newReferenceId(),
            userId,
            kind: 'DESK',
            packageId: pkg.id,
            kidId,
            gymUserId: gym.id,
            price: amount,
            amount,
            currencyCode: pkg.currencyCode,
            gateway: 'desk',
            status: 'PAID',
            userPackageId: row.id,
            note,
            createdAt: at,
            paidAt: at,
            fulfilledAt: at,
          });
          // The receipt of the money taken at the desk, queued with the order.
          await mailsOn(tx, () => at).paymentReceipt(purchaseId);
        }
        await notificationWrites(tx).notify(
          {
            kind: 'packageBought',
            to: userId,
            actorId: gym.id,
            objectId: purchaseId,
            values: { packageName: pkg.name },
            extra: { packageId: pkg.id, userPackageId: row.id },
          },
          at,
        );
        return row.id;
      });
    },

    async edit(gym: AdminGym, userId: number, userPackageId: number, body: EditBody) {
      const at = now();
      return inTx(async (tx) => {
        const w = customerPackageQueries(tx);
        const found = await w.lockGymUserPackage(gym.id, userId, userPackageId);
        if (!found) throw notFound();
        const current = found.up;
        const credits = body.creditsBalance ?? current.creditsBalance;
        const classes = body.classesLeft ?? current.classesLeft;
        let expiresAt = current.expiresAt;
        if (body.expiresOn) expiresAt = await w.endOfDay(body.expiresOn, gym.timeZone);
        if (body.validityDays) expiresAt = new Date(current.startsAt.getTime() + body.validityDays * DAY_MS);
        let deltaAmount = 0;
        if (body.amount !== undefined) {
          const order = await w.deskOrderOf(current.id);
          if (!order) throw fail('AMOUNT_NOT_EDITABLE', { field: 'amount' });
          deltaAmount = body.amount - order.amount;
          if (deltaAmount !== 0) await w.setOrderAmount(order.id, body.amount);
        }
        const deltaCredits = credits - current.creditsBalance;
        const deltaClasses = (classes ?? 0) - (current.classesLeft ?? 0);
        const expiryMoved = expiresAt.getTime() !== current.expiresAt.getTime();
        if (
          deltaCredits === 0 &&
          deltaClasses === 0 &&
          classes === current.classesLeft &&
          !expiryMoved &&
          deltaAmount === 0
        ) {
          throw fail('NO_CHANGES', { field: 'body' });
        }
        const row = await w.updateUserPackage(current.id, {
          creditsBalance: credits,
          classesLeft: classes,
          expiresAt,
        });
        await w.insertLedger({
          userPackageId: current.id,
          userId,
          deltaCredits,
          deltaClasses,
          creditsAfter: row.creditsBalance,
          classesAfter: row.classesLeft,
          expiresAfter: expiryMoved ? row.expiresAt : null,
          deltaAmount,
          reason: 'ADJUST',
          actorUserId: gym.id,
          note: body.reason,
          createdAt: at,
        });
        return row.id;
      });
    },
  };
}
