import { MSG } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { endsIdempotencyKey } from '../../../lib/idempotency';
import { editSubscription, fetchTransaction, paymentKeys } from '../../payments';

/**
 * SPEC 4.4 and 9 wait 10 s before the first poll, but a charge the edit already settled
 * is shown at once, and one still pending is polled from the start, so the popup closes as soon as the
 * gateway answers. The window keeps the SPEC's 10 + 60 s before the customer is sent to the
 * confirmation page.
 */
export const SUBSCRIPTION_POLL = { windowMs: 70_000, everyMs: 2000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * EXTEND or UPGRADE a subscription: the saved card is charged in the background, so the processing
 * popup stays up while the transaction is polled; a payment page (new card) is followed instead, and a
 * payment still pending after the window goes to the payment confirmation page.
 */
export function useSubscriptionEdit() {
  const { t } = useTranslation('membership');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  /** From the click until the answer: the buttons are disabled at once, so a double click sends once. */
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  /** One key per edit until it gets an answer: a retry after a lost response is charged once. */
  const pendingKey = useRef<{ edit: string; key: string } | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async (subscriptionId: number, packageId: number, action: 'EXTEND' | 'UPGRADE') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const edit = JSON.stringify([subscriptionId, packageId, action]);
    if (pendingKey.current?.edit !== edit) pendingKey.current = { edit, key: crypto.randomUUID() };
    let referenceId: string;
    try {
      const result = await editSubscription(subscriptionId, { packageId, action }, pendingKey.current.key);
      pendingKey.current = null;
      if (result.paymentUrl) return window.location.assign(result.paymentUrl);
      referenceId = result.referenceId;
    } catch (error) {
      if (endsIdempotencyKey(error)) pendingKey.current = null;
      const message = failureText(error, domainText(MSG.genericError));
      notifications.show({ title: t('subscriptions.editFailed'), message, color: 'red' });
      inFlight.current = false;
      setSending(false);
      return;
    }
    setProcessing(true);
    setSending(false);
    const deadline = Date.now() + SUBSCRIPTION_POLL.windowMs;
    while (alive.current && Date.now() < deadline) {
      const transaction = await fetchTransaction(referenceId).catch(() => null);
      if (transaction && transaction.status !== 'PENDING') {
        inFlight.current = false;
        setProcessing(false);
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        const paid = transaction.status === 'PAID';
        notifications.show({
          title: paid ? t('subscriptions.updated') : t('subscriptions.editFailed'),
          message: transaction.message,
          color: paid ? 'green' : 'red',
        });
        return;
      }
      await sleep(SUBSCRIPTION_POLL.everyMs);
    }
    if (!alive.current) return;
    inFlight.current = false;
    setProcessing(false);
    navigate(`/paymentconfirmation/${encodeURIComponent(referenceId)}`);
  };

  /** busy: a request is on its way or its payment is being processed; the edit buttons stay disabled. */
  return { processing, busy: sending || processing, run };
}
