import { Button, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { useTranslation } from '../../../lib/i18n';
import { useClassCategories, useStores } from '../../../lib/reference-data';
import { useMe } from '../../users';
import { FavouriteActivities } from './FavouriteActivities';
import { KidsList } from './KidsList';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SectionCard } from './SectionCard';
import { WorkoutTimes } from './WorkoutTimes';

export function ProfileView() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const stores = useStores();
  const categories = useClassCategories();

  if (me.isPending) return <ProfileSkeleton />;
  if (me.isError) {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={34} />}
        title={t('loadFailed')}
        action={<Button onClick={() => void me.refetch()}>{t('tryAgain')}</Button>}
      >
        {me.error.message}
      </EmptyState>
    );
  }
  const user = me.data;
  const countryName = stores.data?.find((store) => store.id === user.storeId)?.name ?? null;
  const edit = (label: string, to = '/editProfile') => (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconEdit size={14} />}
      aria-label={label}
    >
      {t('sections.edit')}
    </Button>
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileSummaryCard user={user} countryName={countryName} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <SectionCard title={t('sections.activities')} action={edit(t('sections.editActivities'))}>
            <FavouriteActivities activities={user.userDetailMappingList} categories={categories.data ?? []} />
          </SectionCard>
          <SectionCard title={t('sections.times')}>
            <WorkoutTimes times={user.timePreference} />
          </SectionCard>
          <SectionCard title={t('sections.kids')} action={edit(t('sections.editKids'), '/editProfile#kids')}>
            <KidsList kids={user.userKidsList} />
          </SectionCard>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
