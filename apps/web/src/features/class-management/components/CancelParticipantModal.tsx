import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { ParticipantDto, RefundType } from '../api/contract';
import { useCancelParticipant } from '../api/participants';

const REMARK_MAX = 250;

/** The gym cancels a customer's booking, with or without their credits back; the customer is told. */
export function CancelParticipantModal({
  sessionId,
  participant,
  onClose,
}: {
  sessionId: number;
  participant: ParticipantDto | null;
  onClose: () => void;
}) {
  const cancel = useCancelParticipant(sessionId);
  const [refundType, setRefundType] = useState<RefundType>('CREDITS');
  const [remark, setRemark] = useState('');
  useEffect(() => {
    if (!participant) return;
    setRefundType('CREDITS');
    setRemark('');
  }, [participant]);
  if (!participant) return null;

  const submit = () =>
    cancel.mutate(
      { bookingId: participant.bookingId, refundType, remark: remark.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Booking cancelled',
            message:
              refundType === 'CREDITS'
                ? `${participant.name}'s booking was cancelled and the credits refunded.`
                : `${participant.name}'s booking was cancelled without a refund.`,
          });
          onClose();
        },
        onError: (error) =>
          error instanceof ApiError &&
          error.status < 500 &&
          notifications.show({ color: 'red', title: "Couldn't cancel the booking", message: error.message }),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title="Cancel booking"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>
          Cancel the booking of <strong>{participant.name}</strong>
          {participant.kidName ? ` (for ${participant.kidName})` : ''}? They will be notified.
        </Text>
        <Radio.Group
          label="Refund"
          value={refundType}
          onChange={(value) => setRefundType(value as RefundType)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="CREDITS"
              label={
                participant.creditsSpent > 0
                  ? `Give the credits back (${participant.creditsSpent})`
                  : 'Give the credits back'
              }
            />
            <Radio value="NONE" label="No refund" />
          </Stack>
        </Radio.Group>
        <Textarea
          label="Remark (optional)"
          maxLength={REMARK_MAX}
          autosize
          minRows={2}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep booking
          </Button>
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
