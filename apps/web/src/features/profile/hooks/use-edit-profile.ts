import { type ClassCategoryDto, MSG, type UserDto } from '@kinetic/domain';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { focusFirstError, zodResolver } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';
import {
  hasProfileChanges,
  type KidRow,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  toProfileBody,
} from '../model/profile-form';

export function useEditProfile(user: UserDto, categories: ClassCategoryDto[]) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const showError = (message: string) =>
    notifications.show({ color: 'red', title: t('edit.saveFailed'), message });
  const update = useUpdateProfile(user.id);
  const [deletedKidIds, setDeletedKidIds] = useState<number[]>([]);
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(user),
    validate: zodResolver(profileFormSchema),
  });

  const addKid = (kid: Omit<KidRow, 'key'>) =>
    form.insertListItem('kids', { ...kid, key: `new-${Date.now()}-${Math.random()}` });

  const removeKid = async (kid: KidRow) => {
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('kids.confirmTitle'),
      message: t('kids.confirmMessage', { name: kid.name }),
    });
    if (!answer.confirmed) return;
    form.setFieldValue(
      'kids',
      form.getValues().kids.filter((row) => row.key !== kid.key),
    );
    if (kid.id !== undefined) setDeletedKidIds((ids) => [...ids, kid.id!]);
  };

  const submit = form.onSubmit((values) => {
    const body = toProfileBody(user, values, deletedKidIds, categories);
    if (!hasProfileChanges(user, body, categories)) {
      showError(domainText(MSG.noChanges));
      return;
    }
    update.mutate(body, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', title: t('edit.saved'), message });
        navigate('/profile');
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
        const fields = error.fields;
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        showError(error.message || domainText(MSG.profileError));
      },
    });
  }, focusFirstError(form));

  return { form, submit, addKid, removeKid, saving: update.isPending };
}
