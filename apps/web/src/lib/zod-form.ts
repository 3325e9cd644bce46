import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { domainText } from './i18n';

/**
 * A Mantine form `validate` function from a zod schema: each field gets the first message zod reports
 * for it, keyed by its dotted path, so forms show the spec's own texts (in Arabic, their Arabic twins).
 */
export function zodResolver<Schema extends z.ZodType>(schema: Schema) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = domainText(issue.message);
    }
    return errors;
  };
}

/**
 * The first message of each field of a failed check, in the reader's language, for forms kept in
 * plain state. `depth` path parts name a field: 2 keeps the rows of a list apart ('hours.0').
 */
export function fieldErrors(error: z.ZodError, depth = 1): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? 'form' : issue.path.slice(0, depth).map(String).join('.');
    errors[key] ??= domainText(issue.message);
  }
  return errors;
}

/**
 * The invalid-submit handler of our forms: focus the first invalid field, which on a phone is often
 * far above the Save button.
 */
export function focusFirstError(form: { getInputNode: (path: string) => HTMLElement | null | undefined }) {
  return (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };
}
