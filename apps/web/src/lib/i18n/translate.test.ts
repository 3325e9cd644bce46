import { describe, expect, it } from 'vitest';
import {
  configureTexts,
  loadTexts,
  setTextLanguage,
  textsOf,
  translate as typedTranslate,
} from './translate';

/** The catalogues here are the test's own, not the app's typed keys. */
type Untyped = (key: string, options?: Record<string, unknown>) => unknown;
const translate = typedTranslate as unknown as Untyped;

const catalogues = {
  en: {
    common: { hello: 'Hello {{name}}', seats_one: '{{count}} seat', seats_other: '{{count, number}} seats' },
    search: {
      empty: 'Nothing for {{term}}',
      legal: { title: 'Terms of {{brand}}', items: ['By {{brand}}'] },
    },
  },
  ar: {
    common: {
      hello: 'مرحبا {{name}}',
      seats_zero: 'لا مقاعد',
      seats_one: 'مقعد واحد',
      seats_two: 'مقعدان',
      seats_few: '{{count, number}} مقاعد',
      seats_many: '{{count, number}} مقعداً',
      seats_other: '{{count, number}} مقعد',
    },
    search: { empty: 'لا شيء عن {{term}}', legal: { title: 'شروط {{brand}}', items: ['من {{brand}}'] } },
  },
} as const;

describe('the texts runtime (the part of i18next the app uses)', () => {
  it('reads keys by namespace and path, writes values in, and shows a missing key as itself', async () => {
    const asked: string[] = [];
    configureTexts({
      language: 'en',
      load: async (language, namespace) => {
        asked.push(`${language}/${namespace}`);
        return (catalogues[language] as Record<string, object>)[namespace] as never;
      },
      formatNumber: (value) => value.toLocaleString('en-GB'),
    });
    await loadTexts(['common', 'search']);
    const t = textsOf('search') as unknown as Untyped;
    expect(t('empty', { term: 'yoga' })).toBe('Nothing for yoga');
    expect(translate('hello', { name: '<b>Sara</b>' })).toBe('Hello <b>Sara</b>');
    expect(translate('search:empty', { term: 'x' })).toBe('Nothing for x');
    expect(translate('hello')).toBe('Hello ');
    expect(translate('common:nope.missing')).toBe('nope.missing');
    expect(translate('seats', { count: 1 })).toBe('1 seat');
    expect(translate('seats', { count: 0 })).toBe('0 seats');
    expect(translate('seats', { count: 1200 })).toBe('1,200 seats');
    expect(t('legal', { returnObjects: true, brand: 'Kinetic' })).toEqual({
      title: 'Terms of Kinetic',
      items: ['By Kinetic'],
    });

    await setTextLanguage('ar');
    // The namespaces read so far came in Arabic before the switch; nothing else was asked for.
    expect(asked).toEqual(['en/common', 'en/search', 'ar/common', 'ar/search']);
    expect(t('empty', { term: 'يوغا' })).toBe('لا شيء عن يوغا');
    // Arabic's six plural forms, by Intl's rules.
    expect([0, 1, 2, 3, 11, 100].map((count) => translate('seats', { count }))).toEqual([
      'لا مقاعد',
      'مقعد واحد',
      'مقعدان',
      '3 مقاعد',
      '11 مقعداً',
      '100 مقعد',
    ]);
  });
});
