import { classItemPlace, type SessionDetailDto, videoJoinState } from '@kinetic/domain';
import { Box, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { livePath } from '../../../lib/links';
import { useMaxWidth } from '../../../lib/screen';
import { AddToCalendar } from './AddToCalendar';
import { ClassFacts } from './ClassFacts';
import { ClassFeesNote } from './ClassFeesNote';
import { ClassPicture } from './ClassPicture';
import { HostChips } from './HostChips';
import { MovedForRamadanNote } from './MovedForRamadanNote';
import { PlaceLocation } from './PlaceLocation';
import { PrayerNote } from './PrayerNote';
import { ShareLink } from './ShareLink';
import { VideoSteps } from './VideoSteps';

interface Props {
  item: SessionDetailDto;
  isPrime: boolean;
  canNavigateToHosts: boolean;
  /** The one action button (and its companions), composed by the page. */
  action: ReactNode;
  /** The page shows the title as its heading; the popup shows it in its header. */
  title?: ReactNode;
  /** Section headings sit one level below the title: 2 on the page, 3 in the popup. */
  headingOrder?: 2 | 3;
}

/** The widest a class page shows its picture (the page's container). */
const DETAIL_PICTURE_WIDTH = 1200;

/** Everything the join-class popup shows (SPEC 2.4); the class pages show the same. */
export function ClassDetail({ item, isPrime, canNavigateToHosts, action, title, headingOrder = 3 }: Props) {
  const { t } = useTranslation('classes');
  const phone = useMaxWidth('48em');
  const branch = item.gymBranchDetail;
  const place = classItemPlace(item);
  const program = item.autoJoinPackageDetail;
  // A booked customer of a video class joins the stream from here too, once it opens.
  const live =
    item.videoClass &&
    item.bookingId !== null &&
    !phone &&
    videoJoinState(new Date(item.startsAt), new Date(item.endsAt), new Date()) === 'OPEN';
  return (
    <Stack gap="md">
      <ClassPicture item={item} ratio={phone ? 16 / 9 : 3} radius="md" eager width={DETAIL_PICTURE_WIDTH} />
      {title}
      <HostChips item={item} canNavigate={canNavigateToHosts} />
      <ClassFacts item={item} isPrime={isPrime} />
      <PrayerNote item={item} />
      <MovedForRamadanNote item={item} />
      <Stack gap="xs">
        <Box>{action}</Box>
        <ClassFeesNote classSessionId={item.classSessionId} />
      </Stack>
      {live && (
        <Button
          component={Link}
          to={livePath(item.classSessionId)}
          leftSection={<IconVideo size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('video.joinLive')}
        </Button>
      )}
      {item.bookingId !== null && <AddToCalendar bookingId={item.bookingId} />}
      <ShareLink item={item} />
      <Divider />
      <Section order={headingOrder} heading={t('detail.about')}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
          {item.description}
        </Text>
      </Section>
      {program && (
        <Paper withBorder p="md" radius="md">
          <Text fw={700}>{program.name}</Text>
          <Text size="sm" c="dimmed" dir="auto">
            {program.description}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {formatMoney(program.price, program.currencyCode)}
          </Text>
        </Paper>
      )}
      {item.reminder && (
        <Note order={headingOrder} heading={t('detail.reminders')}>
          {item.reminder}
        </Note>
      )}
      {branch?.studioInstruction && (
        <Note order={headingOrder} heading={t('detail.studioInstructions')}>
          {branch.studioInstruction}
        </Note>
      )}
      {item.specialNote && (
        <Note order={headingOrder} heading={t('detail.specialNote')}>
          {item.specialNote}
        </Note>
      )}
      {item.videoClass && (
        <Section order={headingOrder} heading={t('detail.howItWorks')}>
          <VideoSteps />
        </Section>
      )}
      {(place.kind === 'GYM' || place.kind === 'VENUE') && (
        <Section order={headingOrder} heading={t('detail.location')}>
          <PlaceLocation place={place} />
        </Section>
      )}
    </Stack>
  );
}

interface SectionProps {
  heading: string;
  order: 2 | 3;
  children: ReactNode;
}

function Section({ heading, order, children }: SectionProps) {
  return (
    <Stack gap={6} component="section">
      <Title order={order} fz="md">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

function Note({ heading, order, children }: SectionProps) {
  return (
    <Section order={order} heading={heading}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
        {children}
      </Text>
    </Section>
  );
}
