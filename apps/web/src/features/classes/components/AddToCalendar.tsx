import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { fetchBookingCalendar } from '../api/booking-calendar';

/**
 * "Add to calendar" on a class the caller booked: downloads the booking's .ics, which a
 * calendar app opens (the same event as the confirmation e-mail's attachment).
 */
export function AddToCalendar({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('classes');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchBookingCalendar(bookingId);
      const link = document.createElement('a');
      link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(file.content)}`;
      link.download = file.filename;
      document.body.append(link);
      link.click();
      link.remove();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={busy} onClick={() => void download()} w="fit-content">
      {t('detail.addToCalendar')}
    </Button>
  );
}
