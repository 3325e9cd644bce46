import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** While a class loads: the detail's outline. */
export function ClassDetailSkeleton() {
  const { t } = useTranslation('classes');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('detail.loading')}>
      <Skeleton h={200} radius="md" />
      <Skeleton h={28} w="60%" />
      <Skeleton h={16} w="40%" />
      <Skeleton h={80} />
      <Skeleton h={36} w={140} />
    </Stack>
  );
}

/** A class that failed to load: deleted (404) or a failure to retry. */
export function ClassDetailError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('classes');
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={gone ? 'gray' : 'red'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={gone ? t('detail.notAvailable') : t('detail.loadFailed')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {!gone && (
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('detail.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
