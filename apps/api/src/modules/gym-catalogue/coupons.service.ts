import {
  type AdminPageQuery,
  addDays,
  type Coupon,
  type CouponInput,
  type CouponPage,
  type CouponRemoval,
  type CouponStatus,
  couponStatus,
  pageOrAll,
  zonedParts,
  zonedToInstant,
} from '@kinetic/domain';
import { isUniqueViolation } from '../../db/errors';
import { fail, notFound } from '../../lib/errors';
import type { AdminGym, GymScope } from '../gym-admin';
import type { CouponsRepository, CouponValues } from './coupons.repository';
import type { GymPackagesRepository } from './packages.repository';

type Row = NonNullable<Awaited<ReturnType<CouponsRepository['one']>>>;

/**
 * The gym's coupons (SPEC 7.8): its promo codes. A customer types one at checkout; it
 * applies to the gym's own packages (those named, or all when none are), never to another gym's.
 * Validity dates are calendar days of the gym's store, both counted.
 */
export function createCouponsService(deps: {
  repository: CouponsRepository;
  packages: GymPackagesRepository;
  scope: GymScope;
  now: () => Date;
}) {
  const { repository, packages, scope, now } = deps;

  async function toDto(gym: AdminGym, row: Row): Promise<Coupon> {
    const { coupon } = row;
    const named = await packages.ownNamed(gym.id, coupon.packageIds);
    const day = (instant: Date | null) => (instant ? zonedParts(instant, gym.timeZone).date : null);
    return {
      id: coupon.id,
      name: coupon.name,
      discountType: coupon.discountType === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE',
      discountValue: coupon.discountValue,
      currencyCode: coupon.currencyCode,
      extraCredits: coupon.extraCredits,
      extraDays: coupon.extraDays,
      validFrom: day(coupon.validFrom),
      validTo: day(coupon.validTo),
      maxUses: coupon.maxUses,
      maxUsesPerUser: coupon.maxUsesPerUser,
      packageIds: coupon.packageIds,
      packages: coupon.packageIds.map((id) => ({
        id,
        name: named.find((pkg) => pkg.id === id)?.name ?? `#${id}`,
      })),
      active: coupon.active,
      status: couponStatus(coupon, now()),
      uses: row.uses,
    };
  }

  async function found(gym: AdminGym, id: number): Promise<Coupon> {
    const row = await repository.one(gym.id, id);
    if (!row) throw notFound();
    return toDto(gym, row);
  }

  async function valuesOf(gym: AdminGym, input: CouponInput): Promise<CouponValues> {
    const packageIds = [...new Set(input.packageIds)];
    const own = await packages.ownNamed(gym.id, packageIds);
    if (own.length !== packageIds.length) throw fail('NOT_YOUR_PACKAGES', { field: 'packageIds' });
    return {
      name: input.name,
      discountType: input.discountType,
      discountValue: input.discountValue,
      extraCredits: input.extraCredits,
      extraDays: input.extraDays,
      validFrom: input.validFrom ? zonedToInstant(input.validFrom, '00:00', gym.timeZone) : null,
      validTo: input.validTo
        ? new Date(zonedToInstant(addDays(input.validTo, 1), '00:00', gym.timeZone).getTime() - 1)
        : null,
      maxUses: input.maxUses,
      maxUsesPerUser: input.maxUsesPerUser,
      packageIds,
      currencyCode: gym.currencyCode,
      active: input.active,
    };
  }

  const nameTaken = (error: unknown) =>
    isUniqueViolation(error) ? fail('COUPON_EXISTS', { field: 'name' }) : error;

  return {
    async page(
      callerId: number,
      query: AdminPageQuery & {
        gymId?: number;
        status?: CouponStatus;
        isActive?: boolean;
        format?: 'json' | 'csv';
      },
    ): Promise<CouponPage> {
      const gym = await scope.resolve(callerId, query.gymId);
      const { items, total } = await repository.page(gym.id, pageOrAll(query), now());
      const dtos = await Promise.all(items.map((row) => toDto(gym, row)));
      return { items: dtos, page: query.page, size: query.size, total };
    },
    async one(callerId: number, id: number, gymId?: number): Promise<Coupon> {
      return found(await scope.resolve(callerId, gymId), id);
    },
    async create(callerId: number, input: CouponInput): Promise<Coupon> {
      const gym = await scope.resolve(callerId);
      const values = await valuesOf(gym, input);
      const id = await repository.create(gym.id, values).catch((error) => {
        throw nameTaken(error);
      });
      return found(gym, id);
    },
    async update(callerId: number, id: number, input: CouponInput): Promise<Coupon> {
      const gym = await scope.resolve(callerId);
      if (!(await repository.one(gym.id, id))) throw notFound();
      const values = await valuesOf(gym, input);
      await repository.update(gym.id, id, values).catch((error) => {
        throw nameTaken(error);
      });
      return found(gym, id);
    },
    async remove(callerId: number, id: number): Promise<CouponRemoval> {
      const gym = await scope.resolve(callerId);
      const outcome = await repository.remove(gym.id, id);
      if (!outcome) throw notFound();
      return { id, outcome };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
