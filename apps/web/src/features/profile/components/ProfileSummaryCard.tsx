import type { UserDto } from '@kinetic/domain';
import { Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, genderLabel, initials } from '../model/labels';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} ta="right" m={0} c={value ? undefined : 'dimmed'}>
        {value ?? 'Not added'}
      </Text>
    </Group>
  );
}

export function ProfileSummaryCard({ user, countryName }: { user: UserDto; countryName: string | null }) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack align="center" gap={6}>
        <Avatar src={user.profileImageThumbnail} alt={name} size={96} radius={96} color="brand">
          {initials(user.firstName, user.lastName)}
        </Avatar>
        <Title order={2} size="h3" ta="center" style={{ wordBreak: 'break-word' }}>
          {name}
        </Title>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
        <Button component={Link} to="/editProfile" leftSection={<IconEdit size={16} />} mt="sm" fullWidth>
          Edit Profile
        </Button>
      </Stack>
      <Divider my="md" />
      <Stack component="dl" gap="sm" m={0}>
        <Detail label="Mobile" value={user.mobile} />
        <Detail label="Country" value={countryName} />
        <Detail label="Gender" value={genderLabel(user.gender)} />
        <Detail label="Date of birth" value={formatDate(user.dob)} />
        <Detail label="Nationality" value={user.nationality} />
        <Detail label="Location" value={user.location} />
      </Stack>
    </Card>
  );
}
