import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (path: string, message: string) => void;
}

/**
 * The inline outcome of one settings form: the spec's success text, or the server's refusal placed
 * on its field when we know which field it concerns.
 */
export function useServerFeedback() {
  const { t } = useTranslation('settings');
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    success,
    error,
    clear() {
      setSuccess(null);
      setError(null);
    },
    succeeded(message: string) {
      setError(null);
      setSuccess(message);
      notifications.show({ color: 'green', title: t('saved'), message });
    },
    failed(failure: unknown, form?: FieldErrorTarget, fieldOf?: (error: ApiError) => string | undefined) {
      setSuccess(null);
      // Transport and server errors already raise the shell's popup.
      if (!(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500) return;
      const fields = failure.fields;
      const field = fieldOf?.(failure);
      if (form && Object.keys(fields).length > 0) form.setErrors(fields);
      else if (form && field) form.setFieldError(field, failure.message);
      else setError(failure.message);
    },
  };
}
