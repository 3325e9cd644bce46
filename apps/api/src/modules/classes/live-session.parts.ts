import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { classSessions, fitnessClasses } from '../../db/schema';

/**
 * A live session: still scheduled, of a class not deleted. The one definition the waitlist promotion
 * (bookings) and a partner's own sessions (class management) share; the query must join
 * fitness_class on the session's class.
 */
export function liveSession(): SQL {
  return and(eq(classSessions.status, 'SCHEDULED'), isNull(fitnessClasses.deletedAt))!;
}
