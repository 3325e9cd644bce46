import type { ClassCategoryDto, UserDto } from '@kinetic/domain';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ActivityIcon';
import { Trans } from '../../../lib/i18n';

export function FavouriteActivities({
  activities,
  categories,
}: {
  activities: UserDto['userDetailMappingList'];
  categories: ClassCategoryDto[];
}) {
  if (activities.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans
          ns="profile"
          i18nKey="activities.none"
          components={{ pick: <Anchor underline="always" component={Link} to="/editProfile" /> }}
        />
      </Text>
    );
  }
  const iconOf = (id: number) => categories.find((category) => category.id === id)?.icon ?? '';
  return (
    <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => (
        <Paper component="li" key={activity.classCategoryId} withBorder radius="xl" py={4} ps={4} pe="md">
          <Group gap="xs" wrap="nowrap">
            <ActivityIcon icon={iconOf(activity.classCategoryId)} size={18} />
            <Text size="sm" fw={500}>
              {activity.classCategoryName}
            </Text>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
