import { PageMeta } from '../../components/PageMeta';
import { PartnerPitch, RegistrationLayout, TrainerRegistrationForm } from '../../features/registration';
import { useTranslation } from '../../lib/i18n';

export default function TrainerRegistrationPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageMeta title={t('pages.trainerTitle')} description={t('pages.trainerDescription')} />
      <RegistrationLayout
        title={t('pages.trainerTitle')}
        intro={t('pages.trainerIntro')}
        pitch={<PartnerPitch kind="trainer" />}
      >
        <TrainerRegistrationForm />
      </RegistrationLayout>
    </>
  );
}
