import { type LoginResult, loginSchema } from '@kinetic/domain';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import { useLogin } from '../api/login';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';

interface Props {
  onForgot: () => void;
  onLoggedIn: (result: LoginResult) => void;
}

export function LoginPane({ onForgot, onLoggedIn }: Props) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodResolver(loginSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onLoggedIn(await login.mutateAsync(loginSchema.parse(values)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      // Transport and server failures already raise the shell's popup.
      else if (error.status > 0 && error.status < 500) setFailure(error);
    }
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={onForgot}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <FormError
            message={failure?.message ?? null}
            partner={Boolean((failure?.data as { partnerUrl?: string } | undefined)?.partnerUrl)}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons />
    </Stack>
  );
}
