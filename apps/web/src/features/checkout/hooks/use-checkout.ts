import { MSG, type PackageDto, type PromoResponseDto, type PurchaseBody } from '@kinetic/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createPurchase, useQuote } from '../../payments';

export interface CheckoutTarget {
  pkg: PackageDto;
  /** Buying to join this class: the server books it at fulfilment. */
  sessionId?: number;
  gymId?: number;
  userKidId?: number;
}

/** One key per distinct order: a double click or a retry of the same order buys once (issue 4). */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: PurchaseBody) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * SPEC 4.4's checkout actions: apply or undo a promo, toggle the subscription and the wallet, pick a
 * payment mode (SAR), then pay: the purchase returns the payment URL and the browser goes there.
 */
export function useCheckout(target: CheckoutTarget) {
  const { pkg, sessionId, gymId, userKidId } = target;
  const [promo, setPromo] = useState<PromoResponseDto | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const [paymentMethodId, setPaymentMethodId] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const keyFor = useIdempotencyKey();

  const quote = useQuote({
    packageId: pkg.id,
    promoId: promo?.id,
    useWallet,
    subscribe,
    gymId: gymId ?? pkg.gymId ?? undefined,
  });
  const currencyCode = quote.data?.currencyCode ?? pkg.currencyCode;
  /** SPEC 4.4: SAR shows payment options; others pay directly (a free order needs no method either). */
  const needsMode = currencyCode.toUpperCase() === 'SAR' && (quote.data?.total ?? 1) > 0;

  const pay = async () => {
    if (needsMode && paymentMethodId === null) {
      setPayError('Please choose a payment method.');
      return;
    }
    const body: PurchaseBody = {
      packageId: pkg.id,
      sessionId,
      gymId: gymId ?? pkg.gymId ?? undefined,
      promoId: promo?.id,
      paymentMethodId: needsMode ? (paymentMethodId ?? undefined) : undefined,
      userKidId,
      useWallet,
      subscribe,
    };
    setPaying(true);
    setPayError(null);
    try {
      const result = await createPurchase(body, keyFor(body));
      window.location.assign(result.paymentUrl ?? `/paymentconfirmation/${result.referenceId}`);
    } catch (error) {
      setPayError(error instanceof ApiError ? error.message : MSG.genericError);
      setPaying(false);
    }
  };

  return {
    promo,
    setPromo,
    useWallet,
    setUseWallet,
    subscribe,
    setSubscribe,
    paymentMethodId,
    setPaymentMethodId: (id: number) => {
      setPaymentMethodId(id);
      setPayError(null);
    },
    quote,
    currencyCode,
    needsMode,
    pay,
    paying,
    payError,
  };
}
