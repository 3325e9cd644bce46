import { formatMoney, type PaymentStatus, type TransactionDto } from '@kinetic/domain';
import { Anchor, Badge, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/payments';
import { dateTimeLabel, usePackageName } from '../model/package-format';

const STATUS: Record<PaymentStatus, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'teal.9' },
  PENDING: { label: 'Pending', color: 'blue.9' },
  FAILED: { label: 'Failed', color: 'red.8' },
  CANCELED: { label: 'Cancelled', color: 'gray.8' },
};

/** The member's payments, newest first, a page at a time. */
export function TransactionList() {
  const [page, setPage] = useState(0);
  const phone = useMediaQuery('(max-width: 48em)');
  const transactions = useTransactions(page);
  if (transactions.isPending) return <ListSkeleton rows={4} height={48} />;
  if (transactions.isError) {
    return (
      <LoadError
        title="We could not load your transactions"
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  const { items, total } = transactions.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<IconReceipt size={34} />}
        title="No transactions yet"
        action={
          <Anchor component={Link} to="/membership">
            Buy a package
          </Anchor>
        }
      >
        Your package purchases and renewals will be listed here.
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
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
          />
        </Group>
      )}
    </Stack>
  );
}

const confirmationPath = (referenceId: string) => `/paymentconfirmation/${encodeURIComponent(referenceId)}`;

/** Phones: one card per payment, so the status is never scrolled out of view. */
function TransactionCard({ item }: { item: TransactionDto }) {
  const packageName = usePackageName();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="transaction-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{packageName(item.packageName)}</Text>
          <Badge color={STATUS[item.status].color} style={{ flexShrink: 0 }}>
            {STATUS[item.status].label}
          </Badge>
        </Group>
        <Text size="sm">
          {formatMoney(item.amount, item.currencyCode)} · {dateTimeLabel(item.createdAt)}
        </Text>
        {item.promoName && (
          <Text size="xs" c="dimmed">
            Promo {item.promoName}
          </Text>
        )}
        <Anchor component={Link} to={confirmationPath(item.referenceId)} size="sm">
          Reference {item.referenceId}
        </Anchor>
      </Stack>
    </Card>
  );
}

function TransactionTable({ items }: { items: TransactionDto[] }) {
  const packageName = usePackageName();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Package</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reference</Table.Th>
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
                    Promo {item.promoName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatMoney(item.amount, item.currencyCode)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[item.status].color}>{STATUS[item.status].label}</Badge>
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
