import { type BookingItemDto, type CancelResultDto, MSG, refundDecision } from '@kinetic/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useBrand } from '../../../lib/brand';
import { classDayLabel, classTimeRange } from '../../../lib/class-format';
import { creditsText, feeAmountText } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { useClassFees } from '../../classes';
import { useCancelBooking, useCancellationReasons } from '../api/cancel-booking';
import { CancelOutcome, READABLE_TITLE } from './CancelOutcome';

const REMARK_MAX = 250;

/**
 * SPEC 4.5 and 8.5: asks why, warns that a class starting within 6 hours is not refunded (and what
 * late-cancel fee its partner charges on top, docs/adr/0040), cancels, then shows what came back.
 */
export function CancelBookingModal({ item, onClose }: { item: BookingItemDto | null; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const brand = useBrand();
  const isPhone = useMaxWidth('36em');
  const reasons = useCancellationReasons();
  const cancel = useCancelBooking();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [result, setResult] = useState<CancelResultDto | null>(null);
  const [shown, setShown] = useState<BookingItemDto | null>(item);
  // Asked as the modal opens: the fee is said only when the cancel is late.
  const fees = useClassFees((item ?? shown)?.classSessionId ?? null);

  // Keep the last booking on screen while the modal animates closed.
  useEffect(() => {
    if (!item) return;
    setShown(item);
    setReasonId(null);
    setRemark('');
    setReasonError(null);
    setResult(null);
    cancel.reset();
  }, [item, cancel.reset]);

  if (!shown) return null;
  const decision = refundDecision(new Date(shown.startsAt), new Date());
  const terms = fees.data;
  const lateFee =
    !decision.refundable && terms && terms.lateCancelFee > 0
      ? feeAmountText(terms.feeUnit, terms.lateCancelFee, terms.currencyCode)
      : null;

  const submit = () => {
    if (!reasonId) {
      setReasonError(MSG.invalidCancellationReason);
      return;
    }
    cancel.mutate(
      { bookingId: shown.booking.bookingId, cancellationId: Number(reasonId), remark },
      { onSuccess: setResult },
    );
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={result ? t('cancel.cancelledTitle') : t('cancel.title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel.close') }}
      fullScreen={isPhone}
      size="md"
    >
      {result ? (
        <CancelOutcome result={result} onDone={onClose} />
      ) : (
        <Stack gap="md">
          <Text>
            <strong>{shown.title}</strong>
            <br />
            {classDayLabel(shown.classDate)} · {classTimeRange(shown)}
            {shown.booking.kidName ? t('cancel.forKid', { name: shown.booking.kidName }) : ''}
          </Text>
          {decision.warning && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title={t('cancel.noRefund')}
              role="alert"
              styles={READABLE_TITLE}
            >
              {domainText(decision.warning)}
              {lateFee && (
                <Text size="sm" mt={4} fw={600} data-testid="late-cancel-fee">
                  {t('cancel.lateCancelFee', { amount: lateFee })}
                </Text>
              )}
            </Alert>
          )}
          {decision.refundable && shown.priceModel === 'AUTOJOINWITHPACKAGE' ? (
            // A program's session goes back to the program, not to credits that pay elsewhere.
            <Text size="sm" c="dimmed">
              {t('cancel.returnsToProgram')}
            </Text>
          ) : (
            decision.refundable &&
            shown.booking.creditsSpent > 0 &&
            !brand.isPrime && (
              <Text size="sm" c="dimmed">
                {t('cancel.returnsCredits', { credits: creditsText(shown.booking.creditsSpent) })}
              </Text>
            )
          )}
          <Radio.Group
            label={domainText(MSG.cancelQuestion)}
            value={reasonId}
            onChange={(value) => {
              setReasonId(value);
              setReasonError(null);
            }}
            error={reasonError && domainText(reasonError)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {reasons.isPending && <Text size="sm">{t('cancel.loadingReasons')}</Text>}
              {reasons.isError && (
                <Text size="sm" c="red.9">
                  {t('cancel.reasonsError')}{' '}
                  <Button variant="subtle" size="compact-sm" onClick={() => void reasons.refetch()}>
                    {t('cancel.tryAgain')}
                  </Button>
                </Text>
              )}
              {reasons.data?.map((reason) => (
                <Radio key={reason.id} value={String(reason.id)} label={reason.name} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('cancel.remark')}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={REMARK_MAX}
            autosize
            minRows={2}
          />
          {cancel.isError && (
            <Alert color="red" role="alert">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.9" onClick={submit} loading={cancel.isPending}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
