import { addressWithArea, type ClassPlace, mapLink } from '@kinetic/domain';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useLanguage, useTranslation } from '../../../lib/i18n';

import { LazyBranchMap as BranchMap } from './LazyBranchMap';

type PhysicalPlace = Extract<ClassPlace, { kind: 'GYM' | 'VENUE' }>;

/**
 * Where a class happens in person: a gym's branch or a freelance trainer's venue.
 * Its name, address and area; with a pin, a map and an 'Open in maps' link: without network the tiles
 * fail, the rest still shows.
 */
export function PlaceLocation({ place }: { place: PhysicalPlace }) {
  const { t } = useTranslation('classes');
  const comma = useLanguage() === 'ar' ? '، ' : ', ';
  const label = place.name ?? place.address;
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
        <div>
          {place.kind === 'VENUE' && place.name && (
            <Text size="sm" fw={600} dir="auto">
              {place.name}
            </Text>
          )}
          <Text size="sm" dir="auto" data-testid="class-address">
            {addressWithArea(place, comma)}
          </Text>
        </div>
      </Group>
      {place.pin && (
        <>
          <section aria-label={t('location.mapOf', { place: label })}>
            <BranchMap latitude={place.pin.latitude} longitude={place.pin.longitude} label={label} />
          </section>
          <Anchor href={mapLink(place.pin)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('location.openInMaps')}
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>{t('location.opensInNewTab')}</VisuallyHidden>
            </Group>
          </Anchor>
        </>
      )}
    </Stack>
  );
}
