import { routesLikeGym } from '@kinetic/domain';
import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { myClassesPath } from '../../features/class-management';
import { OwnProfileView, useOwnProfile } from '../../features/partner-profile';
import { PartnerReviewBanner } from '../../features/partner-review';
import { useTranslation } from '../../lib/i18n';
import { gymPath, trainerPath } from '../../lib/links';
import { useSessionUser } from '../../lib/session';

/** SPEC 2.1 trainer/profile and gym/profile: the partner's own profile. */
export default function PartnerProfilePage() {
  const user = useSessionUser();
  const profile = useOwnProfile();
  const { t } = useTranslation('partnerProfile');
  if (!user) return null;
  const isGym = routesLikeGym(user.userCategory);
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <PartnerReviewBanner />
      {profile.isPending ? (
        <>
          <Skeleton h={220} radius="lg" />
          <Skeleton h={180} radius="lg" />
        </>
      ) : profile.isError ? (
        <LoadError title={t('page.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <OwnProfileView
          profile={profile.data}
          isGym={isGym}
          editPath={isGym ? '/gym/editProfile' : '/trainer/editProfile'}
          classesPath={myClassesPath(user.userCategory)}
          publicPath={isGym ? gymPath(user.id) : trainerPath({ id: user.id, firstName: user.firstName })}
        />
      )}
    </Stack>
  );
}
