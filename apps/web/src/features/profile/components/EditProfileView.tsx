import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { useTranslation } from '../../../lib/i18n';
import { useMe } from '../../users';
import { EditProfileForm } from './EditProfileForm';

export function EditProfileView() {
  const { t } = useTranslation('profile');
  const me = useMe();
  if (me.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={420} radius="lg" />
        <Skeleton h={160} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  }
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
  return <EditProfileForm user={me.data} />;
}
