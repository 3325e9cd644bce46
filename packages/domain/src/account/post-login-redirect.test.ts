import { describe, expect, it } from 'vitest';
import { type PostLoginContext, postLoginRedirect, safeRedirect } from './post-login-redirect';

const customer = { category: 1, hasPackages: false } as const;

describe('postLoginRedirect (SPEC 2.6)', () => {
  const cases: [string, PostLoginContext, string | null][] = [
    ['customer on /home goes to /classes', { ...customer, currentPath: '/home' }, '/classes'],
    ['customer on / goes to /classes', { ...customer, currentPath: '/' }, '/classes'],
    [
      'customer on /home with a redirect goes there',
      { ...customer, currentPath: '/home', redirect: '/class/7' },
      '/class/7',
    ],
    ['customer on /classes stays', { ...customer, currentPath: '/classes' }, null],
    ['customer on a class page stays', { ...customer, currentPath: '/classes/12/1700000000' }, null],
    ['customer on a trainer page stays', { ...customer, currentPath: '/trainer/4/Sara' }, null],
    ['customer on the trainer list stays', { ...customer, currentPath: '/trainers' }, null],
    ['customer on a gym page stays', { ...customer, currentPath: '/gym/3/1700000000' }, null],
    ['customer on search results stays', { ...customer, currentPath: '/searchresults/yoga?x=1' }, null],
    [
      'customer with packages on /classes stays',
      { ...customer, hasPackages: true, currentPath: '/classes' },
      null,
    ],
    ['customer on a static page goes to /classes', { ...customer, currentPath: '/aboutus' }, '/classes'],
    ['a look-alike path is not a stay page', { ...customer, currentPath: '/classesxyz' }, '/classes'],
    [
      'join class without packages goes to /settings',
      { ...customer, currentPath: '/classes', fromJoinClass: true },
      '/settings',
    ],
    [
      'join class without packages beats a redirect',
      { ...customer, currentPath: '/classes', fromJoinClass: true, redirect: '/class/7' },
      '/settings',
    ],
    [
      'join class with packages stays on /classes',
      { ...customer, hasPackages: true, currentPath: '/classes', fromJoinClass: true },
      null,
    ],
    [
      'join class with packages follows the redirect',
      { ...customer, hasPackages: true, currentPath: '/classes', fromJoinClass: true, redirect: '/class/7' },
      '/class/7',
    ],
    ['trainer goes home', { category: 2, hasPackages: false, currentPath: '/classes' }, '/'],
    ['gym goes home', { category: 3, hasPackages: false, currentPath: '/trainers' }, '/'],
    ['gym staff goes home', { category: 6, hasPackages: false, currentPath: '/aboutus' }, '/'],
    [
      'trainer follows a redirect',
      { category: 2, hasPackages: false, currentPath: '/classes', redirect: '/trainer/classes' },
      '/trainer/classes',
    ],
    [
      'non-customer ignores the join-class rule',
      { category: 3, hasPackages: false, currentPath: '/classes', fromJoinClass: true },
      '/',
    ],
    [
      'an off-site redirect is ignored',
      { ...customer, currentPath: '/aboutus', redirect: 'https://evil.example' },
      '/classes',
    ],
  ];

  it.each(cases)('%s', (_name, context, expected) => {
    expect(postLoginRedirect(context)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/classes/3/x?y=1', '/classes/3/x?y=1'],
    [' /settings ', '/settings'],
    ['', null],
    [null, null],
    [undefined, null],
    ['classes', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
