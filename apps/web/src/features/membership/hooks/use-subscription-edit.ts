import { MSG } from '@kinetic/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { editSubscription, fetchTransaction, paymentKeys } from '../../payments/api/payments';

/** SPEC 4.4 and 9: the first poll after 10 s, then polls within a 60 s window. */
export const SUBSCRIPTION_POLL = { firstAfterMs: 10_000, windowMs: 60_000, everyMs: 3000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * EXTEND or UPGRADE a subscription: the saved card is charged in the background, so the processing
 * popup stays up while the transaction is polled; a payment page (new card) is followed instead, and a
 * payment still pending after the window goes to the payment confirmation page.
 */
export function useSubscriptionEdit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async (subscriptionId: number, packageId: number, action: 'EXTEND' | 'UPGRADE') => {
    let referenceId: string;
    try {
      const result = await editSubscription(subscriptionId, { packageId, action });
      if (result.paymentUrl) return window.location.assign(result.paymentUrl);
      referenceId = result.referenceId;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : MSG.genericError;
      notifications.show({ title: 'DANGER', message, color: 'red' });
      return;
    }
    setProcessing(true);
    await sleep(SUBSCRIPTION_POLL.firstAfterMs);
    const deadline = Date.now() + SUBSCRIPTION_POLL.windowMs;
    while (alive.current && Date.now() < deadline) {
      const transaction = await fetchTransaction(referenceId).catch(() => null);
      if (transaction && transaction.status !== 'PENDING') {
        setProcessing(false);
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        const paid = transaction.status === 'PAID';
        notifications.show({
          title: paid ? 'SUCCESS' : 'DANGER',
          message: transaction.message,
          color: paid ? 'green' : 'red',
        });
        return;
      }
      await sleep(SUBSCRIPTION_POLL.everyMs);
    }
    if (!alive.current) return;
    setProcessing(false);
    navigate(`/paymentconfirmation/${encodeURIComponent(referenceId)}`);
  };

  return { processing, run };
}
