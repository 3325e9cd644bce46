import type { ClassCategoryDto, UserDto } from '@kinetic/domain';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ActivityIcon';

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
        No favourite activities yet.{' '}
        <Anchor underline="always" component={Link} to="/editProfile">
          Pick a few
        </Anchor>{' '}
        and we will suggest classes you will love.
      </Text>
    );
  }
  const iconOf = (id: number) => categories.find((category) => category.id === id)?.icon ?? '';
  return (
    <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => (
        <Paper component="li" key={activity.classCategoryId} withBorder radius="xl" py={4} pl={4} pr="md">
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
