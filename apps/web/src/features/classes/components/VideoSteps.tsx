import { VIDEO_JOIN_OPENS_MINUTES, VIDEO_MOBILE_WEB_MESSAGE } from '@kinetic/domain';
import { List, Text, ThemeIcon } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';

/** How a video class works (SPEC 2.4), for online classes only. */
export function VideoSteps() {
  const { t } = useTranslation('classes');
  // What the schedule really offers: its Join opens the live page, where the trainer streams.
  const steps = [
    t('video.book'),
    t('video.join', { minutes: formatNumber(VIDEO_JOIN_OPENS_MINUTES) }),
    domainText(VIDEO_MOBILE_WEB_MESSAGE),
  ];
  return (
    <List
      type="ordered"
      spacing="xs"
      center
      icon={undefined}
      styles={{ itemWrapper: { alignItems: 'flex-start' } }}
    >
      {steps.map((step, index) => (
        <List.Item
          key={step}
          icon={
            <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
              <Text size="xs" fw={700}>
                {formatNumber(index + 1)}
              </Text>
            </ThemeIcon>
          }
        >
          <Text size="sm">{step}</Text>
        </List.Item>
      ))}
    </List>
  );
}
