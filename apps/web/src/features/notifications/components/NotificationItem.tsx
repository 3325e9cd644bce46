import { Avatar, Group, Indicator, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell, IconCirclePlus, IconHeart, IconTrash } from '@tabler/icons-react';
import { instantLabel } from '../../../lib/class-format';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { useNotificationTarget } from '../hooks/use-notification-target';
import { type NotificationDto, notificationIcon, notificationText } from '../model/notification';
import classes from './NotificationItem.module.css';

const ICONS = {
  follow: { Icon: IconHeart, color: 'pink' },
  add: { Icon: IconCirclePlus, color: 'green' },
  delete: { Icon: IconTrash, color: 'red' },
  other: { Icon: IconBell, color: 'gray' },
} as const;

export function NotificationItem({
  notification,
  timeZone,
  onOpen,
}: {
  notification: NotificationDto;
  /** The store's zone: when it happened reads on the store's clock. */
  timeZone: string;
  onOpen: (notification: NotificationDto) => void;
}) {
  const { t } = useTranslation('notifications');
  // Mantine places the dot by left and right: the reading start is the right in Arabic.
  const start = useLanguage() === 'ar' ? 'top-end' : 'top-start';
  const { Icon, color } = ICONS[notificationIcon(notification.notificationTypeId)];
  const unread = notification.readAt === null;
  const who = notification.userWhoFiredEvent;
  const target = useNotificationTarget()(notification);
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-inert={target === null || undefined}
      onClick={() => onOpen(notification)}
      data-testid="notification"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Indicator disabled={!unread} color="brand" size={10} offset={4} position={start}>
          {who ? (
            <Avatar src={who.profileImageThumbnail} name={who.firstName} color="brand" radius="xl" alt="" />
          ) : (
            <ThemeIcon variant="light" color={color} radius="xl" size={38} aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
          )}
        </Indicator>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {unread && <span className={classes.hidden}>{t('list.unread')}</span>}
            {notificationText(notification, t('list.someone'))}
          </Text>
          <Group gap={6}>
            <Icon size={14} aria-hidden />
            <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
              {instantLabel(notification.createdAt, timeZone)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
