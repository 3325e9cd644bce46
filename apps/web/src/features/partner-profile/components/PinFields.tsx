import { NumberInput, SimpleGrid, Skeleton } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { GymFormValues } from '../model/profile-forms';

const BranchPinMap = lazy(() => import('./BranchPinMap'));
/** Kuwait City, where a map opens before anything is pinned. */
const DEFAULT_CENTER = { latitude: 29.3759, longitude: 47.9774 };

/** Whether both typed coordinates are numbers. */
export function isPinned(latitude: number | string, longitude: number | string): boolean {
  return (
    latitude !== '' &&
    longitude !== '' &&
    Number.isFinite(Number(latitude)) &&
    Number.isFinite(Number(longitude))
  );
}

/**
 * Latitude and longitude fields with a map beside them: click the map (or drag the pin) to place it,
 * or type the coordinates. Used by each branch and by the gym's main location.
 */
export function PinFields({
  form,
  prefix,
  latitude,
  longitude,
  label,
  required,
}: {
  form: UseFormReturnType<GymFormValues>;
  /** '' for the main location, 'branches.0.' for a branch. */
  prefix: string;
  latitude: number | string;
  longitude: number | string;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('partnerProfile');
  const pinned = isPinned(latitude, longitude);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('pin.latitude')}
          withAsterisk={required}
          decimalScale={6}
          min={-90}
          max={90}
          {...form.getInputProps(`${prefix}latitude`)}
        />
        <NumberInput
          label={t('pin.longitude')}
          withAsterisk={required}
          decimalScale={6}
          min={-180}
          max={180}
          {...form.getInputProps(`${prefix}longitude`)}
        />
      </SimpleGrid>
      <section aria-label={t('pin.mapOf', { name: label })}>
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <BranchPinMap
            latitude={pinned ? Number(latitude) : DEFAULT_CENTER.latitude}
            longitude={pinned ? Number(longitude) : DEFAULT_CENTER.longitude}
            label={label}
            onPick={(lat, lng) => {
              form.setFieldValue(`${prefix}latitude`, Number(lat.toFixed(6)));
              form.setFieldValue(`${prefix}longitude`, Number(lng.toFixed(6)));
            }}
          />
        </Suspense>
      </section>
    </>
  );
}
