/** Every class-management query starts with 'manage'; discovery lists start with 'classes'. */
export const manageKeys = {
  all: ['manage'] as const,
  sessions: (date: string) => ['manage', 'sessions', date] as const,
  participants: (sessionId: number) => ['manage', 'participants', sessionId] as const,
  waitlist: (sessionId: number) => ['manage', 'waitlist', sessionId] as const,
  class: (classId: number) => ['manage', 'class', classId] as const,
};

/** What a change to classes, timings or sessions makes stale: our lists and the public ones. */
export const STALE_AFTER_CHANGE = [['manage'], ['classes'], ['trainers'], ['gyms'], ['search']] as const;
