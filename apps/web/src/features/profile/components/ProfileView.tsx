import { Button, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { useClassCategories, useStores } from '../../../lib/reference-data';
import { useMe } from '../../users';
import { FavouriteActivities } from './FavouriteActivities';
import { KidsList } from './KidsList';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SectionCard } from './SectionCard';
import { WorkoutTimes } from './WorkoutTimes';

export function ProfileView() {
  const me = useMe();
  const stores = useStores();
  const categories = useClassCategories();

  if (me.isPending) return <ProfileSkeleton />;
  if (me.isError) {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={34} />}
        title="We could not load your profile"
        action={<Button onClick={() => void me.refetch()}>Try again</Button>}
      >
        {me.error.message}
      </EmptyState>
    );
  }
  const user = me.data;
  const countryName = stores.data?.find((store) => store.id === user.storeId)?.name ?? null;
  const edit = (what: string, to = '/editProfile') => (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconEdit size={14} />}
      aria-label={`Edit ${what}`}
    >
      Edit
    </Button>
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileSummaryCard user={user} countryName={countryName} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <SectionCard title="Favourite activities" action={edit('favourite activities')}>
            <FavouriteActivities activities={user.userDetailMappingList} categories={categories.data ?? []} />
          </SectionCard>
          <SectionCard title="Preferred workout times">
            <WorkoutTimes times={user.timePreference} />
          </SectionCard>
          <SectionCard title="Kids" action={edit('kids', '/editProfile#kids')}>
            <KidsList kids={user.userKidsList} />
          </SectionCard>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
