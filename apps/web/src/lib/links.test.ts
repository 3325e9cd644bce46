import { afterEach, describe, expect, it, vi } from 'vitest';
import { classPath, gymPath, isTimestamp, titleStripped, trainerPath, webPageHref } from './links';

/** SPEC 2.1: the one answer for every link the app builds (two modules that differed became one). */
describe('classPath (classes/{classSessionId}/{titleStripped})', () => {
  it('joins the title words with hyphens', () => {
    expect(classPath({ classSessionId: 41, title: '  Power Spin: 45! ' })).toBe('/classes/41/Power-Spin-45');
    expect(titleStripped('Café Yoga')).toBe('Cafe-Yoga');
  });

  it('never gives a digit-only title, which the class page would read as a timestamp', () => {
    expect(titleStripped('2026')).toBe('class-2026');
    expect(isTimestamp(titleStripped('2026'))).toBe(false);
    expect(classPath({ classSessionId: 7, title: '45 / 60' })).toBe('/classes/7/class-45-60');
    expect(classPath({ classSessionId: 7, title: '!!!' })).toBe('/classes/7/class');
  });

  it('keeps an Arabic title in Arabic, without its vowel marks', () => {
    expect(classPath({ classSessionId: 9, title: 'يوغا الصباح: ٤٥ دقيقة' })).toBe(
      '/classes/9/يوغا-الصباح-٤٥-دقيقة',
    );
    expect(titleStripped('رِياضَة')).toBe('رياضة');
    expect(titleStripped('٢٠٢٦')).toBe('class-٢٠٢٦');
  });
});

describe('trainerPath (trainer/{trainerId}/{nameWithoutSpaces})', () => {
  it('drops the spaces of the first name', () => {
    expect(trainerPath({ id: 12, firstName: 'Reema Al' })).toBe('/trainer/12/ReemaAl');
  });
});

describe('gymPath (gym/{gymId}/{timestamp})', () => {
  afterEach(() => vi.useRealTimers());

  it('carries the id and the time of the click', () => {
    vi.useFakeTimers({ now: 1_790_000_000_000 });
    expect(gymPath(3)).toBe('/gym/3/1790000000000');
  });
});

describe('webPageHref (a stored website as a link)', () => {
  it('links http(s) pages only: a row stored before the API checked links may hold a script', () => {
    expect(webPageHref('https://flexzone.example/about')).toBe('https://flexzone.example/about');
    expect(webPageHref('http://flexzone.example')).toBe('http://flexzone.example');
    for (const stored of [
      'javascript:alert(3)',
      'JavaScript:alert(3)',
      'java\tscript:alert(3)',
      'data:text/html,x',
    ]) {
      expect(webPageHref(stored), stored).toBeNull();
    }
    expect(webPageHref(' javascript:alert(3)')).toBeNull();
    expect(webPageHref('https://\tjavascript:alert(3)')).toBeNull();
    expect(webPageHref('flexzone.example')).toBeNull();
    expect(webPageHref(null)).toBeNull();
    expect(webPageHref('')).toBeNull();
  });
});
