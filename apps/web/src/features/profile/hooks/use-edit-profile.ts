import { type ClassCategoryDto, MSG, type UserDto } from '@kinetic/domain';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { ApiError } from '../../../lib/api-client';
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

const showError = (message: string) =>
  notifications.show({ color: 'red', title: "Couldn't save your profile", message });

export function useEditProfile(user: UserDto, categories: ClassCategoryDto[]) {
  const navigate = useNavigate();
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
      title: 'Remove kid',
      message: `Remove ${kid.name} from your profile? This takes effect when you save.`,
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
      showError(MSG.noChanges);
      return;
    }
    update.mutate(body, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', title: 'Profile saved', message });
        navigate('/profile');
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
        const fields = error.fields;
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        showError(error.message || MSG.profileError);
      },
    });
  }, focusFirstError(form));

  return { form, submit, addKid, removeKid, saving: update.isPending };
}
