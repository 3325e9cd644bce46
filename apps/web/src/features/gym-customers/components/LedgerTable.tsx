import type { LedgerRowDto } from '@kinetic/domain';
import { Table } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { dateTime, shortDate } from '../model/dates';

const signed = (value: number) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value));

/** A package's ledger: each change, the balances after it, who made it and why. */
export function LedgerTable({
  rows,
  currencyCode,
  label,
}: {
  rows: LedgerRowDto[];
  currencyCode: string;
  label: string;
}) {
  const { t } = useTranslation('gymCustomers');
  const change = (row: LedgerRowDto) =>
    [
      row.deltaCredits !== 0 && t('ledger.credits', { delta: signed(row.deltaCredits) }),
      row.deltaClasses !== 0 && t('ledger.classes', { delta: signed(row.deltaClasses) }),
      row.deltaAmount !== 0 &&
        t('ledger.amount', {
          delta: `${row.deltaAmount > 0 ? '+' : ''}${formatMoney(row.deltaAmount, currencyCode)}`,
        }),
      row.expiresAfter && t('ledger.expiry', { date: shortDate(row.expiresAfter) }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.when')}</Table.Th>
            <Table.Th>{t('ledger.change')}</Table.Th>
            <Table.Th>{t('ledger.after')}</Table.Th>
            <Table.Th>{t('ledger.by')}</Table.Th>
            <Table.Th>{t('ledger.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="ledger-row">
              <Table.Td>{dateTime(row.createdAt)}</Table.Td>
              <Table.Td>
                {t(`ledger.reason_${row.reason}`)}
                {change(row) ? `: ${change(row)}` : ''}
              </Table.Td>
              <Table.Td>
                {row.classesAfter === null
                  ? t('ledger.afterCredits', { credits: formatNumber(row.creditsAfter) })
                  : t('ledger.afterText', {
                      credits: formatNumber(row.creditsAfter),
                      classes: formatNumber(row.classesAfter),
                    })}
              </Table.Td>
              <Table.Td>{row.actorName ?? t('ledger.customer')}</Table.Td>
              <Table.Td>{row.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
