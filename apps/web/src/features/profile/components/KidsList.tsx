import type { KidDto } from '@kinetic/domain';
import { Anchor, Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ageInYears, formatDate, kidGenderLabel } from '../model/labels';

export function KidsList({ kids }: { kids: KidDto[] }) {
  if (kids.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No kids on your profile.{' '}
        <Anchor underline="always" component={Link} to="/editProfile#kids">
          Add your kids
        </Anchor>{' '}
        to book kids classes for them.
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
              {kidGenderLabel(kid.gender)} · {ageInYears(kid.dob)} years · born {formatDate(kid.dob)}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
