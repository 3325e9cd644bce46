import type { FormErrors } from '@mantine/form';
import { domainText } from '../../../lib/i18n';

/** A form's errors, each a text the domain wrote (SPEC 5), in the reader's language. */
export function localiseErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key,
      typeof message === 'string' ? domainText(message) : message,
    ]),
  );
}
