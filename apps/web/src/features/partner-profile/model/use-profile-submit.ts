import { CM_MSG } from '@kinetic/domain';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useSaveProfile } from '../api/profile';
import { sameBody } from './profile-forms';

/** Saves a profile body unless nothing changed ('No changes detected for update'). */
export function useProfileSubmit<Body extends object>(
  initialBody: Body,
  onFieldErrors: (fields: Record<string, string>) => void,
  onSaved: () => void,
) {
  const { t } = useTranslation('partnerProfile');
  const showError = (message: string) =>
    notifications.show({ color: 'red', title: t('form.saveFailed'), message });
  const save = useSaveProfile();
  const submit = (body: Body) => {
    if (sameBody(body, initialBody)) {
      showError(domainText(CM_MSG.noChanges));
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('form.saved'),
          message: domainText(CM_MSG.profileSaved),
        });
        onSaved();
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
        // The server names body fields; the forms call activities activityIds.
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([key, message]) => [
            key === 'activities' ? 'activityIds' : key,
            message,
          ]),
        );
        if (Object.keys(fields).length > 0) onFieldErrors(fields);
        showError(error.message);
      },
    });
  };
  return { submit, saving: save.isPending };
}
