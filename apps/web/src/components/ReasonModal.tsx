import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError, failureText } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { useMaxWidth } from '../lib/screen';

/** The reason as the caller's schema reads it, or why it is refused (in the reader's words). */
export type ReasonCheck = { reason: string } | { error: string };

/**
 * A dialog that asks for a reason and sends it (a refusal, a waiver): the reason is required and checked
 * by the caller's schema before anything is sent. `onSubmit` sends it; when it succeeds the dialog
 * closes, when the server refuses the reason its words show under the field, and any other failure
 * shows above the form, which stays as filled in to try again.
 */
export function ReasonModal({
  title,
  intro,
  label,
  hint,
  maxLength,
  submitText,
  cancelText,
  failedTitle,
  failedText,
  danger = false,
  check,
  onSubmit,
  onClose,
}: {
  title: string;
  /** What the reason is for (the item refused or waived), above the field. */
  intro?: ReactNode;
  label: string;
  hint: string;
  maxLength: number;
  submitText: string;
  cancelText: string;
  /** The heading of a failure other than the reason's. */
  failedTitle: string;
  /** Said when the call never reached the server (by default: check the connection). */
  failedText?: string;
  /** A red button, for a refusal. */
  danger?: boolean;
  check: (reason: string) => ReasonCheck;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMaxWidth('36em');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = check(reason);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(checked.reason);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.fields.reason) setError(caught.fields.reason);
      else setFailure(failureText(caught, failedText ?? t('load.checkConnection')));
      return;
    }
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} centered>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" title={failedTitle}>
            {failure}
          </Alert>
        )}
        {intro}
        <Textarea
          label={label}
          description={hint}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={maxLength}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelText}
          </Button>
          <Button color={danger ? 'red.8' : undefined} loading={busy} onClick={() => void submit()}>
            {submitText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
