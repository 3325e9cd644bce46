import { forgotPasswordParamsSchema, TIMERS } from '@kinetic/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { FormError } from './FormError';

interface Props {
  onBackToLogin: () => void;
  /** Called 1 s after the mail went out (SPEC 8.2). */
  onDone: () => void;
}

export function ForgotPane({ onBackToLogin, onDone }: Props) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(forgotPasswordParamsSchema) });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onDone, TIMERS.popupCloseMs);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { email } = forgotPasswordParamsSchema.parse(values);
      setSent((await forgot.mutateAsync(email)).message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields.email) form.setFieldError('email', error.fields.email);
      else if (error.status === 404) form.setFieldError('email', error.message);
      else if (error.status > 0 && error.status < 500) setFailure(error.message);
    }
  });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} fz="lg">
          {t('forgot.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
      </Stack>
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              data-autofocus
              {...form.getInputProps('email')}
            />
            <FormError message={failure} />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onBackToLogin} ta="center">
        {t('forgot.returnAgain')} <strong>{t('forgot.login')}</strong>
      </Anchor>
    </Stack>
  );
}
