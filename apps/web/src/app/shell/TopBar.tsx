import { isCustomer, isTrainer, routesLikeGym } from '@kinetic/domain';
import { Avatar, Burger, Button, Group, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { OnDemand } from '../../components/OnDemand';
import { authModal } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { prefetchOnIntent } from '../../lib/lazy-page';
import { useSessionUser } from '../../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';
import { MEMBER_TABS, PUBLIC_TABS } from './tabs';
import { useTabsFit } from './use-tabs-fit';

// A guest's first page carries neither: the account menu is a member's, the drawer opens from the burger.
const AccountMenu = lazy(() => import('./AccountMenu'));
const NavDrawer = lazy(() => import('./NavDrawer'));

export function TopBar() {
  const brand = useBrand();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { t } = useTranslation();
  const { fits, slot, row, burger } = useTabsFit();

  // Trainers' and gyms' own pages live under /trainer and /gym (SPEC 2.1).
  const partnerHome = !user
    ? null
    : isTrainer(user.userCategory)
      ? '/trainer'
      : routesLikeGym(user.userCategory)
        ? '/gym'
        : null;
  const tabs = user && isCustomer(user.userCategory) ? [...PUBLIC_TABS, ...MEMBER_TABS] : PUBLIC_TABS;
  const active = tabs.find((tab) => location.pathname.startsWith(tab.path))?.path ?? null;
  const go = (path: string) => {
    drawer.close();
    navigate(path);
  };

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" className="top-bar-start">
        {!fits && (
          <Burger
            ref={burger}
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={t('nav.openNavigation')}
          />
        )}
        <Link to="/classes" aria-label={t('nav.home', { brand: brand.name })}>
          <picture>
            {/* Phones show the brand's mark: its whole logo leaves the bar's controls no room. */}
            <source media="(max-width: 35.99em)" srcSet={brand.faviconUrl} />
            <img src={brand.logoUrl} alt={brand.name} height={32} style={{ display: 'block' }} />
          </picture>
        </Link>
        <SearchBox />
      </Group>

      {/* Hidden, the row still has its width, measured to know when it fits again (use-tabs-fit). */}
      <div ref={slot} className="top-bar-tabs" data-hidden={fits ? undefined : true}>
        <Tabs ref={row} value={active} onChange={(value) => value && go(value)} variant="pills">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.path} value={tab.path} {...prefetchOnIntent(tab.path)}>
                {t(`nav.${tab.label}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </div>

      <Group gap="xs" wrap="nowrap">
        {/* On phones the switch is in the menu drawer: the bar has no room for it beside Login. */}
        <LanguageSwitch visibleFrom="xs" />
        {user ? (
          <>
            {/* Its texts load with it (signed-in only): the bar does not wait for them. */}
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <Suspense fallback={<Avatar radius="xl" size={34} aria-hidden />}>
              <AccountMenu user={user} partnerHome={partnerHome} />
            </Suspense>
          </>
        ) : (
          <>
            <Button variant="subtle" onClick={() => authModal.open('login')} data-testid="login-button">
              {t('account.login')}
            </Button>
            {/* Below md the drawer offers it: beside the search box and Login it would leave the bar. */}
            {!brand.isPrime && (
              <Button
                component="a"
                href={brand.partnerUrl}
                target="_blank"
                rel="noopener noreferrer"
                visibleFrom="md"
              >
                {t('account.partnerAccess')}
              </Button>
            )}
          </>
        )}
      </Group>

      <OnDemand
        wanted={drawerOpened}
        component={NavDrawer}
        props={{ opened: drawerOpened, onClose: drawer.close, tabs, active, go, user }}
      />
    </Group>
  );
}
