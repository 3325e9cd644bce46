import { routesLikeGym } from '@kinetic/domain';
import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import {
  GymProfileForm,
  PicturesSection,
  TrainerProfileForm,
  useOwnProfile,
} from '../../features/partner-profile';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

/** SPEC 2.1 trainer/editProfile and gym/editProfile. */
export default function PartnerEditProfilePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const { t } = useTranslation('partnerProfile');
  if (!user) return null;
  const isGym = routesLikeGym(user.userCategory);
  const back = isGym ? '/gym/profile' : '/trainer/profile';
  return (
    <Stack gap="lg">
      <PageMeta title={t('page.editTitle')} description={t('page.editDescription')} />
      <Stack gap={4}>
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden className="directional-icon" /> {t('page.back')}
          </Group>
        </Anchor>
        <Title order={1}>{t('page.editTitle')}</Title>
      </Stack>
      {profile.isPending ? (
        <Skeleton h={420} radius="lg" />
      ) : profile.isError ? (
        <LoadError title={t('page.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <PicturesSection
            profile={profile.data}
            name={isGym ? (profile.data.studioName ?? user.firstName) : `${user.firstName} ${user.lastName}`}
          />
          {isGym ? (
            <GymProfileForm profile={profile.data} user={user} onSaved={() => navigate(back)} />
          ) : (
            <TrainerProfileForm profile={profile.data} onSaved={() => navigate(back)} />
          )}
        </>
      )}
    </Stack>
  );
}
