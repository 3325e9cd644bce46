import { mayEditClasses, USER_CATEGORY } from '@kinetic/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUserCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { newClassPath, OwnSessionList } from '../../features/class-management';
import { DayStrip, useStoreClock } from '../../features/classes';
import { PartnerReviewBanner } from '../../features/partner-review';
import { longDate } from '../../lib/class-format';
import { useTranslation } from '../../lib/i18n';
import { PARTICIPANTS_PARAM } from '../../lib/links';
import { useSessionUser } from '../../lib/session';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC 2.1 trainer/classes and gym/classes/{ts}: the caller's own sessions by day, with EDIT. */
export default function MyClassesPage() {
  const user = useSessionUser();
  const { today } = useStoreClock();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('classManagement');
  const asked = params.get('date');
  const participants = Number(params.get(PARTICIPANTS_PARAM)) || null;
  // The strip offers today and on, but a link's day is kept even when it has passed: a notification
  // of a booking, a cancellation or the waitlist opens its own session's day and participants,
  // which stay there once the drawer is closed.
  const date = asked && ISO_DATE.test(asked) ? asked : today;
  if (!user) return null;
  const isTrainer = user.userCategory === USER_CATEGORY.trainer;
  const profilePath = isTrainer ? '/trainer/profile' : '/gym/profile';

  return (
    <Stack gap="lg">
      <PageMeta title={t('myClasses.title')} description={t('myClasses.description')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('myClasses.title')}</Title>
          <Text c="dimmed">{t('myClasses.intro')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={profilePath}
            variant="default"
            leftSection={<IconUserCircle size={16} />}
          >
            {t('myClasses.myProfile')}
          </Button>
          {mayEditClasses(user) && (
            <Button
              component={Link}
              to={newClassPath(user.userCategory)}
              leftSection={<IconPlus size={16} />}
            >
              {t('myClasses.createClass')}
            </Button>
          )}
        </Group>
      </Group>
      <PartnerReviewBanner />
      <DayStrip
        today={today}
        value={date}
        onChange={(next) => setParams(next === today ? {} : { date: next }, { replace: true })}
      />
      <Title order={2} fz="h3">
        {date === today ? t('myClasses.today') : longDate(date)}
      </Title>
      <OwnSessionList
        user={user}
        date={date}
        openParticipants={participants}
        onParticipantsClosed={() =>
          setParams(
            (current) => {
              current.delete(PARTICIPANTS_PARAM);
              return current;
            },
            { replace: true },
          )
        }
      />
    </Stack>
  );
}
