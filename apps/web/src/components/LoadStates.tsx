import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { EmptyState } from './EmptyState';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, height = 96 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
      {KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} h={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load: what went wrong and the next step (try again). */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconAlertTriangle size={34} />}
      title={title}
      action={<Button onClick={onRetry}>{t('load.tryAgain')}</Button>}
    >
      {error?.message ?? t('load.checkConnection')}
    </EmptyState>
  );
}

/** 'Load more' under a paginated list. */
/** The part of an infinite query that More needs (TanStack Query's useInfiniteQuery result). */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/** More, for the next page of a list: given the list's infinite query, or its own three parts. */
export function LoadMore(
  props: { of: NextPages } | { hasMore: boolean; loading: boolean; onLoad: () => void },
) {
  const { t } = useTranslation();
  const { hasMore, loading, onLoad } =
    'of' in props
      ? {
          hasMore: props.of.hasNextPage,
          loading: props.of.isFetchingNextPage,
          onLoad: () => void props.of.fetchNextPage(),
        }
      : props;
  if (!hasMore) return null;
  return (
    <Button variant="light" onClick={onLoad} loading={loading} mx="auto" display="block">
      {t('load.more')}
    </Button>
  );
}
