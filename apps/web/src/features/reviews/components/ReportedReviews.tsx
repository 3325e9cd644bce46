import type { ManagedReviewDto } from '@kinetic/domain';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useHideReview, useReportedReviews } from '../api/reviews';
import { HideReviewModal } from './HideReviewModal';
import { Stars } from './Stars';

/** The gym's reported reviews: each with its reports, hidden (with the reason) or shown again. */
export function ReportedReviews() {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const reported = useReportedReviews(0);
  const hide = useHideReview();
  const [hiding, setHiding] = useState<ManagedReviewDto | null>(null);
  const show = (review: ManagedReviewDto) =>
    hide.mutate(
      { reviewId: review.id, hidden: false },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('block.hideFailed'),
            message: failureText(error, t('block.hideFailed')),
          }),
      },
    );
  const items = reported.data?.items ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      id="reported-reviews"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {t('reported.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reported.note')}
        </Text>
        {reported.isPending ? (
          <ListSkeleton rows={2} height={72} />
        ) : reported.isError ? (
          <LoadError
            title={t('reported.loadFailed')}
            error={reported.error}
            onRetry={() => void reported.refetch()}
          />
        ) : items.length === 0 ? (
          <Text size="sm">{t('reported.empty')}</Text>
        ) : (
          items.map((review) => (
            <Paper key={review.id} withBorder p="sm" radius="md" data-testid="reported-review">
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap">
                  <Group gap="xs">
                    <Stars value={review.rating} />
                    <Text size="sm" fw={600}>
                      <bdi>{review.className}</bdi> · <bdi>{review.author}</bdi>
                    </Text>
                  </Group>
                  {review.hidden ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconEye size={14} aria-hidden />}
                      aria-label={t('block.unhideLabel', { author: review.author })}
                      onClick={() => show(review)}
                    >
                      {t('block.unhide')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={<IconEyeOff size={14} aria-hidden />}
                      aria-label={t('block.hideLabel', { author: review.author })}
                      onClick={() => setHiding(review)}
                    >
                      {t('block.hide')}
                    </Button>
                  )}
                </Group>
                {review.body && (
                  <Text size="sm">
                    <bdi>{review.body}</bdi>
                  </Text>
                )}
                <Badge
                  variant="light"
                  color={review.hidden ? 'red' : 'gray'}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {review.hidden
                    ? t('block.hidden', { reason: review.hiddenReason ?? '' })
                    : t('reported.shown')}
                </Badge>
                <Text size="xs" fw={600}>
                  {t('reported.reports')}
                </Text>
                <List size="sm">
                  {review.reports.map((report) => (
                    <List.Item key={report.createdAt + report.reason}>
                      <bdi>{report.reason}</bdi>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
      {hiding && <HideReviewModal reviewId={hiding.id} onClose={() => setHiding(null)} />}
    </Paper>
  );
}
