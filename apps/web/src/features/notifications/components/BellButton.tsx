import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
  unread: number;
  label: string;
  /** A link to this page instead of a button (before the panel's code has loaded). */
  to?: string;
};

/** The bell's face with its unread count; the panel (BellMenu) wraps it once its code has loaded. */
export const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton(
  { unread, label, to, ...props },
  ref,
) {
  const icon = <IconBell size={22} aria-hidden />;
  return (
    <Indicator
      disabled={unread === 0}
      label={unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
      size={18}
      offset={4}
      color="red.8"
      data-testid="bell-indicator"
    >
      {to ? (
        <ActionIcon variant="subtle" size="lg" aria-label={label} component={Link} to={to}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon ref={ref} variant="subtle" size="lg" aria-label={label} {...props}>
          {icon}
        </ActionIcon>
      )}
    </Indicator>
  );
});
