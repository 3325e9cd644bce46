import type { en } from './en';

/** i18next's plural forms: Arabic needs zero, two, few and many besides English's one and other. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A translation of an English catalogue: the same keys, nested the same way, every value a string, so
 * a key missing on either side fails the type check. Plural forms may be added beside a plural key
 * (`seats_one` in English can have `seats_zero`, `seats_two`, `seats_few`, `seats_many` in Arabic).
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
} & { [plural: `${string}_${PluralSuffix}`]: string };

/** Every namespace of the English catalogues, translated. */
export type Catalogues = { [N in keyof typeof en]: Catalogue<(typeof en)[N]> };
