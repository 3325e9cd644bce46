import { describe, expect, it } from 'vitest';
import { packageDisplayName } from './brand';

const main = { name: 'Kinetic', houseName: 'Kinetic' };
const prime = { name: 'Prime Fitness Club', houseName: 'Kinetic' };

describe('packageDisplayName', () => {
  it.each([
    [main, 'Kinetic 20 Credits', 'Kinetic 20 Credits'],
    [prime, 'Kinetic 20 Credits', 'Prime Fitness Club 20 Credits'],
    [prime, 'Kinetic Unlimited Month', 'Prime Fitness Club Unlimited Month'],
    [prime, 'Kinetic', 'Prime Fitness Club'],
    [prime, 'Lotus Month', 'Lotus Month'],
    [prime, 'Kinetics Pack', 'Kinetics Pack'],
    [{ name: 'Prime Fitness Club', houseName: '' }, 'Kinetic 20 Credits', 'Kinetic 20 Credits'],
  ])('%o names %s as %s', (brand, name, shown) => {
    expect(packageDisplayName(name, brand)).toBe(shown);
  });
});
