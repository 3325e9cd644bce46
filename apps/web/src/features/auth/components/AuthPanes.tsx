import { Tabs } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useFocusFirst } from '../hooks/use-focus-first';
import { type AuthPane, authModal, useAuthModal } from '../model/auth-modal-store';
import { ForgotPane } from './ForgotPane';
import { LoginPane } from './LoginPane';
import { RegisterFlow } from './RegisterFlow';

const toLogin = () => authModal.setPane('login');
const toForgot = () => authModal.setPane('forgot');

/** The popup's content: Register and Login tabs; the login pane can swap for the reset pane. */
export default function AuthPanes() {
  const { t } = useTranslation('auth');
  const state = useAuthModal();
  const user = useSessionUser();
  const { signIn, finish } = useCompleteLogin();
  const tab = state.pane === 'forgot' ? 'login' : state.pane;
  const root = useRef<HTMLDivElement>(null);
  useFocusFirst(root, state.pane);

  return (
    <Tabs
      ref={root}
      value={tab}
      onChange={(value) => value && authModal.setPane(value as AuthPane)}
      keepMounted={false}
    >
      {/* Hidden, not removed, once registration has signed the user in: the panel stays labelled. */}
      <Tabs.List grow mb="lg" display={user ? 'none' : undefined}>
        <Tabs.Tab value="register">{t('tabs.register')}</Tabs.Tab>
        <Tabs.Tab value="login">{t('tabs.login')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="register">
        <RegisterFlow onRegistered={signIn} onFinish={finish} />
      </Tabs.Panel>
      <Tabs.Panel value="login">
        {state.pane === 'forgot' ? (
          <ForgotPane onBackToLogin={toLogin} onDone={authModal.close} />
        ) : (
          <LoginPane
            onForgot={toForgot}
            onLoggedIn={(result) => {
              signIn(result);
              finish();
            }}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
