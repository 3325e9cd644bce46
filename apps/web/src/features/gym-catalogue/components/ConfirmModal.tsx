import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** Asks before a deactivation or deletion; shows the server's refusal (an item in use) in place. */
export function ConfirmModal({
  title,
  text,
  action,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  action: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCatalogue');
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text>{text}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm} disabled={failure !== null}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
