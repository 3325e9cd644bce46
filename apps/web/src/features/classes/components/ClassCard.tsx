import {
  type ClassItemDto,
  joinButton,
  mayEditClass,
  PRICE_MODEL_LABEL,
  type UserDto,
} from '@kinetic/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { classCostText, classTimeRange, hostLine } from '../../../lib/class-format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { classPath } from '../../../lib/links';
import { seatsText } from '../model/labels';
import classes from './ClassCard.module.css';
import { ClassPicture } from './ClassPicture';

interface Props {
  item: ClassItemDto;
  /** The signed-in user, or null for a guest. */
  viewer: Pick<UserDto, 'id' | 'userCategory' | 'trainerAllowEdit'> | null;
  isPrime: boolean;
  onOpen: (item: ClassItemDto) => void;
  onEdit: (item: ClassItemDto) => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** SPEC 2.5: picture, title, host, locality, time, cost, seats and the one button. */
export function ClassCard({ item, viewer, isPrime, onOpen, onEdit }: Props) {
  const { t } = useTranslation('classes');
  const viewerCategory = viewer?.userCategory ?? null;
  const viewerMayEdit = viewer !== null && mayEditClass(viewer, item.managers);
  const action = joinButton({ ...item, viewerCategory, viewerMayEdit }, 'card');
  const seats = seatsText(item);
  const cost = classCostText(item, isPrime);
  const titleId = `class-title-${item.classSessionId}`;
  const locality = item.gymBranchDetail?.localityName ?? (item.videoClass ? t('card.online') : null);

  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-labelledby={titleId}>
      <Card.Section pos="relative">
        <ClassPicture item={item} />
        <Group gap={6} pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
          <Badge variant="white" color="dark">
            {item.classCategory.name}
          </Badge>
          {item.priceModel !== 'PHYSICAL' && (
            <Badge variant="filled" color="dark">
              {domainText(PRICE_MODEL_LABEL[item.priceModel])}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={classPath(item)}
          id={titleId}
          fw={700}
          fz="lg"
          c="var(--mantine-color-text)"
          lineClamp={2}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onOpen(item);
          }}
        >
          <bdi>{item.title}</bdi>
        </Anchor>
        <Line icon={<IconUser size={16} aria-hidden />}>{hostLine(item)}</Line>
        {locality && <Line icon={<IconMapPin size={16} aria-hidden />}>{locality}</Line>}
        <Line icon={<IconClock size={16} aria-hidden />}>{classTimeRange(item)}</Line>
      </Stack>
      <Group justify="space-between" mt="md" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          {cost && (
            <Text fw={700} size="sm">
              {cost}
            </Text>
          )}
          {seats !== null && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUsers size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {item.availableSeat > 0 ? t('card.seatsLeft', { seats }) : t('card.full')}
              </Text>
            </Group>
          )}
        </Group>
        <Button
          size="sm"
          className={action.disabled ? classes.settled : undefined}
          disabled={action.disabled}
          aria-describedby={titleId}
          onClick={() => (action.key === 'EDIT' ? onEdit(item) : onOpen(item))}
        >
          {domainText(action.label)}
        </Button>
      </Group>
    </Card>
  );
}

function Line({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed" truncate>
        {children}
      </Text>
    </Group>
  );
}
