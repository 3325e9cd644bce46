import { prayerAtText, zonedParts } from '@kinetic/domain';
import { AppError, fail } from '../../lib/errors';
import { prayersDuring } from '../../lib/prayer-times';
import type { ManageQueries } from './manage.repository';

/** A session a write would create or move: its instants and its trainer. */
interface Planned {
  startsAt: Date;
  endsAt: Date;
  trainerId: number | null;
}

/**
 * The rules of the branch a class runs at (docs/adr/0047): at a women-only branch only women teach
 * (400 naming the rule); at a branch closed for prayers no session may cross one (422 naming the
 * prayer and its time). Classes without a branch have neither rule.
 */
export async function assertVenueRules(
  q: ManageQueries,
  klass: { branchId: number | null; storeId: number },
  planned: Planned[],
  timeZone: string,
  /** 'trainers': only the women-only rule (the times are not changing). */
  only?: 'trainers',
): Promise<void> {
  if (klass.branchId === null || planned.length === 0) return;
  const branch = await q.branch(klass.branchId);
  if (!branch) return;
  if (branch.womenOnly) {
    const trainers = [...new Set(planned.map((p) => p.trainerId).filter((id): id is number => id !== null))];
    if ((await q.notWomen(trainers)).length > 0) throw fail('TRAINER_NOT_FEMALE', { field: 'trainerId' });
  }
  if (branch.closedForPrayers && only !== 'trainers') {
    const { countryCode } = await q.store(klass.storeId);
    const place = { latitude: branch.latitude, longitude: branch.longitude, countryCode };
    for (const session of planned) {
      const [crossed] = prayersDuring(session.startsAt, session.endsAt, place, timeZone);
      if (crossed) {
        throw fail('PRAYER_CLOSURE', {
          arg: prayerAtText(crossed.prayer, zonedParts(crossed.at, timeZone).time),
        });
      }
    }
  }
}

/** The venue rules' refusal as a value, for a plan that lists refusals instead of stopping at one. */
export async function venueProblem(...args: Parameters<typeof assertVenueRules>): Promise<AppError | null> {
  try {
    await assertVenueRules(...args);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
