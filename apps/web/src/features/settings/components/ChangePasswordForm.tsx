import { changePasswordSchema, LIMITS, MSG } from '@kinetic/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
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
        outcome.succeeded(message || domainText(MSG.passwordUpdated));
      },
      onError: (error) =>
        outcome.failed(error, form, (e) =>
          e.message === MSG.oldPasswordWrong || e.message === domainText(MSG.oldPasswordWrong)
            ? 'oldPassword'
            : undefined,
        ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.form')}>
      <Stack gap="sm">
        <PasswordInput
          label={t('password.current')}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.newDescription', {
            min: formatNumber(LIMITS.passwordMin),
            max: formatNumber(LIMITS.passwordMax),
          })}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
