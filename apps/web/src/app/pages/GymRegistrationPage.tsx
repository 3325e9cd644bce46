import { PageMeta } from '../../components/PageMeta';
import { GymRegistrationForm } from '../../features/registration/components/GymRegistrationForm';
import { PartnerPitch } from '../../features/registration/components/PartnerPitch';
import { RegistrationLayout } from '../../features/registration/components/RegistrationLayout';

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
