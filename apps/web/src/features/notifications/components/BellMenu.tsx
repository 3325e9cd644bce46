// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../../lib/mantine-styles/rest';
import { Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BellButton } from './BellButton';
import { BellPanel } from './BellPanel';

/**
 * The bell's drop-down (SPEC 4.2): the latest notifications, the unread count, and a way to the full
 * list. Its own chunk, loaded once a signed-in bar shows (a guest's first page does not carry it).
 * The panel traps focus while open; Escape or a click outside closes it and focus returns to the bell.
 */
export default function BellMenu({ unread, label }: { unread: number; label: string }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton
          unread={unread}
          label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('panel.title')} maw="calc(100vw - 16px)">
        {opened && <BellPanel unreadAtOpen={unread} onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
