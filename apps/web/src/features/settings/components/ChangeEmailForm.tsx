import { changeEmailFormSchema, MSG } from '@kinetic/domain';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { domainText, useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import { useChangeEmail } from '../api/change-email';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

const EMAIL_EXISTS_CODE = '0004';

export function ChangeEmailForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation('settings');
  const change = useChangeEmail(userId);
  const outcome = useServerFeedback();
  const form = useForm({
    initialValues: { email, confirmEmail: '', password: '' },
    onValuesChange: () => outcome.clear(),
    validate: zodResolver(changeEmailFormSchema),
  });
  const unchanged = form.values.email.trim().toLowerCase() === email.toLowerCase();

  const submit = form.onSubmit((values) =>
    change.mutate(
      {
        email: values.email.trim().toLowerCase(),
        confirmEmail: values.confirmEmail.trim().toLowerCase(),
        password: values.password,
      },
      {
        onSuccess: ({ message }) => {
          form.setFieldValue('confirmEmail', '');
          form.setFieldValue('password', '');
          outcome.succeeded(message || domainText(MSG.emailChangeSent));
        },
        onError: (error) =>
          outcome.failed(error, form, (e) => (e.code === EMAIL_EXISTS_CODE ? 'email' : undefined)),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('email.form')}>
      <Stack gap="sm">
        <TextInput
          label={t('email.email')}
          type="email"
          withAsterisk
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('email.confirm')}
          type="email"
          withAsterisk
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          {...form.getInputProps('confirmEmail')}
        />
        <PasswordInput
          label={t('email.password')}
          description={t('email.passwordDescription')}
          withAsterisk
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
        />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            {t('email.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
