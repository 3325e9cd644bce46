import './shell.css';
import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useConfirmRequest } from '../../components/confirm/confirm-store';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { OnDemand } from '../../components/OnDemand';
import { RouteFallback } from '../../components/RouteFallback';
import { AuthModalHost } from '../../features/auth';
import { useLinkLanguageKept, useStoredUserKeptFresh } from '../../features/users';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { Footer } from './Footer';
import { useFocusReturnToOpener } from './focus-return';
import { TopBar } from './TopBar';

// Popups load when first wanted: the first page carries only what it shows.
const ConfirmPopup = lazy(() => import('../../components/confirm/ConfirmPopup'));

export function Layout() {
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const confirmRequest = useConfirmRequest();
  useFocusReturnToOpener();
  useStoredUserKeptFresh();
  useLinkLanguageKept();
  return (
    // A fixed header over the page, as Mantine's AppShell draws it (shell.css); AppShell itself, with its
    // navbars, asides and resizing that we do not use, was 5 KB of the first page's script.
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="app-shell-header">
        <TopBar />
      </header>
      <main className="app-shell-main">
        {/* The page fills the window below the header, so the footer starts below the fold and a page
            whose content arrives late never pushes a visible footer down (layout shift, CLS). */}
        <Container
          size="xl"
          w="100%"
          py="lg"
          style={{ flex: 1, minHeight: 'calc(100dvh - var(--app-shell-header-height))' }}
          id="main"
          tabIndex={-1}
          // The route the content below was drawn for: a check that moves through the app in one
          // document knows from it when the new route has replaced the old one.
          data-location={location.pathname + location.search}
        >
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </Container>
        <Footer />
      </main>
      <AuthModalHost />
      <OnDemand
        wanted={confirmRequest !== null}
        component={ConfirmPopup}
        props={{ navigate, partnerUrl: brand.partnerUrl }}
      />
      <FullScreenLoader />
    </div>
  );
}
