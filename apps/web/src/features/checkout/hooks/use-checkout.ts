import { MSG, type PackageDto, type PromoResponseDto, type PurchaseBody } from '@kinetic/domain';
import { useState } from 'react';
import { failureText } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { keptUntilAnswered } from '../../../lib/idempotency';
import { createPurchase, useQuote } from '../../payments';

export interface CheckoutTarget {
  pkg: PackageDto;
  /** Buying to join this class: the server books it at fulfilment. */
  sessionId?: number;
  gymId?: number;
  userKidId?: number;
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
  // One key per order until it is answered: a double click or a retry of the same order buys once;
  // after a refusal the next Pay is a new attempt, as the customer may have fixed it.
  const [sendOnce] = useState(() => keptUntilAnswered());

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
      const result = await sendOnce(body, (key) => createPurchase(body, key));
      window.location.assign(result.paymentUrl ?? `/paymentconfirmation/${result.referenceId}`);
    } catch (error) {
      setPayError(failureText(error, domainText(MSG.genericError)));
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
