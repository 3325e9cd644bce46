import { safeRedirect } from '@kinetic/domain';
import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { fetchMeWithToken } from '../../users';
import { landingPath, useCompleteLogin } from '../hooks/use-complete-login';
import { authModal } from '../model/auth-modal-store';
import { type OAuthIntent, takeOAuthIntent } from '../oauth-intent';

/**
 * The social-login round trip ends at `/oauth/complete#token=...&redirect=...` (or `#error=...`).
 * The token travels in the hash so it never reaches a server log; it is wiped from the address bar
 * before anything else.
 */
export function OAuthCompletion() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useCompleteLogin();
  // No message means the generic failure, worded at render in the reader's language.
  const [failure, setFailure] = useState<{ message: string | null; intent: OAuthIntent } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const hashRedirect = safeRedirect(params.get('redirect'));
    const intent = takeOAuthIntent() ?? { from: hashRedirect ?? '/classes' };
    const token = params.get('token');
    if (!token) {
      setFailure({ message: params.get('error') || null, intent });
      return;
    }
    fetchMeWithToken(token)
      .then((user) => {
        signIn({ token, user });
        const from = safeRedirect(intent.from) ?? '/classes';
        navigate(landingPath(user, from, intent) ?? from, { replace: true });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError && error.status < 500 ? error.message : null;
        setFailure({ message, intent });
      });
  }, [navigate, signIn]);

  if (!failure) {
    return (
      <Stack align="center" gap="sm" py={64} role="status">
        <Loader />
        <Text>{t('oauth.signingIn')}</Text>
      </Stack>
    );
  }

  const tryAgain = () => {
    navigate(safeRedirect(failure.intent.from) ?? '/classes', { replace: true });
    authModal.open('login', {
      redirect: failure.intent.redirect,
      fromJoinClass: failure.intent.fromJoinClass,
    });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={440}
      mx="auto"
      mt={{ base: 'md', sm: 48 }}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {t('oauth.notCompleted')}
        </Title>
        <Text role="alert">{failure.message ?? t('oauth.failed')}</Text>
        <Button onClick={tryAgain}>{t('oauth.tryAgain')}</Button>
      </Stack>
    </Paper>
  );
}
