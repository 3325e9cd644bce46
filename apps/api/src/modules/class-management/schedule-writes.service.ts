import type { Db } from '../../db/client';
import { createManageRepository } from './manage.repository';

type NewClass = Parameters<ReturnType<typeof createManageRepository>['insertClass']>[0];
type NewTiming = Parameters<ReturnType<typeof createManageRepository>['insertTiming']>[0];
type NewSessions = Parameters<ReturnType<typeof createManageRepository>['insertSessions']>[0];

/**
 * Class management's writes for a module that creates classes and sessions of its own (personal
 * training's slots), on the transaction it holds: the trainers' schedule lock (the one every schedule
 * write of class management takes too) and the class, timing and session inserts.
 */
export function createScheduleWrites(tx: Db) {
  const manage = createManageRepository(tx);
  return {
    /** Serialises schedule writes of these owners and trainers until the transaction ends. */
    lockSchedules: (userIds: number[]) => manage.lockSchedules(userIds),
    insertClass: (values: NewClass) => manage.insertClass(values),
    insertTiming: (values: NewTiming) => manage.insertTiming(values),
    /** Inserts the sessions not there yet (unique timing and start); answers how many were new. */
    insertSessions: (rows: NewSessions) => manage.insertSessions(rows),
  };
}
export type ScheduleWrites = ReturnType<typeof createScheduleWrites>;
