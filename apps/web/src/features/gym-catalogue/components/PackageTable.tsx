import type { GymPackage } from '@kinetic/domain';
import { Button, Group, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPackage, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import { useGymPackages, useSetPackageActive } from '../api/catalogue';
import { failureText } from '../model/form-errors';
import { ConfirmModal } from './ConfirmModal';
import { StatusBadge } from './StatusBadge';

/** The gym's packages: type, what they give, price, sales and whether they are on sale. */
export function PackageTable({ onAdd, onEdit }: { onAdd: () => void; onEdit: (pkg: GymPackage) => void }) {
  const { t } = useTranslation('gymCatalogue');
  const [page, setPage] = useState(0);
  const [includeBurnt, setIncludeBurnt] = useState(false);
  const packages = useGymPackages(page, includeBurnt);
  const setActive = useSetPackageActive();
  const [deactivating, setDeactivating] = useState<GymPackage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const gives = (p: GymPackage) =>
    [
      p.unlimited ? t('packages.unlimited') : null,
      p.classes !== null ? t('packages.classes', { count: p.classes, n: formatNumber(p.classes) }) : null,
      p.credits > 0 ? t('packages.credits', { count: p.credits, n: formatNumber(p.credits) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  let body: React.ReactNode;
  if (packages.isPending) body = <ListSkeleton rows={3} height={48} />;
  else if (packages.isError) {
    body = (
      <LoadError
        title={t('packages.loadFailed')}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
    );
  } else if (packages.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconPackage size={34} />}
        title={t('packages.empty.title')}
        action={<Button onClick={onAdd}>{t('packages.add')}</Button>}
      >
        {t('packages.empty.text')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t('packages.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('packages.columns.name')}</Table.Th>
                <Table.Th>{t('packages.columns.type')}</Table.Th>
                <Table.Th>{t('packages.columns.gives')}</Table.Th>
                <Table.Th>{t('packages.columns.validity')}</Table.Th>
                <Table.Th>{t('packages.columns.price')}</Table.Th>
                <Table.Th>{t('packages.columns.sold')}</Table.Th>
                <Table.Th>{t('packages.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packages.data.items.map((p) => (
                <Table.Tr key={p.id} data-testid="gym-package-row">
                  <Table.Td>
                    <Text fw={600}>{p.name}</Text>
                    {p.nameAr && (
                      <Text size="sm" c="dimmed" dir="rtl">
                        {p.nameAr}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t(`types.${p.packageType}`)} · {t(`categories.${p.packageCategory}`)}
                  </Table.Td>
                  <Table.Td>{gives(p)}</Table.Td>
                  <Table.Td>
                    {t('packages.days', { count: p.validityDays, n: formatNumber(p.validityDays) })}
                  </Table.Td>
                  <Table.Td>{formatMoney(p.price, p.currencyCode)}</Table.Td>
                  <Table.Td>{formatNumber(p.sold)}</Table.Td>
                  <Table.Td>
                    <StatusBadge color={p.active ? 'teal' : 'gray'}>
                      {p.active ? t('packages.onSale') : t('packages.deactivated')}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => onEdit(p)}
                        aria-label={t('editNamed', { name: p.name })}
                      >
                        {t('edit')}
                      </Button>
                      {p.active ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconPlayerPause size={14} aria-hidden />}
                          onClick={() => {
                            setFailure(null);
                            setDeactivating(p);
                          }}
                          aria-label={t('packages.deactivateNamed', { name: p.name })}
                        >
                          {t('packages.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPlayerPlay size={14} aria-hidden />}
                          loading={setActive.isPending && setActive.variables?.id === p.id}
                          onClick={() => setActive.mutate({ id: p.id, active: true })}
                          aria-label={t('packages.reactivateNamed', { name: p.name })}
                        >
                          {t('packages.reactivate')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager page={page} size={50} total={packages.data.total} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Switch
          label={t('packages.showDeactivated')}
          checked={includeBurnt}
          onChange={(event) => {
            setIncludeBurnt(event.currentTarget.checked);
            setPage(0);
          }}
        />
        <CsvButton path="/manage/packages" query={{ includeBurnt }} fileName="packages.csv" />
      </Group>
      {body}
      {deactivating && (
        <ConfirmModal
          title={t('packages.deactivateTitle')}
          text={t('packages.deactivateConfirm', { name: deactivating.name })}
          action={t('packages.deactivate')}
          busy={setActive.isPending}
          failure={failure}
          onClose={() => setDeactivating(null)}
          onConfirm={() =>
            setActive.mutate(
              { id: deactivating.id, active: false },
              {
                onSuccess: () => setDeactivating(null),
                onError: (error) => setFailure(failureText(error, t('saveFailed'))),
              },
            )
          }
        />
      )}
    </>
  );
}
