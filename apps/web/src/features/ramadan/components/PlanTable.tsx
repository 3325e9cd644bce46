import type { RamadanPlanDto } from '@kinetic/domain';
import { Table, Text } from '@mantine/core';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

const SHORT_DATE = { day: 'numeric', month: 'short' } as const;

/** The preview of a Ramadan plan: per timing its old and new hours, its Ramadan days, what moves, or why not. */
export function PlanTable({ plan }: { plan: RamadanPlanDto }) {
  const { t } = useTranslation('ramadan');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('planTitle')} data-testid="ramadan-plan">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('class')}</Table.Th>
            <Table.Th>{t('from')}</Table.Th>
            <Table.Th>{t('to')}</Table.Th>
            <Table.Th>{t('days')}</Table.Th>
            <Table.Th>{t('sessions')}</Table.Th>
            <Table.Th>{t('customers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.items.map((item) => (
            <Table.Tr key={item.timingId}>
              <Table.Td>{item.title}</Table.Td>
              <Table.Td>
                {item.oldStart ? `${formatTime(item.oldStart)} – ${formatTime(item.oldEnd)}` : '—'}
              </Table.Td>
              <Table.Td>
                {item.refusal ? (
                  <Text c="red.8" size="sm" role="alert">
                    {item.refusal.message}
                  </Text>
                ) : (
                  `${formatTime(item.newStart)} – ${formatTime(item.newEnd)}`
                )}
              </Table.Td>
              <Table.Td>
                {item.from && item.to
                  ? `${formatDate(item.from, SHORT_DATE)} – ${formatDate(item.to, SHORT_DATE)}`
                  : '—'}
              </Table.Td>
              <Table.Td>
                {plan.mode === 'MOVE'
                  ? t('sessionsMoved', {
                      moved: formatNumber(item.sessionsMoved),
                      all: formatNumber(item.sessions),
                    })
                  : formatNumber(item.sessions)}
              </Table.Td>
              <Table.Td>{formatNumber(item.customers)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
