export {
  type AuthContext,
  createSessionsService,
  revokeUserSessions,
  type SessionsService,
} from './sessions.service';
