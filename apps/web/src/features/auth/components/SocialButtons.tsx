import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { type AuthProvider, useAuthProviders } from '../api/providers';
import { authModal } from '../model/auth-modal-store';
import { startOAuth } from '../oauth-intent';

const BUTTONS: {
  provider: AuthProvider;
  label: 'social.google' | 'social.facebook';
  icon: React.ReactNode;
}[] = [
  { provider: 'google', label: 'social.google', icon: <IconBrandGoogle size={18} /> },
  { provider: 'facebook', label: 'social.facebook', icon: <IconBrandFacebook size={18} /> },
];

/** Only the providers this deployment has configured are offered. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const providers = useAuthProviders();
  const location = useLocation();
  const offered = BUTTONS.filter((button) => providers.data?.[button.provider]);
  if (offered.length === 0) return null;
  const from = location.pathname + location.search;
  return (
    <Stack gap="xs">
      <Divider label={t('social.or')} labelPosition="center" />
      {offered.map((button) => (
        <Button
          key={button.provider}
          variant="default"
          leftSection={button.icon}
          onClick={() => startOAuth(button.provider, from, authModal.get())}
        >
          {t(button.label)}
        </Button>
      ))}
    </Stack>
  );
}
