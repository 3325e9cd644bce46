import type { ClassItemDto, Page } from '@kinetic/domain';
import { Button, Stack, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';
import { allItems } from '../../../lib/paging';
import { useTrainerClasses } from '../api/trainers';

export function TrainerUpcomingClasses({
  trainerId,
  first,
  firstName,
}: {
  trainerId: number;
  first: Page<ClassItemDto>;
  firstName: string;
}) {
  const { t } = useTranslation('trainers');
  const classes = useTrainerClasses(trainerId, first);
  const items = allItems(classes.data.pages);
  return (
    <Stack gap="sm" component="section" aria-labelledby="trainer-classes">
      <Title order={2} size="h4" id="trainer-classes">
        {t('classes.title')}
      </Title>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconCalendarOff size={34} />}
          title={t('classes.emptyTitle', { name: firstName })}
          action={
            <Button component={Link} to="/classes" variant="light">
              {t('classes.browseAll')}
            </Button>
          }
        >
          {t('classes.emptyText')}
        </EmptyState>
      ) : (
        <>
          {items.map((item) => (
            <ClassSummaryRow key={item.classSessionId} item={item} />
          ))}
          <LoadMore of={classes} />
        </>
      )}
    </Stack>
  );
}
