import { z } from 'zod';
import { CM_MSG } from '../class-management/messages';
import { PG_INT_MAX } from '../common/fields';
import { LIMITS } from '../common/limits';
import { MSG } from '../messages';
import { CLASS_PLATFORM_LABEL, type ClassPlatform, isClassPlatform } from './enums';
import { isLiveVideoClass } from './live-video';

/**
 * Where a class happens: at its gym's branch, at the venue a freelance trainer gave
 * (an address in one of the store's areas, perhaps a map pin), or online on its platform. One rule for
 * the class page, the class list's area filter, the editor and the calendar file's LOCATION.
 */

/** A freelance trainer's venue as a class body gives it (the API checks the area is of its store). */
export const venueInputSchema = z
  .object({
    /** The place's own name ("Shuwaikh Beach park"); optional. */
    name: z.string().trim().max(LIMITS.nameMax, MSG.maxLength(LIMITS.nameMax)).nullish(),
    address: z
      .string({ error: CM_MSG.venueAddressRequired })
      .trim()
      .min(1, CM_MSG.venueAddressRequired)
      .max(500, MSG.maxLength(500)),
    /** One of the store's localities, so a search by area finds the class. */
    localityId: z
      .number({ error: CM_MSG.venueAreaRequired })
      .int(CM_MSG.validLocality)
      .positive(CM_MSG.validLocality)
      .max(PG_INT_MAX, CM_MSG.validLocality),
    latitude: z
      .number({ error: CM_MSG.venuePinInvalid })
      .min(-90, CM_MSG.venuePinInvalid)
      .max(90, CM_MSG.venuePinInvalid)
      .nullish(),
    longitude: z
      .number({ error: CM_MSG.venuePinInvalid })
      .min(-180, CM_MSG.venuePinInvalid)
      .max(180, CM_MSG.venuePinInvalid)
      .nullish(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: CM_MSG.venuePinIncomplete,
    path: ['longitude'],
  });
export type VenueInput = z.input<typeof venueInputSchema>;

/** A venue as the class DTOs return it: the area named in the reader's language. */
export const venueSchema = z.object({
  name: z.string().nullable(),
  address: z.string(),
  localityId: z.number(),
  localityName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type VenueDto = z.infer<typeof venueSchema>;

/** What a class is held as: online when sold as online (VIRTUAL) or marked as a video class. */
export const isOnlineClass = isLiveVideoClass;

/**
 * Whether a class needs a venue: a class of no gym (a freelance trainer's) held in person. A gym's
 * classes are at its branch; an online class is on its platform.
 */
export function needsVenue(klass: { hasGym: boolean; priceModel: string; videoClass: boolean }): boolean {
  return !klass.hasGym && !isOnlineClass(klass);
}

/** The venue a class keeps: the one given when it needs one, else none (a gym's or an online class). */
export function venueProblem(klass: {
  hasGym: boolean;
  priceModel: string;
  videoClass: boolean;
  venue: unknown | null | undefined;
}): 'VENUE_REQUIRED' | null {
  return needsVenue(klass) && !klass.venue ? 'VENUE_REQUIRED' : null;
}

export interface PlaceFacts {
  priceModel: string;
  videoClass: boolean;
  platform: string | null;
  branch: {
    gymName: string | null;
    branchName: string | null;
    address: string;
    localityName?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
  venue: Pick<VenueDto, 'name' | 'address' | 'localityName' | 'latitude' | 'longitude'> | null;
}

export type ClassPlace =
  | {
      kind: 'GYM' | 'VENUE';
      /** The gym and branch, or the venue's own name. */
      name: string | null;
      address: string;
      localityName: string | null;
      pin: { latitude: number; longitude: number } | null;
    }
  | { kind: 'ONLINE'; platform: ClassPlatform }
  /** A trainer's in-person class from before venues existed: nothing to tell. */
  | { kind: 'UNKNOWN' };

const pinOf = (p: { latitude?: number | null; longitude?: number | null }) =>
  p.latitude == null || p.longitude == null ? null : { latitude: p.latitude, longitude: p.longitude };

/** Where a class happens: online first (a gym's video class streams), then its branch, then its venue. */
export function classPlace(facts: PlaceFacts): ClassPlace {
  if (isOnlineClass(facts)) {
    return { kind: 'ONLINE', platform: isClassPlatform(facts.platform) ? facts.platform : 'APP' };
  }
  if (facts.branch) {
    const name = [facts.branch.gymName, facts.branch.branchName].filter(Boolean).join(', ');
    return {
      kind: 'GYM',
      name: name || null,
      address: facts.branch.address,
      localityName: facts.branch.localityName ?? null,
      pin: pinOf(facts.branch),
    };
  }
  if (facts.venue) {
    return {
      kind: 'VENUE',
      name: facts.venue.name,
      address: facts.venue.address,
      localityName: facts.venue.localityName,
      pin: pinOf(facts.venue),
    };
  }
  return { kind: 'UNKNOWN' };
}

/** Where a listed class happens (its DTO's branch or venue). */
export const classItemPlace = (
  item: Omit<PlaceFacts, 'branch'> & { gymBranchDetail: PlaceFacts['branch'] },
): ClassPlace => classPlace({ ...item, branch: item.gymBranchDetail });

/** The address with its area, unless the address already names it; Arabic text takes the Arabic comma. */
export function addressWithArea(
  place: { address: string; localityName: string | null },
  separator = ', ',
): string {
  const { address, localityName } = place;
  return localityName && !address.includes(localityName) ? `${address}${separator}${localityName}` : address;
}

/**
 * The place as one line (a calendar's LOCATION, a mail): name, address and area; the platform's
 * label (in English: callers localise it) for an online class; null when nothing is known.
 */
export function placeLine(place: ClassPlace): string | null {
  if (place.kind === 'UNKNOWN') return null;
  if (place.kind === 'ONLINE') return CLASS_PLATFORM_LABEL[place.platform];
  return [place.name, addressWithArea(place)].filter(Boolean).join(', ');
}

/** A map link to a pin (opens the maps site or app). */
export const mapLink = (pin: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps?q=${pin.latitude},${pin.longitude}`;
