import { PageMeta } from '../../components/PageMeta';
import { GymRegistrationForm, PartnerPitch, RegistrationLayout } from '../../features/registration';

export default function GymRegistrationPage() {
  return (
    <>
      <PageMeta
        title="Register your gym"
        description="List your studio, sell classes and memberships, and manage bookings in one place."
      />
      <RegistrationLayout
        title="Register your gym"
        intro="Tell us about your studio and your prices. It takes about three minutes."
        pitch={<PartnerPitch kind="gym" />}
      >
        <GymRegistrationForm />
      </RegistrationLayout>
    </>
  );
}
