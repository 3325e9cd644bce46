import { Button, Stack } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { joinClassPages, loadMoreClasses } from '../../classes';
import { usePtClasses } from '../api/pt-classes';

/** PT sessions as a plain list; each opens its class page, where booking starts. */
export function PtClassList() {
  const { t } = useTranslation('personalTraining');
  const classes = usePtClasses();
  const items = joinClassPages(classes.data?.pages ?? []);
  if (classes.isPending) return <ListSkeleton rows={4} />;
  if (classes.isError && !classes.data) {
    return (
      <LoadError title={t('list.loadError')} error={classes.error} onRetry={() => void classes.refetch()} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconBarbell size={34} />}
        title={t('list.emptyTitle')}
        action={
          <Button component={Link} to="/trainers">
            {t('list.browseTrainers')}
          </Button>
        }
      >
        {t('list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <ClassSummaryRow key={item.classSessionId} item={item} />
      ))}
      <LoadMore
        hasMore={classes.hasNextPage}
        loading={classes.isFetchingNextPage}
        onLoad={() => void loadMoreClasses(classes)}
      />
    </Stack>
  );
}
