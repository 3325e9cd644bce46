import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

const LINKS = [
  { to: '/userschedule', label: 'schedule' },
  { to: '/upcoming', label: 'upcoming' },
  { to: '/finished', label: 'finished' },
  { to: '/wishlist', label: 'wishlist' },
  { to: '/favourite-trainers', label: 'favouriteTrainers' },
] as const;

/** The member's own pages, one click apart. */
export function MyClassesNav() {
  const { t } = useTranslation('schedule');
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs">
      {LINKS.map((link) => {
        const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={active ? 'filled' : 'light'}
            size="compact-md"
            aria-current={active ? 'page' : undefined}
          >
            {t(`nav.${link.label}`)}
          </Button>
        );
      })}
    </Group>
  );
}
