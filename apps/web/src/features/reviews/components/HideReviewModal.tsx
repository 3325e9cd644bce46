import { REVIEW_REASON_MAX } from '@kinetic/domain';
import { ReasonModal } from '../../../components/ReasonModal';
import { useTranslation } from '../../../lib/i18n';
import { useHideReview } from '../api/reviews';
import { reasonCheck } from '../model/reason-check';

/** The gym's staff or the platform hide a review with the reason its author is told. */
export function HideReviewModal({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const hide = useHideReview();
  return (
    <ReasonModal
      title={t('block.hideTitle')}
      intro={t('block.hideIntro')}
      label={t('block.hideReason')}
      hint={t('block.hideHint')}
      maxLength={REVIEW_REASON_MAX}
      submitText={t('block.hideSend')}
      cancelText={t('block.cancel')}
      failedTitle={t('block.hideFailed')}
      danger
      check={reasonCheck(REVIEW_REASON_MAX)}
      onSubmit={(reason) => hide.mutateAsync({ reviewId, hidden: true, reason })}
      onClose={onClose}
    />
  );
}
