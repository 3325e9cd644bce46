import { Alert, Anchor, Text } from '@mantine/core';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useMyPartnerReview } from '../api/partner-reviews';

/** The alert's title in the text colour: the light yellow and red titles fall short of WCAG AA. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * In a partner's own space: says their account awaits the operator's review, or was not approved and
 * why. Nothing once approved, or for anyone else.
 */
export function PartnerReviewBanner() {
  const user = useSessionUser();
  const review = useMyPartnerReview(user);
  const brand = useBrand();
  const { t } = useTranslation('partnerReview');
  const state = review.data;
  if (!state || state.status === 'APPROVED') return null;
  if (state.status === 'PENDING') {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconClockHour4 aria-hidden />}
        title={t('banner.pendingTitle')}
        styles={READABLE_TITLE}
        data-testid="partner-review-banner"
      >
        {t('banner.pendingText', { brand: brand.name })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={t('banner.refusedTitle')}
      styles={READABLE_TITLE}
      data-testid="partner-review-banner"
    >
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {/* The operator's words, isolated: an English reason keeps its own order in an Arabic line. */}
        {t('banner.refusedReason', { reason: `\u2068${state.reason ?? ''}\u2069` })}
      </Text>
      <Text size="sm">
        {t('banner.refusedText')}{' '}
        <Anchor component={Link} to="/contact" size="sm">
          {t('banner.contact')}
        </Anchor>
      </Text>
    </Alert>
  );
}
