import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/PageHeading';
import { ReferralProgrammeSettings } from '../../features/referrals';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/referral-programmes: the platform operator sets each brand's programme per country. */
export default function ReferralProgrammesPage() {
  const { t } = useTranslation('referrals');
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('programmes.title')}
        description={t('programmes.description')}
        intro={t('programmes.intro')}
      />
      <ReferralProgrammeSettings />
    </Stack>
  );
}
