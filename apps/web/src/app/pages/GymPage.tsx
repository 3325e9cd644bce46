import { useParams } from 'react-router';
import { LazyBranchMap as BranchMap } from '../../features/classes';
import { GymProfile } from '../../features/gyms';
import { ReviewsBlock } from '../../features/reviews';
import { useTranslation } from '../../lib/i18n';

/** gym/{id}, gym/{id}/{name}, gym/{id}/{timestamp} and gym/profile/{id}/...: the id decides. */
export default function GymPage() {
  const { t } = useTranslation('gyms');
  const { id } = useParams();
  return (
    <>
      <GymProfile
        gymId={Number(id)}
        renderMap={(branch) => (
          <section aria-label={t('branches.map', { name: branch.branchName })}>
            <BranchMap latitude={branch.latitude} longitude={branch.longitude} label={branch.branchName} />
          </section>
        )}
      />
      <ReviewsBlock subject={{ kind: 'gyms', id: Number(id) }} />
    </>
  );
}
