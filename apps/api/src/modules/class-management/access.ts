import { isTrainer as isTrainerCategory, managesClass, mayEditClasses, routesLikeGym } from '@kinetic/domain';
import { fail, forbidden, notFound } from '../../lib/errors';
import type { ManageQueries } from './manage.repository';

/** Who is managing: a gym acts as itself; a trainer only while their gym allows it (trainerAllowEdit). */
export type Actor = NonNullable<Awaited<ReturnType<ManageQueries['caller']>>>;
type ClassRow = NonNullable<Awaited<ReturnType<ManageQueries['classRow']>>>;

export const isGym = (actor: Pick<Actor, 'category'>) => routesLikeGym(actor.category);
export const isTrainer = (actor: Pick<Actor, 'category'>) => isTrainerCategory(actor.category);

export async function loadActor(q: ManageQueries, userId: number): Promise<Actor> {
  const actor = await q.caller(userId);
  if (!actor || !(isGym(actor) || isTrainer(actor))) throw forbidden();
  return actor;
}

/** SPEC 6 (mayEditClasses): the actor as the domain rule reads it. */
export const mayEdit = (actor: Pick<Actor, 'category' | 'trainerAllowEdit'>) =>
  mayEditClasses({ userCategory: actor.category, trainerAllowEdit: actor.trainerAllowEdit });

/** Writes need a gym, or a trainer whose gym has left trainerAllowEdit on. */
export function assertMayEdit(actor: Actor): void {
  if (!mayEdit(actor)) throw fail('EDIT_NOT_ALLOWED');
}

/** 404 for a missing class, 'This class has been deleted.' for a deleted one, 403 for another's. */
export async function ownedClass(
  q: ManageQueries,
  actor: Actor,
  classId: number,
  lock = false,
): Promise<ClassRow> {
  const klass = lock ? await q.lockClass(classId) : await q.classRow(classId);
  if (!klass) throw notFound();
  if (klass.deletedAt) throw fail('CLASS_DELETED');
  if (!(await mayManage(q, actor, klass))) throw fail('NOT_YOUR_CLASS');
  return klass;
}

/** The class is the actor's own (managesClass, the rule the web's EDIT button follows too). */
export async function mayManage(
  q: ManageQueries,
  actor: Actor,
  klass: Pick<ClassRow, 'id' | 'ownerUserId' | 'gymUserId'>,
): Promise<boolean> {
  const trainerUserIds = await q.classTrainerIds(klass.id);
  return managesClass(
    { id: actor.id, userCategory: actor.category },
    { ownerUserId: klass.ownerUserId, gymUserId: klass.gymUserId, trainerUserIds },
  );
}

/** How customers see the one who cancelled or wrote: the studio name of a gym, else the person. */
export function displayName(actor: Pick<Actor, 'studioName' | 'firstName' | 'lastName'>): string {
  return actor.studioName ?? `${actor.firstName} ${actor.lastName}`.trim();
}
