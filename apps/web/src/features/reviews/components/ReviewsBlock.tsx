import type { RatingSummaryDto } from '@kinetic/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useId } from 'react';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { type ReviewSubject, useReviews } from '../api/reviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

/** An average and its count in words, with the stars; nothing but the stars' absence with none. */
function Summary({ summary, label, testId }: { summary: RatingSummaryDto; label?: string; testId: string }) {
  const { t } = useTranslation('reviews');
  if (summary.average === null) return null;
  return (
    <Group gap="xs" data-testid={testId}>
      {label && (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      <Stars value={summary.average} />
      <Text size="sm">
        {t('block.summary', {
          count: summary.count,
          average: formatNumber(summary.average),
        })}
      </Text>
    </Group>
  );
}

/**
 * The reviews of a class, a trainer or a gym (docs/adr/0043): the average and count, the gym's own
 * rating apart on a gym's page, then the latest reviews with the partner's answers, five at a time.
 */
export function ReviewsBlock({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const reviews = useReviews(subject);
  const first = reviews.data?.pages[0];
  const items = allItems(reviews.data?.pages);
  let body: React.ReactNode;
  if (reviews.isPending) body = <ListSkeleton rows={2} height={72} />;
  else if (reviews.isError && !first)
    body = (
      <LoadError title={t('block.loadFailed')} error={reviews.error} onRetry={() => void reviews.refetch()} />
    );
  else if (items.length === 0)
    body = (
      <Group gap="xs" c="dimmed">
        <IconStar size={20} aria-hidden />
        <Text size="sm">{t('block.empty')}</Text>
      </Group>
    );
  else
    body = (
      <Stack gap="sm">
        {first && (
          <Stack gap={4}>
            <Summary
              summary={first}
              // On a gym's page its classes' rating and its own are told apart; elsewhere the heading says it.
              label={subject.kind === 'gyms' ? t('block.classTitle') : undefined}
              testId="reviews-summary"
            />
            {first.gym && (
              <Summary summary={first.gym} label={t('block.gymTitle')} testId="gym-rating-summary" />
            )}
          </Stack>
        )}
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
        <LoadMore of={reviews} />
      </Stack>
    );
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {t('block.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
