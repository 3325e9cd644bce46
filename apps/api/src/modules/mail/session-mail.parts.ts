import { eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { aliased, keyedRow } from '../../db/prebuilt';
import { fieldsRow, type Raw } from '../../db/raw-rows';
import {
  brands,
  classSessions,
  fitnessClasses,
  gymBranches,
  gymProfiles,
  localities,
  users,
} from '../../db/schema';

/*
 * Statement parts (docs/adr/0037): a booking mail's facts as SQL that the mail module's own reads
 * and bookings' join facts read compose; nothing here runs a statement.
 */

const gymUser = alias(users, 'gym_user');
const venueLocality = alias(localities, 'venue_locality');
const brandColumns = getTableColumns(brands);

const recipientFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  mailOptOuts: users.mailOptOuts,
  brandId: users.brandId,
  /** A partner's welcome tells them their first steps. */
  category: users.category,
  partnerReview: users.partnerReview,
};

/** The recipient, their language, what they turned off, and their brand (else the default one). */
export function recipientOf(db: Db, userId: SQLWrapper) {
  const brandOfUser = sql`coalesce(
    (select ${brands.id} from ${brands} where ${brands.id} = ${users.brandId}),
    (select ${brands.id} from ${brands} where ${brands.isDefault} order by ${brands.id} limit 1))`;
  return db
    .select({ ...aliased(recipientFields), brand: sql`row_to_json(${brands})`.as('brand') })
    .from(users)
    .innerJoin(brands, eq(brands.id, brandOfUser))
    .where(eq(users.id, userId));
}

export const toRecipient = (row: Raw) => ({
  ...keyedRow(recipientFields, row),
  brand: fieldsRow(brandColumns, row.brand as Raw),
});

/** A session as a booking's mails and calendar file tell it: the class, its time and its place. */
const sessionMailFields = {
  sessionId: classSessions.id,
  classId: fitnessClasses.id,
  title: fitnessClasses.title,
  description: fitnessClasses.description,
  reminder: fitnessClasses.reminder,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  timeZone: classSessions.timeZone,
  branchName: gymBranches.name,
  address: gymBranches.address,
  studioName: gymProfiles.studioName,
  gymFirstName: gymUser.firstName,
  priceModel: fitnessClasses.priceModel,
  gymUserId: fitnessClasses.gymUserId,
  trainerUserId: classSessions.trainerUserId,
  // Where an online class or a freelance trainer's class happens.
  videoClass: fitnessClasses.videoClass,
  platform: fitnessClasses.platform,
  venueName: fitnessClasses.venueName,
  venueAddress: fitnessClasses.venueAddress,
  venueLatitude: fitnessClasses.venueLatitude,
  venueLongitude: fitnessClasses.venueLongitude,
  venueLocalityName: venueLocality.name,
  venueLocalityNameAr: venueLocality.nameAr,
};

/** The session's mail facts with `userId` as the recipient, as one JSON value (null: no such session). */
export function sessionMailFactsJson(db: Db, sessionId: SQLWrapper, userId: SQLWrapper): SQL {
  const facts = db
    .select({
      ...aliased(sessionMailFields),
      recipient: sql`(select row_to_json(r) from (${recipientOf(db, userId).getSQL()}) r)`.as('recipient'),
    })
    .from(classSessions)
    .innerJoin(fitnessClasses, eq(fitnessClasses.id, classSessions.classId))
    .leftJoin(gymBranches, eq(gymBranches.id, fitnessClasses.branchId))
    .leftJoin(gymProfiles, eq(gymProfiles.userId, fitnessClasses.gymUserId))
    .leftJoin(gymUser, eq(gymUser.id, fitnessClasses.gymUserId))
    .leftJoin(venueLocality, eq(venueLocality.id, fitnessClasses.venueLocalityId))
    .where(eq(classSessions.id, sessionId));
  return sql`(select row_to_json(f) from (${facts.getSQL()}) f)`;
}

/** A session's mail facts from `sessionMailFactsJson`'s value. */
export const toSessionMailFacts = (raw: Raw) => ({
  ...keyedRow(sessionMailFields, raw),
  recipient: raw.recipient ? toRecipient(raw.recipient as Raw) : null,
});
export type SessionMailFacts = ReturnType<typeof toSessionMailFacts>;
