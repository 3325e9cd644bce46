import type { Attendance, GymBookingDto } from '@kinetic/domain';
import { Badge, Table } from '@mantine/core';
import { formatDate, formatMoney, formatNumber, formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

// Light tints with dark text: white on a filled orange badge fails WCAG AA at a badge's size.
const COLOR: Record<Attendance, string> = {
  BOOKED: 'blue',
  CHECKED_IN: 'teal',
  NO_SHOW: 'orange',
  CANCELLED: 'gray',
};

export function AttendanceBadge({ attendance }: { attendance: Attendance }) {
  const { t } = useTranslation('gymCustomers');
  return (
    <Badge variant="light" color={COLOR[attendance]} c="dark.8">
      {t(`bookings.attendance_${attendance}`)}
    </Badge>
  );
}

/** Bookings with their session (the store's date and time), customer, trainer and attendance. */
export function BookingsTable({
  items,
  showCustomer = true,
}: {
  items: GymBookingDto[];
  showCustomer?: boolean;
}) {
  const { t } = useTranslation('gymCustomers');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('bookings.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookings.session')}</Table.Th>
            <Table.Th>{t('bookings.class')}</Table.Th>
            {showCustomer && <Table.Th>{t('bookings.customer')}</Table.Th>}
            <Table.Th>{t('bookings.trainer')}</Table.Th>
            <Table.Th>{t('bookings.attendance')}</Table.Th>
            <Table.Th>{t('bookings.credits')}</Table.Th>
            <Table.Th>{t('bookings.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.bookingId} data-testid="booking-row">
              <Table.Td>
                {formatDate(row.localDate, { day: 'numeric', month: 'short', year: 'numeric' })}{' '}
                {formatTime(row.localTime)}
              </Table.Td>
              <Table.Td>{row.classTitle}</Table.Td>
              {showCustomer && (
                <Table.Td>
                  {row.customerName}
                  {row.kidName ? ` (${row.kidName})` : ''}
                </Table.Td>
              )}
              <Table.Td>{row.trainerName ?? ''}</Table.Td>
              <Table.Td>
                <AttendanceBadge attendance={row.attendance} />
              </Table.Td>
              <Table.Td>{formatNumber(row.creditsSpent)}</Table.Td>
              <Table.Td>{formatMoney(row.price, row.currencyCode)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
