import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { BrandReviewSettings, PendingPartnerList } from '../../features/partner-review';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/partner-reviews: the platform operator approves or refuses new partners. */
export default function PartnerReviewPage() {
  const { t } = useTranslation('partnerReview');
  return (
    <Stack gap="lg">
      <PageHeading title={t('page.title')} description={t('page.description')} intro={t('page.intro')} />
      <PendingPartnerList />
      <BrandReviewSettings />
    </Stack>
  );
}
