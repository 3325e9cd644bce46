import { LIMITS, MSG, resetPasswordSchema } from '@kinetic/domain';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import { useVerifyPassword } from '../api/verify-password';
import { authModal } from '../model/auth-modal-store';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

const requestNewLink = () => authModal.open('forgot');

function Outcome({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The reset link of the forgot-password mail lands here with its token (SPEC 2.1 verifyPassword). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodResolver(resetPasswordSchema),
  });

  if (!token) {
    return (
      <Outcome icon={<IconLinkOff size={30} />} title={t('reset.incompleteTitle')}>
        <Text c="dimmed">{t('reset.incompleteText')}</Text>
        <Button onClick={requestNewLink}>{t('reset.requestNewLink')}</Button>
      </Outcome>
    );
  }

  if (done) {
    return (
      <Outcome icon={<IconCircleCheck size={30} />} title={t('reset.updatedTitle')}>
        <Text role="status">{domainText(MSG.passwordUpdated)}</Text>
        <Button onClick={() => authModal.open('login')}>{t('reset.login')}</Button>
      </Outcome>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ token, ...values });
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else if (error.status > 0 && error.status < 500) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('reset.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('reset.intro', {
              min: formatNumber(LIMITS.passwordMin),
              max: formatNumber(LIMITS.passwordMax),
            })}
          </Text>
        </Stack>
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <FormError message={failure} />
        <Button type="submit" loading={verify.isPending}>
          {t('reset.save')}
        </Button>
        {failure && (
          <Button variant="subtle" onClick={requestNewLink}>
            {t('reset.requestNewLink')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

export function ResetPasswordCard({ token }: { token: string | null }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={440}
      mx="auto"
      mt={{ base: 'md', sm: 48 }}
    >
      <ResetPasswordForm token={token} />
    </Paper>
  );
}
