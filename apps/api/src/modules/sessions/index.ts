export { createSessionsRepository, type SessionsRepository } from './sessions.repository';
export { type AuthContext, createSessionsService, type SessionsService } from './sessions.service';
