import { Button, Stack } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError, LoadMore } from '../../../components/LoadStates';
import { joinClassPages, loadMoreClasses } from '../../classes';
import { usePtClasses } from '../api/pt-classes';

/** PT sessions as a plain list; each opens its class page, where booking starts. */
export function PtClassList() {
  const classes = usePtClasses();
  const items = joinClassPages(classes.data?.pages ?? []);
  if (classes.isPending) return <ListSkeleton rows={4} />;
  if (classes.isError && !classes.data) {
    return (
      <LoadError
        title="We could not load personal training"
        error={classes.error}
        onRetry={() => void classes.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconBarbell size={34} />}
        title="No personal training sessions right now"
        action={
          <Button component={Link} to="/trainers">
            Browse trainers
          </Button>
        }
      >
        Trainers add new slots often: check back soon, or find a trainer you like.
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
