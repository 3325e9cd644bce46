import { type ClassUpdate, isPriceWithinLimit, needsPrice, needsVenue, venueProblem } from '@kinetic/domain';
import type { fitnessClasses } from '../../db/schema';
import { fail } from '../../lib/errors';
import { type Actor, isGym, isTrainer } from './access';
import type { ManageQueries } from './manage.repository';

/**
 * Checks of a class body against the database, shared by create and edit, and its column values.
 * `existing` is the class being edited (absent on create).
 */
export async function classValues(
  q: ManageQueries,
  actor: Actor,
  body: ClassUpdate,
  home: { gymUserId: number | null; storeId: number },
  existing?: { subClassCategoryId: number | null },
): Promise<Omit<typeof fitnessClasses.$inferInsert, 'ownerUserId' | 'storeId' | 'currencyCode'>> {
  const { gymUserId } = home;
  if (!(await q.categoryExists(body.classCategoryId, gymUserId))) {
    throw fail('UNKNOWN_CATEGORY', { field: 'classCategoryId' });
  }
  await assertSubCategory(q, body, gymUserId, existing?.subClassCategoryId ?? null);
  const paid = needsPrice(body.priceModel);
  if (paid && !isPriceWithinLimit(body.price ?? 0, actor.currencyDecimals)) {
    throw fail('INVALID_PRICE', { field: 'price' });
  }
  let branchId: number | null = null;
  let womenOnly = false;
  if (body.gymBranchId) {
    const branch = await q.branch(body.gymBranchId);
    if (!branch || gymUserId === null || branch.gymUserId !== gymUserId) {
      throw fail('UNKNOWN_BRANCH', { field: 'gymBranchId' });
    }
    branchId = branch.id;
    womenOnly = branch.womenOnly;
  }
  const free = body.priceModel === 'FOC';
  return {
    gymUserId,
    branchId,
    ...(await venueValues(q, body, home)),
    classCategoryId: body.classCategoryId,
    subClassCategoryId: body.subClassCategoryId ?? null,
    title: body.title,
    description: body.description,
    priceModel: body.priceModel,
    credit: free || paid ? 0 : (body.credit ?? 0),
    price: paid ? (body.price ?? 0) : 0,
    // A women-only branch's classes are for women and girls, whatever the form sent (docs/adr/0047).
    genderRule: womenOnly ? 'FEMALE' : body.classType,
    fitnessLevel: body.fitnessLevel,
    ageCategory: body.ageCategoryType,
    seatDisplay: body.showAvailableSeatType,
    autoWaitListHours: body.autoWaitListHours ?? null,
    videoClass: body.videoClass,
    isSpecialProgram: body.isSpecialProgram || body.priceModel === 'AUTOJOINWITHPACKAGE',
    reminder: body.reminder || null,
    reminderMinutes: body.reminderMinutes ?? null,
    specialNote: body.specialNote || null,
  };
}

type VenueColumns = Pick<
  typeof fitnessClasses.$inferInsert,
  'venueName' | 'venueAddress' | 'venueLocalityId' | 'venueLatitude' | 'venueLongitude'
>;

/**
 * A freelance trainer's in-person class must say where it happens, in an area of its store; a gym's
 * class (at its branch) and an online class (on its platform) keep no venue.
 */
async function venueValues(
  q: ManageQueries,
  body: ClassUpdate,
  home: { gymUserId: number | null; storeId: number },
): Promise<VenueColumns> {
  const klass = { hasGym: home.gymUserId !== null, priceModel: body.priceModel, videoClass: body.videoClass };
  if (venueProblem({ ...klass, venue: body.venue })) throw fail('VENUE_REQUIRED', { field: 'venue.address' });
  const venue = needsVenue(klass) ? body.venue : null;
  if (!venue) {
    return {
      venueName: null,
      venueAddress: null,
      venueLocalityId: null,
      venueLatitude: null,
      venueLongitude: null,
    };
  }
  if (!(await q.storeLocality(venue.localityId, home.storeId))) {
    throw fail('VALID_LOCALITY', { field: 'venue.localityId' });
  }
  return {
    venueName: venue.name || null,
    venueAddress: venue.address,
    venueLocalityId: venue.localityId,
    venueLatitude: venue.latitude ?? null,
    venueLongitude: venue.longitude ?? null,
  };
}

/**
 * A class takes no sub-category, keeps the one it has, or takes one of its gym's sub-categories of
 * the class's activity (the gym's own list, which its admin screens keep).
 */
async function assertSubCategory(
  q: ManageQueries,
  body: ClassUpdate,
  gymUserId: number | null,
  current: number | null,
): Promise<void> {
  const requested = body.subClassCategoryId;
  if (requested == null || requested === current) return;
  if (gymUserId !== null && (await q.subCategoryFits(requested, gymUserId, body.classCategoryId))) return;
  throw fail('UNKNOWN_SUB_CATEGORY', { field: 'subClassCategoryId' });
}

/**
 * The trainer a timing gets: a trainer managing a class always teaches it themself; a gym picks one
 * of its team's accepted members, or none. Anyone else is a 400.
 */
export async function resolveTrainer(
  q: ManageQueries,
  actor: Actor,
  requested: number | null | undefined,
): Promise<number | null> {
  if (isTrainer(actor)) {
    if (requested && requested !== actor.id) throw fail('TRAINER_LOCKED');
    return actor.id;
  }
  if (!requested) return null;
  if (!(await q.isTeamMember(actor.id, requested))) throw fail('NOT_ON_TEAM', { field: 'trainerId' });
  return requested;
}

/** A trainer cannot move a timing to someone else once one is assigned (the form disables the field). */
export function assertTrainerChange(
  actor: Actor,
  current: number | null,
  requested: number | null | undefined,
): void {
  if (
    !isGym(actor) &&
    requested !== undefined &&
    requested !== null &&
    current !== null &&
    requested !== current
  ) {
    throw fail('TRAINER_LOCKED');
  }
}

/** Images must be the caller's (or the class owner's) uploads and not on another class. */
export async function assertMedia(
  q: ManageQueries,
  ownerIds: number[],
  ids: number[] | undefined,
  classId: number | null,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = [];
  for (const owner of new Set(ownerIds)) rows.push(...(await q.ownedMedia(owner, unique)));
  const ok = new Set(rows.filter((m) => m.classId === null || m.classId === classId).map((m) => m.id));
  if (unique.some((id) => !ok.has(id)) || unique.length !== ids.length) {
    throw fail('UNKNOWN_MEDIA', { field: 'mediaIds' });
  }
}

/** Links the images and mirrors the first onto the class row, which the class cards read. */
export async function linkMedia(q: ManageQueries, classId: number, ids: number[]): Promise<void> {
  await q.setClassMedia(classId, ids);
  const [first] = await q.classMedia(classId);
  await q.updateClass(classId, {
    mediaUrl: first ? `/media/${first.storageKey}` : null,
    mediaThumbnailUrl: first ? `/media/${first.thumbnailKey}` : null,
  });
}
