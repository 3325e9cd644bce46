import type { GymPackage } from '@kinetic/domain';
import { Button, Group, Switch, Text } from '@mantine/core';
import { IconEdit, IconPackage, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminColumn, AdminTable, type RowAction } from '../../../components/AdminTable';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/FormDialog';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import { useGymPackages, useSetPackageActive } from '../api/catalogue';
import { StatusBadge } from './StatusBadge';

/** The gym's packages: type, what they give, price, sales and whether they are on sale. */
export function PackageTable({ onAdd, onEdit }: { onAdd: () => void; onEdit: (pkg: GymPackage) => void }) {
  const { t } = useTranslation('gymCatalogue');
  const [page, setPage] = useState(0);
  const [includeBurnt, setIncludeBurnt] = useState(false);
  const packages = useGymPackages(page, includeBurnt);
  const setActive = useSetPackageActive();
  const [deactivating, setDeactivating] = useState<GymPackage | null>(null);

  const gives = (p: GymPackage) =>
    [
      p.unlimited ? t('packages.unlimited') : null,
      p.classes !== null ? t('packages.classes', { count: p.classes, n: formatNumber(p.classes) }) : null,
      p.credits > 0 ? t('packages.credits', { count: p.credits, n: formatNumber(p.credits) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  const columns: AdminColumn<GymPackage>[] = [
    {
      header: t('packages.columns.name'),
      cell: (p) => (
        <>
          <Text fw={600}>{p.name}</Text>
          {p.nameAr && (
            <Text size="sm" c="dimmed" dir="rtl">
              {p.nameAr}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('packages.columns.type'),
      cell: (p) => `${t(`types.${p.packageType}`)} · ${t(`categories.${p.packageCategory}`)}`,
    },
    { header: t('packages.columns.gives'), cell: gives },
    {
      header: t('packages.columns.validity'),
      cell: (p) => t('packages.days', { count: p.validityDays, n: formatNumber(p.validityDays) }),
    },
    { header: t('packages.columns.price'), cell: (p) => formatMoney(p.price, p.currencyCode) },
    { header: t('packages.columns.sold'), cell: (p) => formatNumber(p.sold) },
    {
      header: t('packages.columns.status'),
      cell: (p) => (
        <StatusBadge color={p.active ? 'teal' : 'gray'}>
          {p.active ? t('packages.onSale') : t('packages.deactivated')}
        </StatusBadge>
      ),
    },
  ];

  const actions = (p: GymPackage): RowAction[] => [
    { text: t('edit'), label: t('editNamed', { name: p.name }), icon: IconEdit, onClick: () => onEdit(p) },
    p.active
      ? {
          text: t('packages.deactivate'),
          label: t('packages.deactivateNamed', { name: p.name }),
          icon: IconPlayerPause,
          tone: 'danger',
          onClick: () => setDeactivating(p),
        }
      : {
          text: t('packages.reactivate'),
          label: t('packages.reactivateNamed', { name: p.name }),
          icon: IconPlayerPlay,
          tone: 'quiet',
          busy: setActive.isPending && setActive.variables?.id === p.id,
          onClick: () => setActive.mutate({ id: p.id, active: true }),
        },
  ];

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
      <AdminTable
        label={t('packages.tableLabel')}
        source={packages}
        loadFailedTitle={t('packages.loadFailed')}
        rows={packages.data?.items}
        rowKey={(p) => p.id}
        rowTestId="gym-package-row"
        columns={columns}
        actions={actions}
        minWidth={760}
        empty={
          <EmptyState
            icon={<IconPackage size={34} />}
            title={t('packages.empty.title')}
            action={<Button onClick={onAdd}>{t('packages.add')}</Button>}
          >
            {t('packages.empty.text')}
          </EmptyState>
        }
        footer={<AdminPager page={page} size={50} total={packages.data?.total ?? 0} onChange={setPage} />}
      />
      {deactivating && (
        <ConfirmDialog
          title={t('packages.deactivateTitle')}
          text={t('packages.deactivateConfirm', { name: deactivating.name })}
          action={t('packages.deactivate')}
          onClose={() => setDeactivating(null)}
          onConfirm={() => setActive.mutateAsync({ id: deactivating.id, active: false })}
        />
      )}
    </>
  );
}
