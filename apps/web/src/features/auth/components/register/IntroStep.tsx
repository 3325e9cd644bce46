import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

/** Step 3: the account exists; offer to tailor suggestions. */
export function IntroStep({ onStart, onSkip }: { onStart: () => void; onSkip: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={34} />
        </ThemeIcon>
        <Text fw={600} c="teal.9">
          {t('register.ready')}
        </Text>
        <StepTitle>{t('register.fewQuestions')}</StepTitle>
      </Stack>
      <StepActions onSkip={onSkip}>
        <Button onClick={onStart} data-autofocus>
          {t('register.getStarted')}
        </Button>
      </StepActions>
    </>
  );
}
