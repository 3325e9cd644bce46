import { describe, expect, it } from 'vitest';

/** The domain suite runs under two TZ settings (vitest.config.ts): this proves each took effect. */
describe('the machine clock of this run', () => {
  it('is the zone the run asked for', () => {
    const zone = process.env.TZ;
    expect(zone, 'the domain projects set TZ').toBeTruthy();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    const julyOffset = new Date('2026-07-01T12:00:00Z').getTimezoneOffset();
    expect(julyOffset).toBe(zone === 'Asia/Kuwait' ? -180 : 240);
  });
});
