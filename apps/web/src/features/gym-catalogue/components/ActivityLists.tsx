import type { Activity, SubCategory } from '@kinetic/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type RowAction } from '../../../components/AdminTable';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/FormDialog';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { useActivities, useRemoveCatalogueItem, useSubCategories } from '../api/catalogue';
import { nameInReader } from '../model/names';
import { type ActivityEdit, ActivityModal } from './ActivityModal';
import { StatusBadge } from './StatusBadge';

type Removing = { kind: 'activities' | 'sub-categories'; id: number; name: string };

/** The activities a gym's classes can take (Kinetic's and its own) and its sub-categories. */
export function ActivityLists() {
  const { t } = useTranslation('gymCatalogue');
  const activities = useActivities();
  const subCategories = useSubCategories();
  const remove = useRemoveCatalogueItem();
  const [editing, setEditing] = useState<ActivityEdit | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  // One wait and one failure for the page: the sub-categories name their activities.
  if (activities.isPending || subCategories.isPending) return <ListSkeleton rows={4} height={44} />;
  if (activities.isError || subCategories.isError) {
    return (
      <LoadError
        title={t('activities.loadFailed')}
        error={activities.error ?? subCategories.error}
        onRetry={() => {
          void activities.refetch();
          void subCategories.refetch();
        }}
      />
    );
  }
  const status = (active: boolean) => (
    <StatusBadge color={active ? 'teal' : 'gray'}>
      {active ? t('status.active') : t('status.inactive')}
    </StatusBadge>
  );
  const editAndDelete = (name: string, onEdit: () => void, onRemove: () => void): RowAction[] => [
    { text: t('edit'), label: t('editNamed', { name }), icon: IconEdit, onClick: onEdit },
    {
      text: t('delete'),
      label: t('deleteNamed', { name }),
      icon: IconTrash,
      tone: 'danger',
      onClick: onRemove,
    },
  ];
  const heading = (prefix: 'activities' | 'subCategories', csv: string, onAdd: () => void) => (
    <Group justify="space-between">
      <Title order={2} size="h3">
        {t(`${prefix}.heading`)}
      </Title>
      <Group gap="xs">
        <CsvButton
          path={`/manage/${csv}`}
          query={{}}
          fileName={`${csv}.csv`}
          label={t(`${prefix}.downloadCsv`)}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t(`${prefix}.add`)}
        </Button>
      </Group>
    </Group>
  );

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        {heading('activities', 'activities', () => setEditing({ kind: 'activity', existing: null }))}
        <Text c="dimmed" size="sm">
          {t('activities.hint')}
        </Text>
        <AdminTable
          label={t('activities.tableLabel')}
          rows={activities.data}
          rowKey={(a: Activity) => a.id}
          rowTestId="activity-row"
          spacing="xs"
          minWidth={620}
          columns={[
            { header: t('columns.name'), cell: (a) => <Text fw={a.own ? 600 : 400}>{nameInReader(a)}</Text> },
            {
              header: t('activities.columns.owner'),
              cell: (a) => (a.own ? t('activities.own') : t('activities.kinetic')),
            },
            { header: t('columns.classes'), cell: (a) => formatNumber(a.classCount) },
            { header: t('activities.columns.subCategories'), cell: (a) => formatNumber(a.subCategoryCount) },
            { header: t('columns.status'), cell: (a) => status(a.active) },
          ]}
          actions={(a) =>
            a.own
              ? editAndDelete(
                  a.name,
                  () => setEditing({ kind: 'activity', existing: a }),
                  () => setRemoving({ kind: 'activities', id: a.id, name: a.name }),
                )
              : []
          }
        />
      </Stack>

      <Stack gap="sm">
        {heading('subCategories', 'sub-categories', () =>
          setEditing({ kind: 'subCategory', existing: null }),
        )}
        <AdminTable
          label={t('subCategories.tableLabel')}
          rows={subCategories.data}
          rowKey={(s: SubCategory) => s.id}
          rowTestId="sub-category-row"
          spacing="xs"
          minWidth={560}
          empty={
            <EmptyState icon={<IconCategory size={34} />} title={t('subCategories.empty.title')}>
              {t('subCategories.empty.text')}
            </EmptyState>
          }
          columns={[
            { header: t('columns.name'), cell: (s) => nameInReader(s) },
            {
              header: t('subCategories.fields.activity'),
              cell: (s) =>
                nameInReader(
                  activities.data.find((a) => a.id === s.classCategoryId) ?? { name: s.activityName },
                ),
            },
            { header: t('columns.classes'), cell: (s) => formatNumber(s.classCount) },
            { header: t('columns.status'), cell: (s) => status(s.active) },
          ]}
          actions={(s) =>
            editAndDelete(
              s.name,
              () => setEditing({ kind: 'subCategory', existing: s }),
              () => setRemoving({ kind: 'sub-categories', id: s.id, name: s.name }),
            )
          }
        />
      </Stack>

      {editing && (
        <ActivityModal edit={editing} activities={activities.data} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <ConfirmDialog
          title={t(removing.kind === 'activities' ? 'activities.deleteTitle' : 'subCategories.deleteTitle')}
          text={t('deleteConfirm', { name: removing.name })}
          action={t('delete')}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutateAsync({ kind: removing.kind, id: removing.id })}
        />
      )}
    </Stack>
  );
}
