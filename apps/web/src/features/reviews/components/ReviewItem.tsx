import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX, type ReviewDto, routesLikeGym } from '@kinetic/domain';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonModal } from '../../../components/ReasonModal';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { reportReview, useReplyToReview } from '../api/reviews';
import { reasonCheck } from '../model/reason-check';
import { HideReviewModal } from './HideReviewModal';
import { Stars } from './Stars';

/** The partner's one public answer, written in place. */
function ReplyBox({ review }: { review: ReviewDto }) {
  const { t } = useTranslation('reviews');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const send = () => {
    const checked = reasonCheck(REVIEW_REPLY_MAX)(text);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    reply.mutate(
      { reviewId: review.id, reply: checked.reason },
      { onError: (failure) => setError(failureText(failure, t('block.replyFailed'))) },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('block.replyLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        rows={2}
        maxLength={REVIEW_REPLY_MAX}
      />
      <Button size="xs" onClick={send} loading={reply.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('block.replySend')}
      </Button>
    </Stack>
  );
}

/**
 * One review: its stars, author and day, words, the gym's own stars, and the partner's answer. Its
 * answerers (the class's trainer or gym) get the reply box while there is none; anyone else signed
 * in may report it; the gym's staff may hide it with a reason.
 */
export function ReviewItem({ review, headingLevel = 3 }: { review: ReviewDto; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('reviews');
  const user = useSessionUser();
  const [asking, setAsking] = useState<'report' | 'hide' | null>(null);
  const answerer = user !== null && review.answerers.includes(user.id);
  const staff = user !== null && routesLikeGym(user.userCategory) && user.id === review.gymUserId;
  const date = formatDate(review.createdAt.slice(0, 10), { day: 'numeric', month: 'long', year: 'numeric' });
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Paper withBorder radius="md" p="sm" component="article" data-testid="review">
      <Stack gap={6}>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Stars value={review.rating} />
            <Text component={Heading} size="sm" fw={600} m={0}>
              <bdi>{t('block.by', { author: review.author, date })}</bdi>
            </Text>
          </Group>
          <Group gap={4}>
            {user !== null && !answerer && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                leftSection={<IconFlag size={14} aria-hidden />}
                aria-label={t('block.reportLabel', { author: review.author })}
                onClick={() => setAsking('report')}
              >
                {t('block.report')}
              </Button>
            )}
            {staff && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconEyeOff size={14} aria-hidden />}
                aria-label={t('block.hideLabel', { author: review.author })}
                onClick={() => setAsking('hide')}
              >
                {t('block.hide')}
              </Button>
            )}
          </Group>
        </Group>
        {review.body && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <bdi>{review.body}</bdi>
          </Text>
        )}
        {review.gymRating !== null && (
          <Text size="xs" c="dimmed">
            {t('block.gymStars', { value: formatNumber(review.gymRating) })}
          </Text>
        )}
        {review.reply !== null ? (
          <Alert variant="light" color="gray" title={t('block.reply')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <bdi>{review.reply}</bdi>
            </Text>
          </Alert>
        ) : (
          answerer && <ReplyBox review={review} />
        )}
      </Stack>
      {asking === 'report' && (
        <ReasonModal
          title={t('block.reportTitle')}
          intro={t('block.reportIntro')}
          label={t('block.reportReason')}
          hint={t('block.reportHint')}
          maxLength={REVIEW_REASON_MAX}
          submitText={t('block.reportSend')}
          cancelText={t('block.cancel')}
          failedTitle={t('block.reportFailed')}
          check={reasonCheck(REVIEW_REASON_MAX)}
          onSubmit={(reason) =>
            reportReview(review.id, reason).then(() =>
              notifications.show({
                color: 'green',
                title: t('block.reportedTitle'),
                message: t('block.reported'),
              }),
            )
          }
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'hide' && <HideReviewModal reviewId={review.id} onClose={() => setAsking(null)} />}
    </Paper>
  );
}
