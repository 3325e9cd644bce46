import { Divider, Group, Stack, Text } from '@mantine/core';

export interface MoneyLine {
  label: string;
  value: string;
  /** The line the others lead to (the total): set apart and larger. */
  total?: boolean;
  testId?: string;
}

/** An order's money, line by line (the checkout's quote, a payment's confirmation). */
export function MoneyLines({ lines, label }: { lines: MoneyLine[]; label: string }) {
  return (
    <Stack gap={6} role="status" aria-live="polite" aria-label={label}>
      {lines.map((line) => (
        <div key={line.label}>
          {line.total && <Divider mb={6} />}
          <Group justify="space-between" wrap="nowrap">
            <Text fw={line.total ? 700 : 400} size={line.total ? 'lg' : 'sm'}>
              {line.label}
            </Text>
            <Text fw={line.total ? 700 : 500} size={line.total ? 'lg' : 'sm'} data-testid={line.testId}>
              {line.value}
            </Text>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
