import { COUPON_STATUSES, type Coupon, type CouponStatus } from '@kinetic/domain';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminColumn, AdminTable, type RowAction } from '../../../components/AdminTable';
import { EmptyState } from '../../../components/EmptyState';
import { ConfirmDialog } from '../../../components/FormDialog';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import { type CouponFilter, useCoupons, useRemoveCoupon } from '../api/catalogue';
import { StatusBadge } from './StatusBadge';

const STATUS_COLOR: Record<CouponStatus, 'teal' | 'blue' | 'gray'> = {
  valid: 'teal',
  upcoming: 'blue',
  expired: 'gray',
};
const day = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** The gym's coupons by status and active flag, with what they give, their dates and their uses. */
export function CouponTable({
  onAdd,
  onEdit,
  onRemoved,
}: {
  onAdd: () => void;
  onEdit: (coupon: Coupon) => void;
  onRemoved: (message: string) => void;
}) {
  const { t } = useTranslation('gymCatalogue');
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<CouponFilter>({ status: null, isActive: null });
  const coupons = useCoupons(page, filter);
  const remove = useRemoveCoupon();
  const [removing, setRemoving] = useState<Coupon | null>(null);

  const discount = (c: Coupon) =>
    c.discountType === 'PERCENTAGE'
      ? t('coupons.percentOff', { n: formatNumber(c.discountValue) })
      : t('coupons.amountOff', { amount: formatMoney(c.discountValue, c.currencyCode ?? 'KWD') });
  const extras = (c: Coupon) =>
    [
      c.extraCredits > 0 ? t('coupons.extraCredits', { n: formatNumber(c.extraCredits) }) : null,
      c.extraDays > 0 ? t('coupons.extraDays', { n: formatNumber(c.extraDays) }) : null,
    ].filter(Boolean);
  const dates = (c: Coupon) =>
    c.validFrom && c.validTo
      ? t('coupons.between', { from: day(c.validFrom), to: day(c.validTo) })
      : c.validFrom
        ? t('coupons.from', { from: day(c.validFrom) })
        : c.validTo
          ? t('coupons.until', { to: day(c.validTo) })
          : t('coupons.always');

  const filters = (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('coupons.filters.status')}
        data={[
          { value: 'all', label: t('coupons.filters.all') },
          ...COUPON_STATUSES.map((status) => ({ value: status, label: t(`coupons.status.${status}`) })),
        ]}
        value={filter.status ?? 'all'}
        allowDeselect={false}
        onChange={(value) => {
          setFilter({ ...filter, status: value && value !== 'all' ? (value as CouponStatus) : null });
          setPage(0);
        }}
      />
      <Select
        label={t('coupons.filters.active')}
        data={[
          { value: 'all', label: t('coupons.filters.all') },
          { value: 'true', label: t('coupons.active') },
          { value: 'false', label: t('coupons.inactive') },
        ]}
        value={filter.isActive === null ? 'all' : String(filter.isActive)}
        allowDeselect={false}
        onChange={(value) => {
          setFilter({ ...filter, isActive: value === 'all' || !value ? null : value === 'true' });
          setPage(0);
        }}
      />
      <CsvButton
        path="/manage/coupons"
        query={{ status: filter.status ?? undefined, isActive: filter.isActive ?? undefined }}
        fileName="coupons.csv"
      />
    </Group>
  );

  const columns: AdminColumn<Coupon>[] = [
    {
      header: t('coupons.columns.code'),
      cell: (c) => (
        <Text fw={600} ff="monospace">
          {c.name}
        </Text>
      ),
    },
    {
      header: t('coupons.columns.discount'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{discount(c)}</Text>
          {extras(c).map((extra) => (
            <Text size="sm" c="dimmed" key={extra}>
              {extra}
            </Text>
          ))}
        </Stack>
      ),
    },
    { header: t('coupons.columns.valid'), cell: dates },
    {
      header: t('coupons.columns.packages'),
      cell: (c) =>
        c.packages.length === 0 ? t('coupons.allPackages') : c.packages.map((p) => p.name).join(', '),
    },
    {
      header: t('coupons.columns.uses'),
      cell: (c) =>
        c.maxUses === null
          ? formatNumber(c.uses)
          : t('coupons.usesOf', { uses: formatNumber(c.uses), max: formatNumber(c.maxUses) }),
    },
    {
      header: t('coupons.columns.status'),
      cell: (c) => (
        <Group gap={4}>
          <StatusBadge color={STATUS_COLOR[c.status]}>{t(`coupons.status.${c.status}`)}</StatusBadge>
          {!c.active && (
            <Badge color="gray" c="gray.8" variant="outline">
              {t('coupons.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];

  const actions = (c: Coupon): RowAction[] => [
    { text: t('edit'), label: t('editNamed', { name: c.name }), icon: IconEdit, onClick: () => onEdit(c) },
    {
      text: t('delete'),
      label: t('deleteNamed', { name: c.name }),
      icon: IconTrash,
      tone: 'danger',
      onClick: () => setRemoving(c),
    },
  ];

  return (
    <>
      {filters}
      <AdminTable
        label={t('coupons.tableLabel')}
        source={coupons}
        loadFailedTitle={t('coupons.loadFailed')}
        rows={coupons.data?.items}
        rowKey={(c) => c.id}
        rowTestId="coupon-row"
        columns={columns}
        actions={actions}
        minWidth={860}
        empty={
          <EmptyState
            icon={<IconTicket size={34} />}
            title={t('coupons.empty.title')}
            action={<Button onClick={onAdd}>{t('coupons.add')}</Button>}
          >
            {t('coupons.empty.text')}
          </EmptyState>
        }
        footer={<AdminPager page={page} size={50} total={coupons.data?.total ?? 0} onChange={setPage} />}
      />
      {removing && (
        <ConfirmDialog
          title={t('coupons.deleteTitle')}
          text={
            removing.uses > 0
              ? t('coupons.deleteUsed', { name: removing.name, count: removing.uses })
              : t('coupons.deleteConfirm', { name: removing.name })
          }
          action={t('delete')}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove
              .mutateAsync(removing.id)
              .then((result) =>
                onRemoved(
                  result.outcome === 'deleted'
                    ? t('coupons.deleted', { name: removing.name })
                    : t('coupons.deactivatedInstead', { name: removing.name }),
                ),
              )
          }
        />
      )}
    </>
  );
}
