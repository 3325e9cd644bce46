import { USER_CATEGORY } from '@kinetic/domain';

/** SPEC 2.1 trainer/classes and gym/classes/{ts}; the editor lives under the same prefix. */
const prefix = (category: number) => (category === USER_CATEGORY.trainer ? '/trainer' : '/gym');

export const myClassesPath = (category: number, date?: string) => {
  const base = category === USER_CATEGORY.trainer ? '/trainer/classes' : `/gym/classes/${Date.now()}`;
  return date ? `${base}?date=${date}` : base;
};
export const newClassPath = (category: number) => `${prefix(category)}/classes/new`;
export { classEditorPath } from '../../../lib/links';
