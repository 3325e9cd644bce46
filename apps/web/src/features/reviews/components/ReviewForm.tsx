import { type BookingReviewDto, REVIEW_BODY_MAX } from '@kinetic/domain';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { instantLabel } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import { useBookingReview, useWriteReview } from '../api/reviews';
import { ReviewItem } from './ReviewItem';
import { StarRatingInput } from './StarRatingInput';

/** The stars and words a customer sends; checked here as the API checks them. */
function RatingForm({ booking }: { booking: BookingReviewDto }) {
  const { t } = useTranslation('reviews');
  const [rating, setRating] = useState<number | null>(null);
  const [gymRating, setGymRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [starsError, setStarsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWriteReview(booking.bookingId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) return setStarsError(t('form.chooseStars'));
    setStarsError(null);
    setFailure(null);
    write.mutate(
      { rating, gymRating, body },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', title: t('form.sentTitle'), message: t('form.sent') }),
        onError: (error) => setFailure(failureText(error, t('form.failedTitle'))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" title={t('form.failedTitle')} role="alert">
            {failure}
          </Alert>
        )}
        <StarRatingInput
          legend={t('stars.legend')}
          value={rating}
          onChange={(stars) => {
            setRating(stars);
            setStarsError(null);
          }}
          error={starsError}
        />
        {booking.gymName && (
          <StarRatingInput
            legend={t('form.gymQuestion', { gym: booking.gymName })}
            value={gymRating}
            onChange={setGymRating}
          />
        )}
        <Textarea
          label={t('form.body')}
          description={t('form.bodyHint')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          rows={4}
          maxLength={REVIEW_BODY_MAX}
        />
        <Button type="submit" loading={write.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The rating form of one booking (reached from the bell, the e-mail and the finished classes): the
 * class and when it was; then the form, the review already sent, or why it cannot be rated.
 */
export function ReviewForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('reviews');
  const booking = useBookingReview(bookingId);
  if (booking.isPending) return <Skeleton h={260} radius="md" />;
  if (booking.isError)
    return (
      <LoadError title={t('form.loadFailed')} error={booking.error} onRetry={() => void booking.refetch()} />
    );
  const data = booking.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>
          <bdi>{t('form.title', { className: data.className })}</bdi>
        </Title>
        <Text c="dimmed">
          {t('form.when', { when: instantLabel(data.startsAt, data.timeZone) })}
          {data.trainerName && ` · ${t('form.trainer', { name: data.trainerName })}`}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        {data.review ? (
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('form.yours')}
            </Title>
            <ReviewItem review={data.review} />
          </Stack>
        ) : data.refusal ? (
          <Alert color="orange" title={t('form.refusedTitle')} data-testid="review-refusal">
            {data.refusal}
          </Alert>
        ) : (
          <RatingForm booking={data} />
        )}
      </Paper>
      <Group gap="md">
        <Anchor component={Link} to={`/class/${data.classId}`}>
          {t('form.toClass')}
        </Anchor>
        <Anchor component={Link} to="/finished">
          {t('form.toSchedule')}
        </Anchor>
      </Group>
    </Stack>
  );
}
