import { GymAdminFrame } from '../../features/gym-admin';
import { SeatPolicyForm } from '../../features/waitlist-offers';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/seat-policy: what the gym's full classes do when a seat frees up, and their waitlists' size. */
export default function GymSeatPolicyPage() {
  const { t } = useTranslation('waitlistOffers');
  return (
    <GymAdminFrame area="seatPolicy" title={t('policy.title')} intro={t('policy.intro')}>
      <SeatPolicyForm />
    </GymAdminFrame>
  );
}
