import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { ReviewForm } from '../../features/reviews';
import { useTranslation } from '../../lib/i18n';

/** /review/:bookingId: the rating form the bell, the e-mail and the finished classes link to. */
export default function ReviewPage() {
  const { t } = useTranslation('reviews');
  const { bookingId } = useParams();
  return (
    <Box maw={720} mx="auto">
      <PageMeta title={t('form.metaTitle')} />
      <ReviewForm bookingId={Number(bookingId)} />
    </Box>
  );
}
