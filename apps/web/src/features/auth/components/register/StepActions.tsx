import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row under each step: Back on the left, Skip and the main action on the right. */
export function StepActions({
  onBack,
  onSkip,
  children,
}: {
  onBack?: () => void;
  onSkip?: () => void;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" mt="lg" wrap="nowrap">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="nowrap">
        {onSkip && (
          <Button variant="subtle" onClick={onSkip}>
            Skip
          </Button>
        )}
        {children}
      </Group>
    </Group>
  );
}
