import { PageMeta } from '../../components/PageMeta';
import { GymRegistrationForm, PartnerPitch, RegistrationLayout } from '../../features/registration';
import { useTranslation } from '../../lib/i18n';

export default function GymRegistrationPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageMeta title={t('pages.gymTitle')} description={t('pages.gymDescription')} />
      <RegistrationLayout
        title={t('pages.gymTitle')}
        intro={t('pages.gymIntro')}
        pitch={<PartnerPitch kind="gym" />}
      >
        <GymRegistrationForm />
      </RegistrationLayout>
    </>
  );
}
