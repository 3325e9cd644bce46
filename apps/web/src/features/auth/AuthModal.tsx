// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import { useMaxWidth } from '../../lib/screen';
import '../../lib/mantine-styles/rest';
import { Center, Loader, Modal } from '@mantine/core';

import { lazy, Suspense, useCallback } from 'react';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { session } from '../../lib/session';
import { useCompleteLogin } from './hooks/use-complete-login';
import { authModal, useAuthModal } from './model/auth-modal-store';

// Most visits never open the popup: its forms load on first open, keeping the first page light.
const AuthPanes = lazy(() => import('./components/AuthPanes'));

/** The login / register / forgot-password popup of SPEC 2.3; a full-screen sheet on phones. */
export default function AuthModal() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const state = useAuthModal();
  const isPhone = useMaxWidth('36em');
  const { finish } = useCompleteLogin();

  // A user who registered is already signed in: closing mid-flow counts as Skip.
  const close = useCallback(() => (session.get() ? finish() : authModal.close()), [finish]);

  return (
    <Modal
      opened={state.opened}
      onClose={close}
      fullScreen={isPhone}
      size={540}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      title={t('modal.title', { brand: brand.name })}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label={t('modal.loading')} />
          </Center>
        }
      >
        <AuthPanes />
      </Suspense>
    </Modal>
  );
}
