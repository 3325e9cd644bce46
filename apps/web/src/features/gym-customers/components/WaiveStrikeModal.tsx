import { type StrikeDto, waiveStrikeSchema } from '@kinetic/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useWaiveStrike } from '../api/customers';
import { dateTime } from '../model/dates';

const REASON = waiveStrikeSchema.shape.reason;

/** Waives a strike with the reason kept beside it: required, checked with the API's own schema. */
export function WaiveStrikeModal({
  userId,
  strike,
  onClose,
}: {
  userId: number;
  strike: StrikeDto;
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCustomers');
  const waive = useWaiveStrike(userId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lengths = { min: formatNumber(REASON.minLength ?? 0), max: formatNumber(REASON.maxLength ?? 0) };

  function submit() {
    const parsed = waiveStrikeSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(t('waive.reasonLength', lengths));
      return;
    }
    setError(null);
    setFailure(null);
    waive.mutate(
      { strikeId: strike.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: t('waive.done'), message: t('waive.doneDetail') });
          onClose();
        },
        onError: (caught) => {
          if (caught instanceof ApiError && caught.fields.reason) setError(caught.fields.reason);
          else setFailure(caught instanceof ApiError ? caught.message : t('waive.failed'));
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('waive.title')} centered>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert" title={t('waive.failedTitle')}>
            {failure}
          </Alert>
        )}
        <Text size="sm">
          {t('waive.which', {
            kind: t(`strikes.kind_${strike.kind}`),
            title: strike.title,
            date: dateTime(strike.startsAt),
          })}
        </Text>
        <Textarea
          label={t('waive.reason')}
          description={t('waive.reasonHint', lengths)}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={REASON.maxLength ?? undefined}
          autosize
          minRows={3}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('waive.cancel')}
          </Button>
          <Button loading={waive.isPending} onClick={submit}>
            {t('waive.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
