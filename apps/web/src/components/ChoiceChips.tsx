import { Checkbox, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface Props {
  label: ReactNode;
  description?: ReactNode;
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
  loading?: boolean;
  /** Focus the first choice when the group appears (a step of a flow). */
  autoFocusFirst?: boolean;
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * A multi-select of pill-shaped checkboxes. Checkbox cards are real `role="checkbox"` buttons (a
 * Mantine Chip hides its input at 0×0): the label names the group, Space toggles, the pill is the target.
 */
export function ChoiceChips({
  label,
  description,
  options,
  value,
  onChange,
  error,
  loading,
  autoFocusFirst,
}: Props) {
  return (
    <Checkbox.Group
      value={value}
      onChange={onChange}
      label={label}
      description={description}
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{
        description: { marginBottom: 'var(--mantine-spacing-sm)', fontSize: 'var(--mantine-font-size-sm)' },
      }}
    >
      <Group gap="xs" mb={error ? 6 : 0}>
        {loading
          ? SKELETONS.map((key) => <Skeleton key={key} h={34} w={110} radius="xl" />)
          : options.map((option, index) => {
              const checked = value.includes(option.value);
              return (
                <Checkbox.Card
                  key={option.value}
                  value={option.value}
                  data-autofocus={(autoFocusFirst && index === 0) || undefined}
                  radius="xl"
                  w="auto"
                  px="sm"
                  py={6}
                  bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Group gap={8} wrap="nowrap">
                    <Checkbox.Indicator size="xs" radius="xl" />
                    {option.icon}
                    <Text component="span" fw={500} size="sm">
                      {option.label}
                    </Text>
                  </Group>
                </Checkbox.Card>
              );
            })}
      </Group>
    </Checkbox.Group>
  );
}
