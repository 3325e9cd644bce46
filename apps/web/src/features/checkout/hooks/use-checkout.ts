import { MSG, type PackageDto, type PromoResponseDto, type PurchaseBody } from '@kinetic/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { endsIdempotencyKey } from '../../../lib/idempotency';
import { createPurchase, useQuote } from '../../payments';

export interface CheckoutTarget {
  pkg: PackageDto;
  /** Buying to join this class: the server books it at fulfilment. */
  sessionId?: number;
  gymId?: number;
  userKidId?: number;
}

/**
 * One key per attempt at an order: a double click or a retry of the same order buys once (issue 4).
 * The server replays a refusal for its key (docs/adr/0013), so after a refusal the next Pay is a new
 * attempt with a new key: the customer may have fixed what was refused (a top-up, another tab).
 */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: PurchaseBody) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
  const forget = () => {
    last.current = null;
  };
  return { keyFor, forget };
}

/**
 * SPEC 4.4's checkout actions: apply or undo a promo, toggle the subscription and the wallet, pick a
 * payment mode (SAR), then pay: the purchase returns the payment URL and the browser goes there.
 */
export function useCheckout(target: CheckoutTarget) {
  const { t } = useTranslation('checkout');
  const { pkg, sessionId, gymId, userKidId } = target;
  const [promo, setPromo] = useState<PromoResponseDto | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const [paymentMethodId, setPaymentMethodId] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const idempotencyKey = useIdempotencyKey();

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
      setPayError(t('modal.chooseMethod'));
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
      const result = await createPurchase(body, idempotencyKey.keyFor(body));
      window.location.assign(result.paymentUrl ?? `/paymentconfirmation/${result.referenceId}`);
    } catch (error) {
      if (endsIdempotencyKey(error)) idempotencyKey.forget();
      setPayError(error instanceof ApiError ? error.message : domainText(MSG.genericError));
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
