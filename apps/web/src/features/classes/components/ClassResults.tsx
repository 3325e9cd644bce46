import type { ClassItemDto } from '@kinetic/domain';
import { Alert, Button, Card, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { useBrand } from '../../../app/brand';
import { EmptyState } from '../../../components/EmptyState';
import { useSessionUser } from '../../../lib/session';
import { useClassList } from '../api/class-list';
import type { ClassFilters } from '../model/filters';
import { ClassCard } from './ClassCard';

interface Props {
  filters: ClassFilters;
  onOpen: (item: ClassItemDto) => void;
  onEdit: (item: ClassItemDto) => void;
}

const GRID = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The sessions of the chosen day as a card grid (one column on phones), one page at a time. */
export function ClassResults({ filters, onOpen, onEdit }: Props) {
  const brand = useBrand();
  const user = useSessionUser();
  const list = useClassList(filters);

  if (list.isPending) {
    return (
      <SimpleGrid cols={GRID} spacing="lg" role="status" aria-busy="true" aria-label="Loading classes">
        {SKELETONS.map((key) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton h={180} radius={0} />
            </Card.Section>
            <Skeleton h={20} mt="md" w="70%" />
            <Skeleton h={14} mt="sm" w="50%" />
            <Skeleton h={14} mt="xs" w="40%" />
            <Skeleton h={34} mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  if (list.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Classes could not be loaded"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{list.error.message}</Text>
          <Button variant="default" size="xs" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState icon={<IconCalendarOff size={32} aria-hidden />} title="No classes on this day">
        No classes on this day: try another day or category
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 class' : `${total} classes`}
      </Text>
      <SimpleGrid cols={GRID} spacing="lg">
        {items.map((item) => (
          <ClassCard
            key={item.classSessionId}
            item={item}
            viewerCategory={user?.userCategory ?? null}
            isPrime={brand.isPrime}
            onOpen={onOpen}
            onEdit={onEdit}
          />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Center>
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
