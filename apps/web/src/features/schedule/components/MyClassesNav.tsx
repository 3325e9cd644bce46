import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/userschedule', label: 'Schedule' },
  { to: '/upcoming', label: 'Upcoming' },
  { to: '/finished', label: 'Finished' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/favourite-trainers', label: 'Favourite trainers' },
];

/** The member's own pages, one click apart. */
export function MyClassesNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="My classes" gap="xs">
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
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
