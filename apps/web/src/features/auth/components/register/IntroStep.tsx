import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

/** Step 3: the account exists; offer to tailor suggestions. */
export function IntroStep({ onStart, onSkip }: { onStart: () => void; onSkip: () => void }) {
  return (
    <>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={34} />
        </ThemeIcon>
        <Text fw={600} c="teal.9">
          Your account is ready.
        </Text>
        <StepTitle>With a few questions, we will suggest the best classes just for you!</StepTitle>
      </Stack>
      <StepActions onSkip={onSkip}>
        <Button onClick={onStart} data-autofocus>
          GET STARTED
        </Button>
      </StepActions>
    </>
  );
}
