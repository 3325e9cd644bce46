import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';

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
  const { t } = useTranslation('auth');
  return (
    <Group justify="space-between" mt="lg" wrap="nowrap">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('register.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="nowrap">
        {onSkip && (
          <Button variant="subtle" onClick={onSkip}>
            {t('register.skip')}
          </Button>
        )}
        {children}
      </Group>
    </Group>
  );
}
