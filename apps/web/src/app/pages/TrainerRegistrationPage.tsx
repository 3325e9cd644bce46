import { PageMeta } from '../../components/PageMeta';
import { PartnerPitch } from '../../features/registration/components/PartnerPitch';
import { RegistrationLayout } from '../../features/registration/components/RegistrationLayout';
import { TrainerRegistrationForm } from '../../features/registration/components/TrainerRegistrationForm';

export default function TrainerRegistrationPage() {
  return (
    <>
      <PageMeta
        title="Register as a trainer"
        description="Teach your classes and personal training sessions to members across the Gulf."
      />
      <RegistrationLayout
        title="Register as a trainer"
        intro="Tell us about you and how you train. It takes about three minutes."
        pitch={<PartnerPitch kind="trainer" />}
      >
        <TrainerRegistrationForm />
      </RegistrationLayout>
    </>
  );
}
