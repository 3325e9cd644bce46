import { nationalityIn, type UserDto } from '@kinetic/domain';
import { Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { formatDate, genderKey, initials } from '../model/labels';

function Detail({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} ta="end" m={0} c={value ? undefined : 'dimmed'}>
        {value === null ? t('summary.notAdded') : <bdi>{value}</bdi>}
      </Text>
    </Group>
  );
}

export function ProfileSummaryCard({ user, countryName }: { user: UserDto; countryName: string | null }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const name = `${user.firstName} ${user.lastName}`;
  const gender = genderKey(user.gender);
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
          <bdi>{user.email}</bdi>
        </Text>
        <Button component={Link} to="/editProfile" leftSection={<IconEdit size={16} />} mt="sm" fullWidth>
          {t('summary.editProfile')}
        </Button>
      </Stack>
      <Divider my="md" />
      <Stack component="dl" gap="sm" m={0}>
        <Detail label={t('summary.mobile')} value={user.mobile} />
        <Detail label={t('summary.country')} value={countryName} />
        <Detail label={t('summary.gender')} value={gender && t(gender)} />
        <Detail label={t('summary.dob')} value={formatDate(user.dob)} />
        <Detail
          label={t('summary.nationality')}
          value={user.nationality && nationalityIn(user.nationality, language)}
        />
        <Detail label={t('summary.location')} value={user.location} />
      </Stack>
    </Card>
  );
}
