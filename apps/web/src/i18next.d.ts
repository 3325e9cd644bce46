import 'i18next';
import type { en } from './locales/en';

/** Typed keys: `t('missing.key')` and a namespace that does not exist fail the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
