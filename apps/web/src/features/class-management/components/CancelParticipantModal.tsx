import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { Trans, useTranslation } from '../../../lib/i18n';
import type { CancelParticipantResult, ParticipantDto, RefundType } from '../api/contract';
import { useCancelParticipant } from '../api/participants';
import { countFigure } from '../model/time-options';

const REMARK_MAX = 250;

const questionKey = (participant: ParticipantDto) =>
  participant.guest ? 'cancel.questionGuest' : participant.kidName ? 'cancel.questionKid' : 'cancel.question';

/**
 * What the toast says happened: credits back only when the server gave some back, 'without a refund'
 * only when the gym chose so for a member; a walk-in guest paid nothing, so their toast speaks of none.
 */
const doneKey = (participant: ParticipantDto, refundType: RefundType, result: CancelParticipantResult) =>
  result.refunded
    ? 'cancel.doneRefunded'
    : !participant.guest && refundType === 'NONE'
      ? 'cancel.doneNoRefund'
      : 'cancel.doneCancelled';

/**
 * The gym cancels a customer's booking, with or without their credits back; a member is told, a walk-in
 * guest (no account) cannot be, and the question says which. A walk-in guest spent nothing: no refund
 * is offered.
 */
export function CancelParticipantModal({
  sessionId,
  participant,
  onClose,
}: {
  sessionId: number;
  participant: ParticipantDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('classManagement');
  const cancel = useCancelParticipant(sessionId);
  const [refundType, setRefundType] = useState<RefundType>('CREDITS');
  const [remark, setRemark] = useState('');
  useEffect(() => {
    if (!participant) return;
    setRefundType('CREDITS');
    setRemark('');
  }, [participant]);
  if (!participant) return null;

  const refund: RefundType = participant.guest ? 'NONE' : refundType;
  const submit = () =>
    cancel.mutate(
      { bookingId: participant.bookingId, refundType: refund, remark: remark.trim() },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            title: t('cancel.done'),
            message: t(doneKey(participant, refund, result), { name: participant.name }),
          });
          onClose();
        },
        onError: (error) =>
          error instanceof ApiError &&
          error.status < 500 &&
          notifications.show({ color: 'red', title: t('cancel.failed'), message: error.message }),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cancel.title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel.close') }}
    >
      <Stack>
        <Text>
          <Trans
            t={t}
            i18nKey={questionKey(participant)}
            values={{ name: participant.name, kid: participant.kidName ?? '' }}
            components={{ b: <strong /> }}
          />
        </Text>
        {!participant.guest && (
          <Radio.Group
            label={t('cancel.refund')}
            value={refundType}
            onChange={(value) => setRefundType(value as RefundType)}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="CREDITS"
                label={
                  participant.creditsSpent > 0
                    ? t('cancel.creditsBackN', { n: countFigure(participant.creditsSpent) })
                    : t('cancel.creditsBack')
                }
              />
              <Radio value="NONE" label={t('cancel.noRefund')} />
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={t('cancel.remark')}
          maxLength={REMARK_MAX}
          autosize
          minRows={2}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
