import type { FormErrors } from '@mantine/form';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, domainText } from '../../../lib/i18n';

/** A count in the reader's digits; English keeps the plain figure ('600', not '600.0' or '1,000'). */
export const countFigure = (n: number) => (currentLanguage() === 'en' ? String(n) : formatNumber(n));

/** A form's errors, each a text the domain wrote (SPEC 3.1 checks), in the reader's language. */
export function localiseErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key,
      typeof message === 'string' ? domainText(message) : message,
    ]),
  );
}
