import { PageMeta } from '../../components/PageMeta';
import { PartnerPitch, RegistrationLayout, TrainerRegistrationForm } from '../../features/registration';

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
