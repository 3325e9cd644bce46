import { Loader, Modal, Stack, Text } from '@mantine/core';
import { CONFIRM_BEHAVIOUR } from '../../../components/confirm/confirm-codes';

const UNDER_PROCESS = CONFIRM_BEHAVIOUR['999'];

/** The processing popup for subscription edits (SPEC 2.4, 8.4 'Payment Under Process'): it cannot be dismissed. */
export function ProcessingModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={UNDER_PROCESS.title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack align="center" gap="md" py="md" role="status">
        <Loader aria-hidden />
        <Text ta="center">{UNDER_PROCESS.message}</Text>
      </Stack>
    </Modal>
  );
}
