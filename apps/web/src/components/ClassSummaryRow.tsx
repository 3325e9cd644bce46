import type { ClassItemDto } from '@kinetic/domain';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../lib/brand';
import { classCostText, classDayLabel, classPlace, classTimeRange } from '../lib/class-format';
import { domainText, useTranslation } from '../lib/i18n';
import { classPath } from '../lib/links';

export interface ClassSummaryRowProps {
  item: ClassItemDto;
  /** Hidden where the day is already the heading (the schedule's day tabs). */
  showDate?: boolean;
  /** Buttons on the right, e.g. Cancel or Remove. */
  action?: ReactNode;
  /** Extra badges, e.g. the kid a booking is for. */
  badges?: ReactNode;
  /** Booked / waitlisted / wishlisted, for lists that are not already about the caller's own classes. */
  showJoinState?: boolean;
  /** Where the title leads; the class page unless given (trainers and gyms go to the editor). */
  to?: string;
}

/** A compact class row for lists outside the class list itself (search, trainer, gym, schedule). */
export function ClassSummaryRow({
  item,
  showDate = true,
  action,
  badges,
  showJoinState = true,
  to,
}: ClassSummaryRowProps) {
  const brand = useBrand();
  const { t } = useTranslation();
  // A booked session of a program was paid with the program, once: not a price of its own.
  const cost =
    item.userJoinStatus && item.priceModel === 'AUTOJOINWITHPACKAGE'
      ? t('classRow.inProgram')
      : classCostText(item, brand.isPrime);
  const when = showDate ? `${classDayLabel(item.classDate)} · ${classTimeRange(item)}` : classTimeRange(item);

  return (
    <Card withBorder padding="sm" radius="md" data-testid="class-row">
      <Group wrap="wrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Image
            src={item.classMedia.mediaThumbNailUrl}
            alt=""
            w={64}
            h={64}
            radius="md"
            fallbackSrc={`/media/activity/${item.classCategory.icon}.svg`}
            style={{ flexShrink: 0 }}
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={to ?? classPath(item)} fw={600} lineClamp={2}>
              {item.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{when}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" truncate>
                {domainText(classPlace(item))}
              </Text>
            </Group>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {item.classCategory.name}
              </Badge>
              {cost && (
                <Badge variant="outline" size="sm" color="gray.8">
                  {cost}
                </Badge>
              )}
              {showJoinState && <JoinState item={item} />}
              {badges}
            </Group>
          </Stack>
        </Group>
        {action && (
          <Group gap="xs" ms="auto">
            {action}
          </Group>
        )}
      </Group>
    </Card>
  );
}

/**
 * SPEC 9 (the domain's classCostLabel, in the reader's language): package and PT classes show their
 * price, others their credits, which a prime brand hides; a class that costs nothing says Free.
 */
function JoinState({ item }: { item: ClassItemDto }) {
  const { t } = useTranslation();
  if (item.userJoinStatus) {
    return (
      <Badge color="teal.9" size="sm">
        {t('classRow.booked')}
      </Badge>
    );
  }
  if (!item.wishType) return null;
  return (
    <Badge variant="light" color="orange" c="dark.8" size="sm">
      {item.wishType === 'WAITLIST' ? t('classRow.waitlisted') : t('classRow.wishlisted')}
    </Badge>
  );
}
