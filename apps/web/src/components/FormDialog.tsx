import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError, failureText } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';

/**
 * An admin dialog that sends something: its fields, Cancel and Save. `onSubmit` checks the fields and
 * returns the call it started, or nothing when a field is wrong (the form shows why). The dialog
 * closes when the call succeeds; when it fails the form stays open, as filled in, under the server's
 * words, so the reader can correct and save again.
 */
export function FormDialog({
  title,
  size,
  submitText,
  danger = false,
  finalRefusal = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: 'md' | 'lg';
  /** Save unless the dialog does something else ("Delete"). */
  submitText?: string;
  /** A red button, for what cannot be undone. */
  danger?: boolean;
  /**
   * A refusal is the answer (an item still in use): the button stays off after the server's refusal;
   * a lost connection or a server failure leaves it on, to try again.
   */
  finalRefusal?: boolean;
  onSubmit: () => Promise<unknown> | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  async function submit() {
    const sent = onSubmit();
    if (!sent) return;
    setFailure(null);
    setBusy(true);
    try {
      await sent;
    } catch (error) {
      setBusy(false);
      setFailure(failureText(error, t('admin.saveFailed')));
      setRefused(error instanceof ApiError && error.status >= 400 && error.status < 500);
      return;
    }
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            disabled={finalRefusal && refused}
            onClick={() => void submit()}
          >
            {submitText ?? t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asks before a deletion or deactivation; shows the server's refusal (an item in use) in place. */
export function ConfirmDialog({
  title,
  text,
  action,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  action: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog title={title} submitText={action} danger finalRefusal onSubmit={onConfirm} onClose={onClose}>
      <Text>{text}</Text>
    </FormDialog>
  );
}
