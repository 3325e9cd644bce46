import { changePasswordSchema, MSG } from '@kinetic/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function ChangePasswordForm({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const outcome = useServerFeedback();
  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodResolver(changePasswordSchema),
    // The setters behind clear() are stable, so this first-render closure stays correct.
    onValuesChange: () => outcome.clear(),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        outcome.succeeded(message || MSG.passwordUpdated);
      },
      onError: (error) =>
        outcome.failed(error, form, (e) => (e.message === MSG.oldPasswordWrong ? 'oldPassword' : undefined)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label="New password"
          description="6 to 20 characters, with a number"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Update password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
