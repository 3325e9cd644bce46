import type { GymBranchItemDto } from '@kinetic/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** Without a map library loaded here, a link to the branch on a map still gets people there (DESIGN 8). */
const mapLink = (branch: GymBranchItemDto) =>
  `https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=17/${branch.latitude}/${branch.longitude}`;

/** `renderMap` draws a branch's map (the page passes the map component, so features stay apart). */
export function GymBranches({
  branches,
  renderMap,
}: {
  branches: GymBranchItemDto[];
  renderMap?: (branch: GymBranchItemDto) => ReactNode;
}) {
  const { t } = useTranslation('gyms');
  return (
    <Stack gap="sm" component="section" aria-labelledby="gym-branches">
      <Title order={2} size="h4" id="gym-branches">
        {branches.length === 1
          ? t('branches.one')
          : t('branches.many', { count: formatNumber(branches.length) })}
      </Title>
      {branches.length === 0 ? (
        <Text c="dimmed">{t('branches.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {branches.map((branch) => (
            <Card key={branch.id} withBorder radius="md" padding="md" data-testid="gym-branch">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={700}>{branch.branchName}</Text>
                  {branch.womenOnly && (
                    <Badge variant="light" color="grape">
                      {t('branches.womenOnly')}
                    </Badge>
                  )}
                </Group>
                {branch.localityName && <Text size="sm">{branch.localityName}</Text>}
                <Text size="sm" c="dimmed">
                  <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
                  {branch.address}
                </Text>
                {branch.studioInstruction && (
                  <Text size="sm" dir="auto">
                    {branch.studioInstruction}
                  </Text>
                )}
                {renderMap?.(branch)}
                <Anchor href={mapLink(branch)} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('branches.openInMaps', { name: branch.branchName })}
                  <IconExternalLink
                    size={14}
                    aria-hidden
                    style={{ verticalAlign: -2, marginInlineStart: 4 }}
                  />
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
