import type { ClassFilters } from '../model/filters';

/** Every discovery query starts with 'classes', so one invalidation refreshes lists and pages after a booking. */
export const classKeys = {
  all: ['classes'] as const,
  list: (filters: ClassFilters) => ['classes', 'list', filters] as const,
  session: (classSessionId: number) => ['classes', 'session', classSessionId] as const,
  page: (classId: number) => ['classes', 'page', classId] as const,
  fees: (classSessionId: number) => ['classes', 'fees', classSessionId] as const,
};
