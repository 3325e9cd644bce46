import { isCustomer, isTrainer, routesLikeGym, showsGyms } from '@kinetic/domain';
import {
  Avatar,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconEdit,
  IconHeart,
  IconHistory,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconShare,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { authModal, useLogout } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useBrand } from '../../lib/brand';
import { useSessionUser } from '../../lib/session';
import { LanguageMenuItem, LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';

interface Tab {
  label: 'sessions' | 'personalTraining' | 'trainers' | 'explore' | 'gyms' | 'schedule' | 'membership';
  path: string;
}

const PUBLIC_TABS: Tab[] = [
  { label: 'sessions', path: '/classes' },
  { label: 'personalTraining', path: '/personal_training' },
  { label: 'trainers', path: '/trainers' },
];
/** Pages without a tab, listed in the phone drawer. */
const EXTRA_LINKS: Tab[] = [
  { label: 'explore', path: '/explore' },
  { label: 'gyms', path: '/gyms' },
];
const MEMBER_TABS: Tab[] = [
  { label: 'schedule', path: '/userschedule' },
  { label: 'membership', path: '/membership' },
];

export function TopBar() {
  const brand = useBrand();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { t } = useTranslation();

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
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label={t('nav.openNavigation')}
        />
        <Link to="/classes" aria-label={t('nav.home', { brand: brand.name })}>
          <img src={brand.logoUrl} alt={brand.name} height={32} style={{ display: 'block' }} />
        </Link>
        <SearchBox />
      </Group>

      <Tabs value={active} onChange={(value) => value && go(value)} visibleFrom="md" variant="pills">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {t(`nav.${tab.label}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="xs" wrap="nowrap">
        {/* On phones the switch is in the menu drawer: the bar has no room for it beside Login. */}
        <LanguageSwitch visibleFrom="xs" />
        {user ? (
          <>
            <NotificationBell />
            <Menu position="bottom-end" withArrow>
              <Menu.Target>
                <UnstyledButton data-testid="avatar-menu">
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={user.profileImageThumbnail} color="brand" radius="xl" size={34} aria-hidden>
                      {user.firstName.charAt(0)}
                      {user.lastName.charAt(0)}
                    </Avatar>
                    <VisuallyHidden>{t('account.menu')}</VisuallyHidden>
                    <Text size="sm" fw={500} visibleFrom="sm">
                      {user.firstName}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconUser size={16} />}
                  onClick={() => navigate(partnerHome ? `${partnerHome}/profile` : '/profile')}
                >
                  {t('account.profile')}
                </Menu.Item>
                <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/settings')}>
                  {t('account.settings')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconEdit size={16} />}
                  onClick={() => navigate(partnerHome ? `${partnerHome}/editProfile` : '/editProfile')}
                >
                  {t('account.editProfile')}
                </Menu.Item>
                <Menu.Item leftSection={<IconShare size={16} />} onClick={() => navigate('/share')}>
                  {t('account.share')}
                </Menu.Item>
                {partnerHome && (
                  <Menu.Item
                    leftSection={<IconCalendarEvent size={16} />}
                    onClick={() =>
                      navigate(partnerHome === '/trainer' ? '/trainer/classes' : `/gym/classes/${Date.now()}`)
                    }
                  >
                    {t('account.myClasses')}
                  </Menu.Item>
                )}
                {isCustomer(user.userCategory) && (
                  <>
                    <Menu.Divider />
                    <Menu.Item
                      leftSection={<IconCalendarEvent size={16} />}
                      onClick={() => navigate('/upcoming')}
                    >
                      {t('account.upcoming')}
                    </Menu.Item>
                    <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => navigate('/finished')}>
                      {t('account.finished')}
                    </Menu.Item>
                    <Menu.Item leftSection={<IconHeart size={16} />} onClick={() => navigate('/wishlist')}>
                      {t('account.wishlist')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconStar size={16} />}
                      onClick={() => navigate('/favourite-trainers')}
                    >
                      {t('account.favouriteTrainers')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconReceipt size={16} />}
                      onClick={() => navigate('/transactions')}
                    >
                      {t('account.transactions')}
                    </Menu.Item>
                  </>
                )}
                <Menu.Divider />
                <LanguageMenuItem />
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
                  {t('account.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        ) : (
          <>
            <Button variant="subtle" onClick={() => authModal.open('login')} data-testid="login-button">
              {t('account.login')}
            </Button>
            {!brand.isPrime && (
              <Button
                component="a"
                href={brand.partnerUrl}
                target="_blank"
                rel="noopener noreferrer"
                visibleFrom="sm"
              >
                {t('account.partnerAccess')}
              </Button>
            )}
          </>
        )}
      </Group>

      {/* Mantine's 'left' is the start side: the drawer comes in from the right in Arabic. */}
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={brand.name}
        size="xs"
        closeButtonProps={{ 'aria-label': t('nav.closeNavigation') }}
      >
        <Stack gap="xs">
          {tabs.map((tab) => (
            <Button
              key={tab.path}
              variant={active === tab.path ? 'light' : 'subtle'}
              justify="flex-start"
              onClick={() => go(tab.path)}
            >
              {t(`nav.${tab.label}`)}
            </Button>
          ))}
          {EXTRA_LINKS.filter((link) => link.path !== '/gyms' || showsGyms(brand.isPrime)).map((link) => (
            <Button key={link.path} variant="subtle" justify="flex-start" onClick={() => go(link.path)}>
              {t(`nav.${link.label}`)}
            </Button>
          ))}
          {!user && !brand.isPrime && (
            <Button
              component="a"
              href={brand.partnerUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
            >
              {t('account.partnerAccess')}
            </Button>
          )}
          <Stack gap="xs" hiddenFrom="xs">
            <Divider />
            <LanguageSwitch inMenu />
          </Stack>
        </Stack>
      </Drawer>
    </Group>
  );
}
