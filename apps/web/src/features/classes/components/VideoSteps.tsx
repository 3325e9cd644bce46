import { VIDEO_JOIN_OPENS_MINUTES, VIDEO_MOBILE_WEB_MESSAGE } from '@kinetic/domain';
import { List, Text, ThemeIcon } from '@mantine/core';

/** What the schedule really offers: its Join opens the class page, with where the class streams. */
const STEPS = [
  'Book the class with your credits.',
  `From ${VIDEO_JOIN_OPENS_MINUTES} minutes before the start, press Join on the class in your schedule: it opens the class with where it streams.`,
  VIDEO_MOBILE_WEB_MESSAGE,
];

/** How a video class works (SPEC 2.4), for online classes only. */
export function VideoSteps() {
  return (
    <List
      type="ordered"
      spacing="xs"
      center
      icon={undefined}
      styles={{ itemWrapper: { alignItems: 'flex-start' } }}
    >
      {STEPS.map((step, index) => (
        <List.Item
          key={step}
          icon={
            <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
              <Text size="xs" fw={700}>
                {index + 1}
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
