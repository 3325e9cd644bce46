import type { CustomerDetailDto, CustomerPackageDto, PaymentStatus } from '@kinetic/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCustomer } from '../api/customers';
import { dateTime, shortDate } from '../model/dates';
import { AddPackageModal } from './AddPackageModal';
import { BookingsTable } from './BookingsTable';
import { CUSTOMERS_PAGE } from './CustomersView';
import { EditPackageModal } from './EditPackageModal';
import { FeesSection } from './FeesSection';
import { LedgerTable } from './LedgerTable';
import { StrikesSection } from './StrikesSection';

// Light tints with dark text: white on a filled orange badge fails WCAG AA at a badge's size.
const STATUS_COLOR = { ACTIVE: 'teal', EXPIRED: 'orange', CANCELED: 'gray' } as const;

/**
 * One customer at the gym: their strikes (and a pause of their bookings), late-cancel and no-show fees,
 * packages (add, edit, ledger), bookings, transactions and kids.
 */
export function CustomerView({ userId }: { userId: number }) {
  const { t } = useTranslation('gymCustomers');
  const customer = useCustomer(userId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerPackageDto | null>(null);
  const back = (
    <Anchor component={Link} to={CUSTOMERS_PAGE}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('customer.back')}
      </Group>
    </Anchor>
  );
  if (customer.isPending) return <ListSkeleton rows={3} height={80} />;
  if (customer.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          title={t('customer.loadError')}
          error={customer.error}
          onRetry={() => void customer.refetch()}
        />
      </Stack>
    );
  }
  const data = customer.data;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} data-testid="customer-name">
            {data.name}
          </Title>
          <Text c="dimmed" size="sm">
            {data.email}
            {data.mobile ? ` · ${t('customer.phone', { phone: data.mobile })}` : ''} ·{' '}
            {t('customer.since', { date: shortDate(data.createdAt) })}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('pkg.add')}
        </Button>
      </Group>
      <StrikesSection userId={userId} />
      <FeesSection userId={userId} />
      <Tabs defaultValue="packages" keepMounted={false}>
        <Tabs.List aria-label={t('customer.tabs')}>
          <Tabs.Tab value="packages">{t('customer.packages')}</Tabs.Tab>
          <Tabs.Tab value="bookings">{t('customer.bookings')}</Tabs.Tab>
          <Tabs.Tab value="transactions">{t('customer.transactions')}</Tabs.Tab>
          <Tabs.Tab value="kids">{t('customer.kids')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="packages" pt="md">
          <Packages data={data} onEdit={setEditing} />
        </Tabs.Panel>
        <Tabs.Panel value="bookings" pt="md">
          {data.bookings.length === 0 ? (
            <Text c="dimmed">{t('customer.noBookings')}</Text>
          ) : (
            <BookingsTable items={data.bookings} showCustomer={false} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <Transactions data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="kids" pt="md">
          {data.kids.length === 0 ? (
            <Text c="dimmed">{t('customer.noKids')}</Text>
          ) : (
            <Stack gap="xs">
              {data.kids.map((kid) => (
                <Text key={kid.id}>
                  {kid.name} · {t('customer.kidBorn', { date: formatDate(kid.dob, { dateStyle: 'medium' }) })}
                </Text>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      {adding && <AddPackageModal customer={data} onClose={() => setAdding(false)} />}
      {editing && <EditPackageModal userId={userId} pkg={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function Packages({ data, onEdit }: { data: CustomerDetailDto; onEdit: (pkg: CustomerPackageDto) => void }) {
  const { t } = useTranslation('gymCustomers');
  if (data.packages.length === 0) return <Text c="dimmed">{t('customer.noPackages')}</Text>;
  return (
    <Stack gap="md">
      {data.packages.map((pkg) => (
        <Card key={pkg.id} withBorder radius="md" padding="md" data-testid="customer-package">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Title order={3} size="h4">
                  {pkg.name}
                </Title>
                <Badge variant="light" color={STATUS_COLOR[pkg.status]} c="dark.8">
                  {t(`pkg.status_${pkg.status}`)}
                </Badge>
                {pkg.kidName && (
                  <Badge variant="light" c="dark.8">
                    {t('pkg.forKid', { name: pkg.kidName })}
                  </Badge>
                )}
              </Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => onEdit(pkg)}
                aria-label={t('pkg.editTitle', { name: pkg.name })}
              >
                {t('pkg.edit')}
              </Button>
            </Group>
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                {t('pkg.credits')}:{' '}
                <b data-testid="package-credits">
                  {pkg.unlimited ? t('pkg.unlimited') : formatNumber(pkg.creditsBalance)}
                </b>
              </Text>
              <Text size="sm">
                {t('pkg.classes')}:{' '}
                <b>{pkg.classesLeft === null ? t('pkg.noCount') : formatNumber(pkg.classesLeft)}</b>
              </Text>
              <Text size="sm">
                {t('pkg.expires')}: <b>{shortDate(pkg.expiresAt)}</b>
              </Text>
              <Text size="sm">
                {t('pkg.amount')}:{' '}
                <b>{pkg.amount === null ? t('pkg.granted') : formatMoney(pkg.amount, pkg.currencyCode)}</b>
                {pkg.paidAtDesk ? ` (${t('pkg.paidAtDesk')})` : ''}
              </Text>
            </Group>
            <LedgerTable
              rows={pkg.ledger}
              currencyCode={pkg.currencyCode}
              label={t('pkg.history', { name: pkg.name })}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function Transactions({ data }: { data: CustomerDetailDto }) {
  const { t } = useTranslation('gymCustomers');
  if (data.transactions.length === 0) return <Text c="dimmed">{t('customer.noTransactions')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('customer.transactions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tx.date')}</Table.Th>
            <Table.Th>{t('tx.reference')}</Table.Th>
            <Table.Th>{t('tx.package')}</Table.Th>
            <Table.Th>{t('tx.amount')}</Table.Th>
            <Table.Th>{t('tx.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.transactions.map((row) => (
            <Table.Tr key={row.referenceId} data-testid="customer-transaction">
              <Table.Td>{dateTime(row.paidAt ?? row.createdAt)}</Table.Td>
              <Table.Td dir="ltr">{row.referenceId}</Table.Td>
              <Table.Td>{row.packageName ?? ''}</Table.Td>
              <Table.Td>{formatMoney(row.amount, row.currencyCode)}</Table.Td>
              <Table.Td>
                {t(`tx.status_${row.status as PaymentStatus}`)} ·{' '}
                {row.kind === 'DESK' ? t('tx.desk') : t('tx.online')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
