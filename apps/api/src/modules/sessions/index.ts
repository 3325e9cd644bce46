/**
 * Only for bookings' join-plans test, which reads tokens on the transaction it plans joins on. Listed
 * in scripts/face-exports.ts's exceptions while the join path is rewritten (issue 35): remove then.
 */
export { createSessionsRepository } from './sessions.repository';
export {
  type AuthContext,
  createSessionsService,
  revokeUserSessions,
  type SessionsService,
} from './sessions.service';
