import type { SessionDetailDto } from '@kinetic/domain';
import { Alert } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/** On a booked class the gym moved for Ramadan: cancelling refunds in full until it starts (docs/adr/0048). */
export function MovedForRamadanNote({ item }: { item: Pick<SessionDetailDto, 'myBookings'> }) {
  if (!item.myBookings.some((booking) => booking.freeCancel)) return null;
  return <Note />;
}

function Note() {
  const { t } = useTranslation('classes');
  return (
    <Alert color="teal" icon={<IconMoon size={18} />} data-testid="moved-for-ramadan">
      {t('detail.movedForRamadan')}
    </Alert>
  );
}
