import { videoJoinState } from '@kinetic/domain';
import { Badge, Button, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconEdit,
  IconPencil,
  IconTrash,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { classPlace, classTimeRange } from '../../../lib/class-format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { livePath } from '../../../lib/links';
import type { OwnSessionDto } from '../api/contract';
import { countFigure } from '../model/time-options';

interface Props {
  session: OwnSessionDto;
  editPath: string;
  onParticipants: () => void;
  onEditSession: () => void;
  onDeleteSession: () => void;
}

/** One of the caller's sessions: time, place, bookings and check-ins, and what they can do with it. */
export function OwnSessionCard({ session, editPath, onParticipants, onEditSession, onDeleteSession }: Props) {
  const { t } = useTranslation('classManagement');
  const titleId = `own-session-${session.classSessionId}`;
  // A video class opens its live page from a few minutes before the start to the end.
  const live =
    session.videoClass &&
    videoJoinState(new Date(session.startsAt), new Date(session.endsAt), new Date()) === 'OPEN';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="own-session"
    >
      <Group wrap="wrap" align="flex-start" gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md" style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Image
            src={session.classMedia.mediaThumbNailUrl ?? session.classMedia.mediaUrl}
            alt=""
            w={64}
            h={64}
            style={{ flexShrink: 0 }}
            radius="md"
            fallbackSrc={`/media/activity/${session.classCategory.icon}.svg`}
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} fz="lg" id={titleId} lineClamp={2}>
              {session.title}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{classTimeRange(session)}</Text>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {domainText(classPlace(session))}
              {session.trainerDetail
                ? ` · ${session.trainerDetail.firstName} ${session.trainerDetail.lastName}`
                : ''}
            </Text>
            <Group gap={6}>
              <Badge variant="light">{session.classCategory.name}</Badge>
              <Badge variant="outline" color="gray.8" data-testid="booked-count">
                {t('card.booked', {
                  booked: countFigure(session.bookedCount),
                  total: countFigure(session.totalSeat),
                })}
              </Badge>
              <Badge variant="outline" color="teal.9">
                {t('card.checkedIn', { n: countFigure(session.checkedInCount) })}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" ms="auto">
          {live && (
            <Button
              component={Link}
              to={livePath(session.classSessionId)}
              color="red.9"
              leftSection={<IconVideo size={16} aria-hidden />}
              aria-label={t('card.startLiveFor', { title: session.title })}
            >
              {t('card.startLive')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconUsers size={16} />}
            onClick={onParticipants}
            aria-describedby={titleId}
          >
            {t('card.participants')}
          </Button>
          {session.canEdit && (
            <Button
              component={Link}
              to={editPath}
              leftSection={<IconEdit size={16} />}
              aria-describedby={titleId}
            >
              {t('card.edit')}
            </Button>
          )}
          {session.canEdit && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  rightSection={<IconChevronDown size={14} />}
                  aria-label={t('card.moreFor', { title: session.title })}
                >
                  {t('card.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEditSession}>
                  {t('card.editSession')}
                </Menu.Item>
                <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={onDeleteSession}>
                  {t('card.deleteSession')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Card>
  );
}
