import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A gym's team: a trainer the gym invited ('INVITED') or who accepted ('ACCEPTED'). A gym
 * names only accepted members on its classes and PT; declining, leaving or being taken off deletes
 * the row (the bell keeps the story).
 */
export const gymTeamMembers = pgTable(
  'gym_team_member',
  {
    gymUserId: integer('gym_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerUserId: integer('trainer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gymUserId, t.trainerUserId] }),
    index('gym_team_member_trainer_idx').on(t.trainerUserId),
    check('gym_team_member_status_ck', sql`${t.status} in ('INVITED', 'ACCEPTED')`),
    check('gym_team_member_not_self_ck', sql`${t.gymUserId} <> ${t.trainerUserId}`),
  ],
);
