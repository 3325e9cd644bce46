import type { PaymentStatus, TransactionDto } from '@kinetic/domain';
import { Anchor, Badge, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/payments';
import { dateTimeLabel, usePackageName } from '../model/package-format';

/** Each status's colour; its label is the catalogue's transactions.status_<STATUS>. */
const STATUS_COLOR: Record<PaymentStatus, string> = {
  PAID: 'teal.9',
  PENDING: 'blue.9',
  FAILED: 'red.8',
  CANCELED: 'gray.8',
};

function StatusBadge({ status, shrink }: { status: PaymentStatus; shrink?: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={STATUS_COLOR[status]} style={shrink === false ? { flexShrink: 0 } : undefined}>
      {t(`transactions.status_${status}`)}
    </Badge>
  );
}

/** The member's payments, newest first, a page at a time. */
export function TransactionList() {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(0);
  const phone = useMaxWidth('48em');
  const transactions = useTransactions(page);
  if (transactions.isPending) return <ListSkeleton rows={4} height={48} />;
  if (transactions.isError) {
    return (
      <LoadError
        title={t('transactions.loadFailed')}
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  const { items, total } = transactions.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<IconReceipt size={34} aria-hidden />}
        title={t('transactions.emptyTitle')}
        action={
          <Anchor component={Link} to="/membership">
            {t('transactions.buyPackage')}
          </Anchor>
        }
      >
        {t('transactions.emptyBody')}
      </EmptyState>
    );
  }
  const pages = Math.ceil(total / TRANSACTIONS_PAGE_SIZE);
  return (
    <Stack gap="md">
      {phone ? (
        <Stack gap="sm">
          {items.map((item) => (
            <TransactionCard key={item.referenceId} item={item} />
          ))}
        </Stack>
      ) : (
        <TransactionTable items={items} />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
            getControlProps={(control) => ({ 'aria-label': t(`transactions.pageControl.${control}`) })}
            getItemProps={(number) => ({ 'aria-label': t('transactions.page', { n: formatNumber(number) }) })}
          />
        </Group>
      )}
    </Stack>
  );
}

const confirmationPath = (referenceId: string) => `/paymentconfirmation/${encodeURIComponent(referenceId)}`;

/** Phones: one card per payment, so the status is never scrolled out of view. */
function TransactionCard({ item }: { item: TransactionDto }) {
  const { t } = useTranslation('payments');
  const packageName = usePackageName();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="transaction-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{packageName(item.packageName)}</Text>
          <StatusBadge status={item.status} shrink={false} />
        </Group>
        <Text size="sm">
          {formatMoney(item.amount, item.currencyCode)} · {dateTimeLabel(item.createdAt)}
        </Text>
        {item.promoName && (
          <Text size="xs" c="dimmed">
            {t('transactions.promo', { name: item.promoName })}
          </Text>
        )}
        <Anchor component={Link} to={confirmationPath(item.referenceId)} size="sm">
          {t('transactions.reference', { reference: item.referenceId })}
        </Anchor>
      </Stack>
    </Card>
  );
}

function TransactionTable({ items }: { items: TransactionDto[] }) {
  const { t } = useTranslation('payments');
  const packageName = usePackageName();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-label={t('transactions.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transactions.date')}</Table.Th>
            <Table.Th>{t('transactions.package')}</Table.Th>
            <Table.Th>{t('transactions.amount')}</Table.Th>
            <Table.Th>{t('transactions.status')}</Table.Th>
            <Table.Th>{t('transactions.referenceColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.referenceId} data-testid="transaction-row">
              <Table.Td>{dateTimeLabel(item.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {packageName(item.packageName)}
                </Text>
                {item.promoName && (
                  <Text size="xs" c="dimmed">
                    {t('transactions.promo', { name: item.promoName })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatMoney(item.amount, item.currencyCode)}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={confirmationPath(item.referenceId)} size="sm">
                  {item.referenceId}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
