/**
 * Paths of the discovery pages (SPEC 2.1). Names go into the URL for readable share links; the id alone
 * decides what is shown.
 */
function dashed(text: string): string {
  const words = text.trim().replace(/[^\p{L}\p{N}]+/gu, '-');
  return encodeURIComponent(words.replace(/^-+|-+$/g, '') || 'class');
}

export const classPath = (item: { classSessionId: number; title: string }) =>
  `/classes/${item.classSessionId}/${dashed(item.title)}`;

export const trainerPath = (trainer: { id: number; firstName: string }) =>
  `/trainer/${trainer.id}/${dashed(trainer.firstName)}`;

export const gymPath = (gym: { id: number; studioName: string }) =>
  `/gym/${gym.id}/${dashed(gym.studioName)}`;

export const searchResultsPath = (term: string) => `/searchresults/${encodeURIComponent(term.trim())}`;

/** SPEC 6: a trainer's or gym's click on a class (card EDIT, search result) opens the class editor. */
export const classEditorPath = (category: number, classId: number) =>
  `${category === 2 ? '/trainer' : '/gym'}/classes/edit/${classId}`;
