import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { BrandReviewSettings, PendingPartnerList } from '../../features/partner-review';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/partner-reviews: the platform operator approves or refuses new partners (issue 40). */
export default function PartnerReviewPage() {
  const { t } = useTranslation('partnerReview');
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <PendingPartnerList />
      <BrandReviewSettings />
    </Stack>
  );
}
