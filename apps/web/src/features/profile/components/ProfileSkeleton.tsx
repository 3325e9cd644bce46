import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label={t('loading')}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={460} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Skeleton h={140} radius="lg" />
          <Skeleton h={110} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
