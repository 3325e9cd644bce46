import {
  PARTNER_REFUSAL_REASON_MAX,
  type PendingPartnerDto,
  partnerRefusalBodySchema,
} from '@kinetic/domain';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';

/** Refuse a partner with the reason they are told: required, checked with the API's own schema. */
export function RefuseModal({
  partner,
  busy,
  onRefuse,
  onClose,
}: {
  partner: PendingPartnerDto;
  busy: boolean;
  onRefuse: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('partnerReview');
  const phone = useMaxWidth('36em');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    const parsed = partnerRefusalBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(domainText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      await onRefuse(parsed.data.reason);
    } catch (caught) {
      if (caught instanceof ApiError) {
        if (caught.fields.reason) setError(caught.fields.reason);
        else setFailure(caught.message);
      } else throw caught;
    }
  }

  return (
    <Modal opened onClose={onClose} fullScreen={phone} title={t('refuseModal.title', { name: partner.name })}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" title={t('decisionFailed')}>
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('refuseModal.reason')}
          description={t('refuseModal.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={PARTNER_REFUSAL_REASON_MAX}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('refuseModal.cancel')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void submit()}>
            {t('refuseModal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
