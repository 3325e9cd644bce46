import { List, Text, ThemeIcon } from '@mantine/core';

const STEPS = [
  'Book the class with your credits.',
  'A few minutes before the start, open your schedule and press Join.',
  'Live video classes work on the desktop site or in the app, not in a mobile browser.',
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
