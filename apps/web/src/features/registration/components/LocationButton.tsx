import { Button, Group, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPinCheck } from '@tabler/icons-react';
import { useState } from 'react';

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
        {located ? 'Update studio location' : 'Use my current location'}
      </Button>
      <Text size="sm" c={state === 'failed' ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
        {state === 'failed'
          ? 'We could not get your location. You can add it later.'
          : located
            ? `Location added (${latitude.toFixed(4)}, ${longitude.toFixed(4)})`
            : 'Optional: press this while at your studio.'}
      </Text>
    </Group>
  );
}
