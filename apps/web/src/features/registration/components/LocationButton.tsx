import { Button, Group, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPinCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { intlLocale, useTranslation } from '../../../lib/i18n';

/** A coordinate with four decimals (as toFixed(4) writes it) in the reader's digits. */
const coordinate = (value: number) =>
  new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    useGrouping: false,
  }).format(value);

/** Optional: the studio's coordinates help members find the nearest branch. */
export function LocationButton({
  latitude,
  longitude,
  onLocate,
}: {
  latitude: number | null;
  longitude: number | null;
  onLocate: (latitude: number, longitude: number) => void;
}) {
  const { t } = useTranslation('registration');
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = () => {
    if (!navigator.geolocation) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onLocate(position.coords.latitude, position.coords.longitude);
      },
      () => setState('failed'),
      { timeout: 10_000 },
    );
  };
  const located = latitude !== null && longitude !== null;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={located ? <IconMapPinCheck size={16} /> : <IconCurrentLocation size={16} />}
        loading={state === 'locating'}
        onClick={locate}
      >
        {located ? t('location.update') : t('location.use')}
      </Button>
      <Text size="sm" c={state === 'failed' ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
        {state === 'failed'
          ? t('location.failed')
          : located
            ? t('location.added', { latitude: coordinate(latitude), longitude: coordinate(longitude) })
            : t('location.hint')}
      </Text>
    </Group>
  );
}
