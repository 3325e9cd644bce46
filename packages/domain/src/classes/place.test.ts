import { describe, expect, it } from 'vitest';
import { CM_MSG } from '../class-management/messages';
import { classInputSchema } from '../class-management/schemas';
import {
  classPlace,
  mapLink,
  needsVenue,
  type PlaceFacts,
  placeLine,
  venueInputSchema,
  venueProblem,
} from './place';

const base: PlaceFacts = {
  priceModel: 'PHYSICAL',
  videoClass: false,
  platform: null,
  branch: null,
  venue: null,
};
const branch = {
  gymName: 'Pulse',
  branchName: 'Shuwaikh',
  address: 'Block 2, Street 5',
  localityName: 'Shuwaikh',
  latitude: 29.35,
  longitude: 47.94,
};
const venue = {
  name: 'Green Island Park',
  address: 'Arabian Gulf Street',
  localityName: 'Sharq',
  latitude: 29.38,
  longitude: 47.98,
};

describe('classPlace', () => {
  it('is the gym branch for a gym class, with its pin', () => {
    const place = classPlace({ ...base, branch });
    expect(place).toEqual({
      kind: 'GYM',
      name: 'Pulse, Shuwaikh',
      address: 'Block 2, Street 5',
      localityName: 'Shuwaikh',
      pin: { latitude: 29.35, longitude: 47.94 },
    });
    expect(placeLine(place)).toBe('Pulse, Shuwaikh, Block 2, Street 5, Shuwaikh');
  });

  it("is a freelance trainer's venue, with or without a pin", () => {
    const place = classPlace({ ...base, venue });
    expect(place.kind).toBe('VENUE');
    expect(placeLine(place)).toBe('Green Island Park, Arabian Gulf Street, Sharq');
    const noPin = classPlace({ ...base, venue: { ...venue, name: null, latitude: null, longitude: null } });
    expect(noPin).toMatchObject({ kind: 'VENUE', pin: null });
    expect(placeLine(noPin)).toBe('Arabian Gulf Street, Sharq');
  });

  it('is online for a video or VIRTUAL class, on its platform (the app when it names none)', () => {
    expect(classPlace({ ...base, videoClass: true, platform: 'ZOOM', branch })).toEqual({
      kind: 'ONLINE',
      platform: 'ZOOM',
    });
    const place = classPlace({ ...base, priceModel: 'VIRTUAL' });
    expect(place).toEqual({ kind: 'ONLINE', platform: 'APP' });
    expect(placeLine(place)).toBe('On Kinetic');
  });

  it('is unknown for an old in-person trainer class with no venue', () => {
    expect(placeLine(classPlace(base))).toBeNull();
  });

  it('links a pin to the maps site', () => {
    expect(mapLink({ latitude: 29.38, longitude: 47.98 })).toBe('https://www.google.com/maps?q=29.38,47.98');
  });
});

describe('the venue rule', () => {
  it('needs a venue only for an in-person class of no gym', () => {
    expect(needsVenue({ hasGym: false, priceModel: 'PHYSICAL', videoClass: false })).toBe(true);
    expect(needsVenue({ hasGym: false, priceModel: 'FOC', videoClass: false })).toBe(true);
    expect(needsVenue({ hasGym: true, priceModel: 'PHYSICAL', videoClass: false })).toBe(false);
    expect(needsVenue({ hasGym: false, priceModel: 'VIRTUAL', videoClass: false })).toBe(false);
    expect(needsVenue({ hasGym: false, priceModel: 'PHYSICAL', videoClass: true })).toBe(false);
    expect(venueProblem({ hasGym: false, priceModel: 'PHYSICAL', videoClass: false, venue: null })).toBe(
      'VENUE_REQUIRED',
    );
    expect(
      venueProblem({ hasGym: false, priceModel: 'PHYSICAL', videoClass: false, venue: { address: 'x' } }),
    ).toBeNull();
  });

  it('asks for an address and an area, and a whole pin or none', () => {
    const problem = (input: unknown) => venueInputSchema.safeParse(input).error?.issues[0]?.message ?? null;
    expect(problem({ address: 'Gulf Road', localityId: 4 })).toBeNull();
    expect(problem({ address: ' ', localityId: 4 })).toBe(CM_MSG.venueAddressRequired);
    expect(problem({ address: 'Gulf Road' })).toBe(CM_MSG.venueAreaRequired);
    expect(problem({ address: 'Gulf Road', localityId: 4, latitude: 29 })).toBe(CM_MSG.venuePinIncomplete);
    expect(problem({ address: 'Gulf Road', localityId: 4, latitude: 95, longitude: 47 })).toBe(
      CM_MSG.venuePinInvalid,
    );
  });

  it('is part of a class body', () => {
    const parsed = classInputSchema.safeParse({ venue: { address: '' } });
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('venue.address');
    expect(paths).toContain('venue.localityId');
  });
});
