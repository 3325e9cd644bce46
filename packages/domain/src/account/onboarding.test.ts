import { describe, expect, it } from 'vitest';
import { type OnboardingFacts, onboardingOf, onboardingPathOf } from './onboarding';

const blank: OnboardingFacts = { category: 2, profileImageUrl: null, bio: null, branches: 0, classes: 0 };

describe('a partner’s onboarding checklist', () => {
  it.each<[string, Partial<OnboardingFacts>, string, [string, boolean][], number]>([
    [
      'a new trainer has done nothing',
      {},
      'TRAINER',
      [
        ['PHOTO', false],
        ['BIO', false],
        ['CLASS', false],
      ],
      0,
    ],
    [
      'a blank bio is not a bio',
      { bio: '   ', profileImageUrl: '/media/1.jpg' },
      'TRAINER',
      [
        ['PHOTO', true],
        ['BIO', false],
        ['CLASS', false],
      ],
      1,
    ],
    [
      'a gym also adds a branch',
      { category: 3, bio: 'Strength studio', branches: 2 },
      'GYM',
      [
        ['PHOTO', false],
        ['BIO', true],
        ['BRANCH', true],
        ['CLASS', false],
      ],
      2,
    ],
    [
      'a gym’s staff account routes like a gym',
      { category: 6, classes: 1, profileImageUrl: 'x', bio: 'y', branches: 1 },
      'GYM',
      [
        ['PHOTO', true],
        ['BIO', true],
        ['BRANCH', true],
        ['CLASS', true],
      ],
      4,
    ],
    [
      'a trainer’s branches do not count',
      { branches: 3, classes: 2 },
      'TRAINER',
      [
        ['PHOTO', false],
        ['BIO', false],
        ['CLASS', true],
      ],
      1,
    ],
  ])('%s', (_name, facts, kind, steps, done) => {
    const list = onboardingOf({ ...blank, ...facts });
    expect(list.kind).toBe(kind);
    expect(list.steps.map((s) => [s.key, s.done])).toEqual(steps);
    expect(list.done).toBe(done);
    expect(list.total).toBe(steps.length);
  });

  it('has a checklist page per kind of partner', () => {
    expect(onboardingPathOf(2)).toBe('/trainer/start');
    expect(onboardingPathOf(3)).toBe('/gym/start');
    expect(onboardingPathOf(6)).toBe('/gym/start');
  });
});
