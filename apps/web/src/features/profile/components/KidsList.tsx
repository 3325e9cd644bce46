import type { KidDto } from '@kinetic/domain';
import { Anchor, Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { Trans, useTranslation } from '../../../lib/i18n';
import { ageInYears, formatDate, kidGenderKey } from '../model/labels';

export function KidsList({ kids }: { kids: KidDto[] }) {
  const { t } = useTranslation('profile');
  if (kids.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans
          ns="profile"
          i18nKey="kids.none"
          components={{ add: <Anchor underline="always" component={Link} to="/editProfile#kids" /> }}
        />
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {kids.map((kid) => (
        <Group key={kid.id} component="li" gap="sm" wrap="nowrap">
          <Avatar color="brand" radius="xl" alt="">
            {kid.name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{kid.name}</Text>
            <Text size="sm" c="dimmed">
              {t('kids.details', {
                gender: t(kidGenderKey(kid.gender)),
                age: t('kids.age', { count: ageInYears(kid.dob), years: formatNumber(ageInYears(kid.dob)) }),
                date: formatDate(kid.dob),
              })}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
