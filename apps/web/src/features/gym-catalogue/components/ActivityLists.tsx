import type { Activity, SubCategory } from '@kinetic/domain';
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCategory, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { CsvButton } from '../../gym-admin';
import { useActivities, useRemoveCatalogueItem, useSubCategories } from '../api/catalogue';
import { failureText } from '../model/form-errors';
import { nameInReader } from '../model/names';
import { type ActivityEdit, ActivityModal } from './ActivityModal';
import { ConfirmModal } from './ConfirmModal';
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
  const [failure, setFailure] = useState<string | null>(null);

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
  const actions = (name: string, onEdit: () => void, onRemove: () => void) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEdit size={14} aria-hidden />}
        onClick={onEdit}
        aria-label={t('editNamed', { name })}
      >
        {t('edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => {
          setFailure(null);
          onRemove();
        }}
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('activities.heading')}
          </Title>
          <Group gap="xs">
            <CsvButton
              path="/manage/activities"
              query={{}}
              fileName="activities.csv"
              label={t('activities.downloadCsv')}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'activity', existing: null })}
            >
              {t('activities.add')}
            </Button>
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          {t('activities.hint')}
        </Text>
        <Table.ScrollContainer minWidth={620}>
          <Table striped verticalSpacing="xs" aria-label={t('activities.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('activities.columns.owner')}</Table.Th>
                <Table.Th>{t('columns.classes')}</Table.Th>
                <Table.Th>{t('activities.columns.subCategories')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activities.data.map((a: Activity) => (
                <Table.Tr key={a.id} data-testid="activity-row">
                  <Table.Td>
                    <Text fw={a.own ? 600 : 400}>{nameInReader(a)}</Text>
                  </Table.Td>
                  <Table.Td>{a.own ? t('activities.own') : t('activities.kinetic')}</Table.Td>
                  <Table.Td>{formatNumber(a.classCount)}</Table.Td>
                  <Table.Td>{formatNumber(a.subCategoryCount)}</Table.Td>
                  <Table.Td>{status(a.active)}</Table.Td>
                  <Table.Td>
                    {a.own &&
                      actions(
                        a.name,
                        () => setEditing({ kind: 'activity', existing: a }),
                        () => setRemoving({ kind: 'activities', id: a.id, name: a.name }),
                      )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('subCategories.heading')}
          </Title>
          <Group gap="xs">
            <CsvButton
              path="/manage/sub-categories"
              query={{}}
              fileName="sub-categories.csv"
              label={t('subCategories.downloadCsv')}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'subCategory', existing: null })}
            >
              {t('subCategories.add')}
            </Button>
          </Group>
        </Group>
        {subCategories.data.length === 0 ? (
          <EmptyState icon={<IconCategory size={34} />} title={t('subCategories.empty.title')}>
            {t('subCategories.empty.text')}
          </EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" aria-label={t('subCategories.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('subCategories.fields.activity')}</Table.Th>
                  <Table.Th>{t('columns.classes')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subCategories.data.map((s: SubCategory) => (
                  <Table.Tr key={s.id} data-testid="sub-category-row">
                    <Table.Td>{nameInReader(s)}</Table.Td>
                    <Table.Td>
                      {nameInReader(
                        activities.data.find((a) => a.id === s.classCategoryId) ?? { name: s.activityName },
                      )}
                    </Table.Td>
                    <Table.Td>{formatNumber(s.classCount)}</Table.Td>
                    <Table.Td>{status(s.active)}</Table.Td>
                    <Table.Td>
                      {actions(
                        s.name,
                        () => setEditing({ kind: 'subCategory', existing: s }),
                        () => setRemoving({ kind: 'sub-categories', id: s.id, name: s.name }),
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {editing && (
        <ActivityModal edit={editing} activities={activities.data} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <ConfirmModal
          title={t(removing.kind === 'activities' ? 'activities.deleteTitle' : 'subCategories.deleteTitle')}
          text={t('deleteConfirm', { name: removing.name })}
          action={t('delete')}
          busy={remove.isPending}
          failure={failure}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { kind: removing.kind, id: removing.id },
              {
                onSuccess: () => setRemoving(null),
                onError: (error) => setFailure(failureText(error, t('saveFailed'))),
              },
            )
          }
        />
      )}
    </Stack>
  );
}
