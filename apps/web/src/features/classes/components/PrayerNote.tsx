import { PRAYER_LABEL, type SessionDetailDto, zonedParts } from '@kinetic/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { formatTime } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';

/**
 * The prayers at the venue that fall during the session (docs/adr/0047), at the venue's local time:
 * "Maghrib at 04:52 PM falls during this class". Nothing when none does.
 */
export function PrayerNote({ item }: { item: Pick<SessionDetailDto, 'prayersDuring' | 'timeZone'> }) {
  const { t } = useTranslation('classes');
  const prayers = item.prayersDuring ?? [];
  if (prayers.length === 0) return null;
  return (
    <Alert variant="light" color="teal" radius="md" p="sm" data-testid="prayer-note">
      <Stack gap={2}>
        {prayers.map((p) => (
          <Text key={p.name} size="sm">
            {t('detail.prayerDuring', {
              prayer: domainText(PRAYER_LABEL[p.name]),
              time: formatTime(zonedParts(new Date(p.at), item.timeZone).time),
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
