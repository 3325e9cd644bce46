import { describe, expect, it } from 'vitest';
import { brandShowsPath, matchAppPath } from './app-paths';
import { pageTextKeyOf, pageTexts } from './page-meta';

describe("the web app's paths, matched as its router matches them", () => {
  it.each([
    ['/', ''],
    ['/classes', 'classes'],
    ['/Classes/', 'classes'],
    ['/classes/12/1700000000', 'classes/:first/:second'],
    ['/classes/12/morning-yoga', 'classes/:first/:second'],
    ['/class/12', 'class/:classId'],
    ['/trainer/7', 'trainer/:id'],
    ['/trainer/7/Sara', 'trainer/:id/:name'],
    // A static segment outranks a parameter, as in React Router.
    ['/trainer/classes', 'trainer/classes'],
    ['/trainer/classes/new', 'trainer/classes/new'],
    ['/trainer/start', 'trainer/start'],
    ['/gym/start', 'gym/start'],
    ['/trainer/profile/7/1700000000', 'trainer/profile/:id/:ts'],
    ['/gym/classes/1700000000', 'gym/classes/:ts'],
    ['/gym/classes', 'gym/:id'],
    ['/gym/admin/customers/3', 'gym/admin/customers/:userId'],
    ['/membership/1/2/3/4', 'membership/:classSessionId/:gymId/:readyPackageSize/:flag'],
    ['/searchresults/%D9%8A%D9%88%D8%BA%D8%A7', 'searchresults/:term'],
    ['/terms', 'terms'],
  ])('%s → %j', (pathname, path) => {
    expect(matchAppPath(pathname)?.path).toBe(path);
  });

  it.each([
    '/no-such-page',
    '/classes/12',
    '/classes/12/a/b',
    '/class',
    '/trainer',
    '/terms/extra',
    '/membership/1/2/3',
    '/api-like',
  ])('%s → not found', (pathname) => {
    expect(matchAppPath(pathname)).toBeNull();
  });

  it('gives each parameter its decoded segment, names as the pattern writes them', () => {
    expect(matchAppPath('/membership/10/20/5/1')?.params).toEqual({
      classSessionId: '10',
      gymId: '20',
      readyPackageSize: '5',
      flag: '1',
    });
    expect(matchAppPath('/searchresults/%D9%8A%D9%88%D8%BA%D8%A7')?.params).toEqual({ term: 'يوغا' });
    expect(matchAppPath('/searchresults/%E0%A4%A')?.params).toEqual({ term: '%E0%A4%A' });
  });

  it('has no gyms page on a prime brand', () => {
    expect(brandShowsPath('gyms', { isPrime: true })).toBe(false);
    expect(brandShowsPath('gyms', { isPrime: false })).toBe(true);
    expect(brandShowsPath('trainers', { isPrime: true })).toBe(true);
  });
});

describe("static pages' own title and description", () => {
  it('fills in the brand and speaks the reader’s language', () => {
    expect(pageTextKeyOf('terms')).toBe('terms');
    expect(pageTextKeyOf('classes/:first/:second')).toBeNull();
    expect(pageTexts('terms', 'en', 'Kinetic')).toEqual({
      documentTitle: 'Terms | Kinetic',
      title: 'Terms',
      description: 'The terms for booking classes, packages and memberships with Kinetic.',
    });
    expect(pageTexts('privacy', 'ar', 'Prime Fitness Club').description).toBe(
      'كيف يجمع Prime Fitness Club بياناتك الشخصية ويستخدمها ويحميها.',
    );
  });
});
