import type { ClassItemDto } from '@kinetic/domain';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { mapsUrl } from '../../../lib/links';

import { LazyBranchMap as BranchMap } from './LazyBranchMap';

/** Address, map and an 'Open in maps' link: without network the tiles fail, the rest still shows. */
export function BranchLocation({ branch }: { branch: NonNullable<ClassItemDto['gymBranchDetail']> }) {
  const { t } = useTranslation('classes');
  const label = `${branch.gymName}, ${branch.branchName}`;
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
        <Text size="sm">
          {branch.localityName && !branch.address.includes(branch.localityName)
            ? `${branch.address}, ${branch.localityName}`
            : branch.address}
        </Text>
      </Group>
      <section aria-label={t('location.mapOf', { place: label })}>
        <BranchMap latitude={branch.latitude} longitude={branch.longitude} label={label} />
      </section>
      <Anchor
        href={mapsUrl(branch.latitude, branch.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
      >
        <Group gap={4} component="span" wrap="nowrap">
          {t('location.openInMaps')}
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>{t('location.opensInNewTab')}</VisuallyHidden>
        </Group>
      </Anchor>
    </Stack>
  );
}
