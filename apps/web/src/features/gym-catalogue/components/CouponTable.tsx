import { COUPON_STATUSES, type Coupon, type CouponStatus } from '@kinetic/domain';
import { Badge, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager, CsvButton } from '../../gym-admin';
import { type CouponFilter, useCoupons, useRemoveCoupon } from '../api/catalogue';
import { failureText } from '../model/form-errors';
import { ConfirmModal } from './ConfirmModal';
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
  const [failure, setFailure] = useState<string | null>(null);

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

  let body: React.ReactNode;
  if (coupons.isPending) body = <ListSkeleton rows={3} height={48} />;
  else if (coupons.isError) {
    body = (
      <LoadError
        title={t('coupons.loadFailed')}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
      />
    );
  } else if (coupons.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconTicket size={34} />}
        title={t('coupons.empty.title')}
        action={<Button onClick={onAdd}>{t('coupons.add')}</Button>}
      >
        {t('coupons.empty.text')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="sm" aria-label={t('coupons.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('coupons.columns.code')}</Table.Th>
                <Table.Th>{t('coupons.columns.discount')}</Table.Th>
                <Table.Th>{t('coupons.columns.valid')}</Table.Th>
                <Table.Th>{t('coupons.columns.packages')}</Table.Th>
                <Table.Th>{t('coupons.columns.uses')}</Table.Th>
                <Table.Th>{t('coupons.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.data.items.map((c) => (
                <Table.Tr key={c.id} data-testid="coupon-row">
                  <Table.Td>
                    <Text fw={600} ff="monospace">
                      {c.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{discount(c)}</Text>
                      {extras(c).map((extra) => (
                        <Text size="sm" c="dimmed" key={extra}>
                          {extra}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{dates(c)}</Table.Td>
                  <Table.Td>
                    {c.packages.length === 0
                      ? t('coupons.allPackages')
                      : c.packages.map((p) => p.name).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {c.maxUses === null
                      ? formatNumber(c.uses)
                      : t('coupons.usesOf', { uses: formatNumber(c.uses), max: formatNumber(c.maxUses) })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge color={STATUS_COLOR[c.status]}>
                        {t(`coupons.status.${c.status}`)}
                      </StatusBadge>
                      {!c.active && (
                        <Badge color="gray" c="gray.8" variant="outline">
                          {t('coupons.inactive')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => onEdit(c)}
                        aria-label={t('editNamed', { name: c.name })}
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
                          setRemoving(c);
                        }}
                        aria-label={t('deleteNamed', { name: c.name })}
                      >
                        {t('delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager page={page} size={50} total={coupons.data.total} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      {filters}
      {body}
      {removing && (
        <ConfirmModal
          title={t('coupons.deleteTitle')}
          text={
            removing.uses > 0
              ? t('coupons.deleteUsed', { name: removing.name, count: removing.uses })
              : t('coupons.deleteConfirm', { name: removing.name })
          }
          action={t('delete')}
          busy={remove.isPending}
          failure={failure}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: (result) => {
                onRemoved(
                  result.outcome === 'deleted'
                    ? t('coupons.deleted', { name: removing.name })
                    : t('coupons.deactivatedInstead', { name: removing.name }),
                );
                setRemoving(null);
              },
              onError: (error) => setFailure(failureText(error, t('saveFailed'))),
            })
          }
        />
      )}
    </>
  );
}
