import { Checkbox, Group, ScrollArea, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChipOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface Props {
  label: string;
  options: ChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  /** One scrolling row (the activities on a phone) instead of wrapping lines. */
  scroll?: boolean;
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A multi-select of pill checkboxes (real checkboxes: Space toggles, the label names the group). */
export function ChipRow({ label, options, value, onChange, loading, scroll }: Props) {
  const chips = (
    <Group gap="xs" wrap={scroll ? 'nowrap' : 'wrap'} pb={scroll ? 8 : 0}>
      {loading
        ? SKELETONS.map((key) => <Skeleton key={key} h={36} w={110} radius="xl" />)
        : options.map((option) => (
            <Checkbox.Card
              key={option.value}
              value={option.value}
              radius="xl"
              w="auto"
              px="sm"
              py={5}
              style={{ flexShrink: 0 }}
              bg={value.includes(option.value) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Group gap={8} wrap="nowrap">
                <Checkbox.Indicator size="xs" radius="xl" />
                {option.icon}
                <Text component="span" fw={500} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {option.label}
                </Text>
              </Group>
            </Checkbox.Card>
          ))}
    </Group>
  );
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} styles={{ label: { marginBottom: 6 } }}>
      {scroll ? (
        <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x">
          {chips}
        </ScrollArea>
      ) : (
        chips
      )}
    </Checkbox.Group>
  );
}
