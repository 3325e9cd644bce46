// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../lib/mantine-styles/rest';
import { showsGyms, type UserDto } from '@kinetic/domain';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { prefetchOnIntent } from '../../lib/lazy-page';
import { LanguageSwitch } from './LanguageSwitch';
import { EXTRA_LINKS, type Tab } from './tabs';

/** The phone's menu drawer of the top bar: loaded when the burger is first pressed. */
export default function NavDrawer({
  opened,
  onClose: close,
  tabs,
  active,
  go,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  tabs: Tab[];
  active: string | null;
  go: (path: string) => void;
  user: UserDto | null;
}) {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <>
      {/* Mantine's 'left' is the start side: the drawer comes in from the right in Arabic. */}
      <Drawer
        opened={opened}
        onClose={close}
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
              {...prefetchOnIntent(tab.path)}
              onClick={() => go(tab.path)}
            >
              {t(`nav.${tab.label}`)}
            </Button>
          ))}
          {EXTRA_LINKS.filter((link) => link.path !== '/gyms' || showsGyms(brand.isPrime)).map((link) => (
            <Button
              key={link.path}
              variant="subtle"
              justify="flex-start"
              {...prefetchOnIntent(link.path)}
              onClick={() => go(link.path)}
            >
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
    </>
  );
}
