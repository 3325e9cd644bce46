import { USER_CATEGORY } from '@kinetic/domain';

/** SPEC 2.1 trainer/classes and gym/classes/{ts}; the editor lives under the same prefix. */
const prefix = (category: number) => (category === USER_CATEGORY.trainer ? '/trainer' : '/gym');

export const newClassPath = (category: number) => `${prefix(category)}/classes/new`;
export { classEditorPath, myClassesPath, PARTICIPANTS_PARAM } from '../../../lib/links';
