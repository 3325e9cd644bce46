import { Group, Progress, Text } from '@mantine/core';

/** Where the user is in the registration flow. */
export function StepHeader({ step, total }: { step: number; total: number }) {
  const label = `Step ${step} of ${total}`;
  return (
    <Group gap="sm" wrap="nowrap" mb="md">
      <Text size="xs" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Progress
        value={(step / total) * 100}
        size="sm"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={`Registration progress: ${label}`}
      />
    </Group>
  );
}
