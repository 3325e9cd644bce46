import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { gymPackagesOf, iso } from './customers.parts';
import { gymBookingRows } from './gym-bookings.repository';

type LedgerRow = {
  id: number;
  user_package_id: number;
  reason: string;
  delta_credits: number;
  delta_classes: number;
  credits_after: number;
  classes_after: number | null;
  expires_after: Date | string | null;
  delta_amount: number;
  note: string | null;
  actor_name: string | null;
  created_at: Date | string;
};

/** Ledger rows of these packages, oldest first, with the name of who changed them. */
export async function ledgerRows(db: Db, where: SQL) {
  const rows = await rowsOf<LedgerRow>(
    db,
    sql`select cl.id, cl.user_package_id, cl.reason, cl.delta_credits, cl.delta_classes, cl.credits_after,
        cl.classes_after, cl.expires_after, cl.delta_amount, cl.note, cl.created_at,
        case when cl.actor_user_id is null then null
          else coalesce(gpf.studio_name, a.first_name || ' ' || a.last_name) end as actor_name
      from credit_ledger cl
      left join app_user a on a.id = cl.actor_user_id
      left join gym_profile gpf on gpf.user_id = cl.actor_user_id
      where ${where} order by cl.created_at, cl.id`,
  );
  return rows.map((row) => ({
    userPackageId: row.user_package_id,
    id: Number(row.id),
    reason: row.reason as 'ADJUST',
    deltaCredits: row.delta_credits,
    deltaClasses: row.delta_classes,
    creditsAfter: row.credits_after,
    classesAfter: row.classes_after,
    expiresAfter: iso(row.expires_after),
    deltaAmount: row.delta_amount,
    note: row.note,
    actorName: row.actor_name,
    createdAt: iso(row.created_at)!,
  }));
}

/** What a gym sees of one of its customers: profile basics, kids, packages, bookings and money. */
export function createCustomerDetailRepository(db: Db) {
  return {
    async profile(userId: number) {
      const [row] = await rowsOf<{
        id: number;
        first_name: string;
        last_name: string;
        email: string;
        mobile: string | null;
        gender: string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select id, first_name, last_name, email, mobile, gender, created_at from app_user where id = ${userId}`,
      );
      return row ?? null;
    },
    async offers(gymId: number) {
      const rows = await rowsOf<{
        id: number;
        name: string;
        price: number;
        currency_code: string;
        kids: boolean;
      }>(
        db,
        sql`select id, name, price, currency_code, package_category = 'CHILD' as kids from package
          where gym_user_id = ${gymId} and active order by name, id`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        price: row.price,
        currencyCode: row.currency_code,
        forKids: row.kids,
      }));
    },
    async kids(userId: number) {
      return rowsOf<{ id: number; name: string; dob: string; gender: string }>(
        db,
        sql`select id, name, dob::text as dob, gender from user_kid where user_id = ${userId} and deleted_at is null order by id`,
      );
    },
    async packages(gymId: number, userId: number, now: Date) {
      const rows = await rowsOf<{
        id: number;
        package_id: number;
        name: string;
        package_type: string;
        kid_name: string | null;
        credits_balance: number;
        classes_left: number | null;
        unlimited: boolean;
        starts_at: Date | string;
        expires_at: Date | string;
        status: string;
        currency_code: string;
        amount: number | null;
        desk: boolean;
      }>(
        db,
        sql`select g.id, g.package_id, p.name, g.package_type, k.name as kid_name, g.credits_balance,
            g.classes_left, g.unlimited, g.starts_at, g.expires_at, g.status, p.currency_code,
            o.amount, coalesce(o.kind = 'DESK', false) as desk
          from (${gymPackagesOf(gymId)}) g
          join package p on p.id = g.package_id
          left join user_kid k on k.id = g.kid_id
          left join lateral (select pu.amount + pu.wallet_applied as amount, pu.kind from purchase pu
            where pu.user_package_id = g.id and pu.status = 'PAID' order by pu.id limit 1) o on true
          where g.user_id = ${userId}
          order by g.expires_at desc, g.id desc`,
      );
      return rows.map((row) => ({
        id: row.id,
        packageId: row.package_id,
        name: row.name,
        packageType: row.package_type,
        kidName: row.kid_name,
        creditsBalance: row.credits_balance,
        classesLeft: row.classes_left,
        unlimited: row.unlimited,
        startsAt: iso(row.starts_at)!,
        expiresAt: iso(row.expires_at)!,
        status:
          row.status === 'CANCELED'
            ? ('CANCELED' as const)
            : new Date(row.expires_at) <= now
              ? ('EXPIRED' as const)
              : ('ACTIVE' as const),
        amount: row.amount === null ? null : Number(row.amount),
        currencyCode: row.currency_code,
        paidAtDesk: row.desk,
      }));
    },
    async bookings(gymId: number, userId: number, now: Date) {
      return (
        await gymBookingRows(db, gymId, sql`b.user_id = ${userId} and b.guest_name is null`, now, {
          limit: 200,
          offset: 0,
        })
      ).rows;
    },
    async transactions(gymId: number, userId: number) {
      const rows = await rowsOf<{
        reference_id: string;
        kind: string;
        gateway: string;
        status: string;
        amount: number;
        currency_code: string;
        name: string | null;
        created_at: Date | string;
        paid_at: Date | string | null;
        note: string | null;
      }>(
        db,
        sql`select pu.reference_id, pu.kind, pu.gateway, pu.status, pu.amount + pu.wallet_applied as amount,
            pu.currency_code, p.name, pu.created_at, pu.paid_at, pu.note
          from purchase pu join package p on p.id = pu.package_id
          where pu.user_id = ${userId} and (pu.gym_user_id = ${gymId} or p.gym_user_id = ${gymId})
          order by pu.created_at desc, pu.id desc limit 200`,
      );
      return rows.map((row) => ({
        referenceId: row.reference_id,
        kind: row.kind,
        gateway: row.gateway,
        status: row.status,
        amount: Number(row.amount),
        currencyCode: row.currency_code,
        packageName: row.name,
        createdAt: iso(row.created_at)!,
        paidAt: iso(row.paid_at),
        note: row.note,
      }));
    },
  };
}

/** The ledger rows of these packages (ids already checked to be the gym's). */
export function ledgerOfPackages(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return ledgerRows(db, sql`cl.user_package_id in (${sql.join(ids, sql`, `)})`);
}

/** A customer's own package's ledger (empty: not theirs). */
export function ownLedger(db: Db, userId: number, userPackageId: number) {
  return ledgerRows(
    db,
    sql`cl.user_package_id = ${userPackageId} and exists (select 1 from user_package up
      where up.id = cl.user_package_id and up.user_id = ${userId})`,
  );
}
