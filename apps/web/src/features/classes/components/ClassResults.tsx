import type { ClassItemDto } from '@kinetic/domain';
import { Alert, Button, Card, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { useBrand } from '../../../lib/brand';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useClassList } from '../api/class-list';
import { isOutdatedList, joinClassPages, loadMoreClasses } from '../model/class-pages';
import type { ClassFilters } from '../model/filters';
import { ClassCard } from './ClassCard';

interface Props {
  filters: ClassFilters;
  onOpen: (item: ClassItemDto) => void;
  onEdit: (item: ClassItemDto) => void;
  /** The pointer or focus reached a card: the popup it opens may be fetched now. */
  onIntent?: () => void;
  /** Shows the next day's classes; absent on the last day that can be booked. */
  onNextDay?: () => void;
}

const GRID = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
/** The most cards a row holds (GRID's widest): the first row's pictures are in the first paint. */
const FIRST_ROW_MAX = 4;
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The sessions of the chosen day as a card grid (one column on phones), one page at a time. */
export function ClassResults({ filters, onOpen, onEdit, onIntent, onNextDay }: Props) {
  const { t } = useTranslation('classes');
  const brand = useBrand();
  const user = useSessionUser();
  const list = useClassList(filters);

  // docs/adr/0014: next pages continue the first page's list; an hour-old list is loaded again.
  const loadMore = () => loadMoreClasses(list);

  if (list.isPending) {
    return (
      <SimpleGrid cols={GRID} spacing="lg" role="status" aria-busy="true" aria-label={t('list.loading')}>
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

  // The first page failed. (A later page that fails leaves the loaded cards, with its message.)
  if (!list.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('list.loadFailed')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{list.error?.message}</Text>
          <Button variant="default" size="xs" onClick={() => list.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const items = joinClassPages(list.data.pages);
  // A later page (or a refresh) failed: the cards loaded stay, with the message. An outdated list is
  // being loaded again (loadMore), not a failure to show.
  const failure = list.isError && !list.isFetching && !isOutdatedList(list.error) ? list.error : null;
  const total = list.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={32} aria-hidden />}
        title={t('list.emptyTitle')}
        action={
          onNextDay && (
            <Button variant="light" onClick={onNextDay}>
              {t('list.nextDay')}
            </Button>
          )
        }
      >
        {t('list.emptyBody')}
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.count', { count: total, n: formatNumber(total) })}
      </Text>
      <SimpleGrid cols={GRID} spacing="lg" onPointerOver={onIntent} onFocus={onIntent}>
        {items.map((item, index) => (
          <ClassCard
            key={item.classSessionId}
            item={item}
            viewer={user}
            isPrime={brand.isPrime}
            onOpen={onOpen}
            onEdit={onEdit}
            eager={index < FIRST_ROW_MAX}
          />
        ))}
      </SimpleGrid>
      {failure && (
        <Text size="sm" c="red" role="alert" ta="center">
          {failure.message}
        </Text>
      )}
      {list.hasNextPage && (
        <Center>
          <Button variant="default" loading={list.isFetching} onClick={loadMore}>
            {t('list.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
