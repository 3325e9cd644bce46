import { LIMITS, type LoginResult, onboardingPathOf, type StoreDto } from '@kinetic/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { storage } from '../../../lib/storage';

const EMAIL_EXISTS_CODE = '0004';

/** The prime brand preselects its store; otherwise the visitor's last store, else the default. */
export function useDefaultStoreId(): number {
  const brand = useBrand();
  return brand.preselectedStoreId ?? (storage.storeId() || LIMITS.defaultStoreId);
}

export function storeOf(stores: StoreDto[] | undefined, storeId: string): StoreDto | undefined {
  return stores?.find((store) => String(store.id) === storeId);
}

interface ErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (path: string, message: string) => void;
}

/** A new partner is signed in straight away and lands on their checklist of first steps. */
export function useRegistrationOutcome() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const brand = useBrand();
  const [error, setError] = useState<string | null>(null);

  return {
    error,
    clearError: () => setError(null),
    signIn(result: LoginResult) {
      session.signIn(result.token, result.user);
      notifications.show({
        color: 'green',
        title: t('outcome.created'),
        message: t('outcome.welcome', { brand: brand.name, name: result.user.firstName }),
      });
      navigate(onboardingPathOf(result.user.userCategory));
    },
    failed(failure: unknown, form: ErrorTarget) {
      // Transport and server errors already raise the shell's popup.
      if (!(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500) return;
      const fields = failure.fields;
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      if (failure.code === EMAIL_EXISTS_CODE) form.setFieldError('email', failure.message);
      setError(failure.message);
    },
  };
}
