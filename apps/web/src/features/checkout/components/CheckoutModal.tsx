import { canSubscribe, PAYMENT_MSG, packageDisplayName } from '@kinetic/domain';
import { Alert, Button, Divider, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { formatMoney } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { useSessionUser } from '../../../lib/session';
import { useCardSupport, useCards, useWallet } from '../../payments';
import { WelcomeOfferNote } from '../../referrals';
import { type CheckoutTarget, useCheckout } from '../hooks/use-checkout';
import { cardPaymentPath, offersSavedCard } from '../model/card-payment';
import { KidChoice } from './KidChoice';
import { OrderDetails } from './OrderDetails';
import { PaymentModes } from './PaymentModes';
import { PromoCodeField } from './PromoCodeField';
import { QuoteTotals } from './QuoteTotals';

interface Props {
  /** null: closed. */
  target: CheckoutTarget | null;
  onClose: () => void;
  /** The class the purchase will book, for the order details. */
  forClass?: string | null;
}

/** The checkout popup (SPEC 2.4): order details, promo code, totals, wallet, subscribe, payment modes, pay. */
export function CheckoutModal({ target, onClose, forClass }: Props) {
  const { t } = useTranslation('checkout');
  const phone = useMaxWidth('48em');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('modal.title')}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {/* Keyed by package: a new package starts a new order (promo, toggles, idempotency key). */}
      {target && <CheckoutBody key={target.pkg.id} target={target} forClass={forClass} />}
    </Modal>
  );
}

function CheckoutBody({ target, forClass }: { target: CheckoutTarget; forClass?: string | null }) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const kids = useSessionUser()?.userKidsList ?? [];
  const forKid = target.pkg.packageCategoryType === 'CHILD' && !target.userKidId;
  const [kidId, setKidId] = useState<number | null>(kids.length === 1 ? kids[0]!.id : null);
  const [kidError, setKidError] = useState<string | null>(null);
  const checkout = useCheckout(forKid ? { ...target, userKidId: kidId ?? undefined } : target);
  const pay = () => {
    if (forKid && kidId === null) return setKidError(domainText(PAYMENT_MSG.kidRequired));
    void checkout.pay();
  };
  const quote = checkout.quote.data;
  const showCredits = !brand.isPrime;
  const walletAllowed = quote?.walletAllowed ?? false;
  // Balances in other currencies (after a move) cannot pay here: say so rather than show 0.000.
  const otherBalances = (useWallet().data?.elsewhere ?? []).filter(
    (held) => held.currencyCode !== quote?.currencyCode,
  );
  // KWD/BHD stores keep cards for subscriptions: a saved one can pay here too (card verify).
  const cards = useCards(canSubscribe(target.pkg.currencyCode));
  // Not on a gateway that keeps no cards (a MyFatoorah account without DirectPayment, docs/adr/0012).
  const cardSupport = useCardSupport(canSubscribe(target.pkg.currencyCode));
  const savedCard =
    cardSupport.data?.canSaveCards === true && offersSavedCard(target.pkg, cards.data?.length ?? 0);

  return (
    <Stack gap="md">
      <OrderDetails pkg={target.pkg} showCredits={showCredits} forClass={forClass} />
      <Divider />
      {forKid && (
        <KidChoice
          kids={kids}
          value={kidId}
          error={kidError}
          onChange={(next) => {
            setKidId(next);
            setKidError(null);
          }}
        />
      )}
      <WelcomeOfferNote
        packageId={target.pkg.id}
        gymId={target.gymId ?? target.pkg.gymId ?? undefined}
        applied={checkout.promo}
        onApplied={checkout.setPromo}
      />
      <PromoCodeField
        packageId={target.pkg.id}
        gymId={target.gymId ?? target.pkg.gymId ?? undefined}
        applied={checkout.promo}
        onApplied={checkout.setPromo}
        showCredits={showCredits}
      />
      {walletAllowed && quote && quote.walletBalance > 0 && (
        <Switch
          label={t('modal.useWallet', { balance: formatMoney(quote.walletBalance, quote.currencyCode) })}
          checked={checkout.useWallet}
          onChange={(event) => checkout.setUseWallet(event.currentTarget.checked)}
        />
      )}
      {walletAllowed && quote && quote.walletBalance === 0 && otherBalances.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="wallet-other-currency">
          {otherBalances
            .map((held) =>
              t('modal.walletOtherCurrency', {
                balance: formatMoney(held.balance, held.currencyCode),
                currency: held.currencyCode,
              }),
            )
            .join(' ')}
        </Text>
      )}
      {quote?.subscribable && (
        <Stack gap={2}>
          <Switch
            label={t('modal.subscribe')}
            checked={checkout.subscribe}
            onChange={(event) => checkout.setSubscribe(event.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed" ps={54}>
            {t('modal.subscribeNote')}
          </Text>
        </Stack>
      )}
      {checkout.needsMode && (
        <PaymentModes
          currencyCode={checkout.currencyCode}
          value={checkout.paymentMethodId}
          onChange={checkout.setPaymentMethodId}
        />
      )}
      {checkout.quote.isError ? (
        <Alert color="red" variant="light" title={t('modal.priceFailed')}>
          {checkout.quote.error.message}
        </Alert>
      ) : (
        <QuoteTotals quote={quote} />
      )}
      {checkout.payError && (
        <Text c="red.8" size="sm" role="alert">
          {checkout.payError}
        </Text>
      )}
      <Button
        size="md"
        leftSection={<IconLock size={18} aria-hidden />}
        onClick={pay}
        loading={checkout.paying}
        disabled={!quote || checkout.quote.isFetching || (forKid && kids.length === 0)}
      >
        {quote
          ? t('modal.payAmount', { amount: formatMoney(quote.total, quote.currencyCode) })
          : t('modal.pay')}
      </Button>
      {savedCard && (
        <Button
          component={Link}
          to={cardPaymentPath({
            pkg: { ...target.pkg, name: packageDisplayName(target.pkg.name, brand) },
            quote,
            sessionId: target.sessionId,
            promoId: checkout.promo?.id,
            subscribe: checkout.subscribe,
          })}
          variant="light"
          size="md"
          leftSection={<IconCreditCard size={18} aria-hidden />}
          disabled={checkout.paying}
        >
          {t('modal.payWithSavedCard')}
        </Button>
      )}
    </Stack>
  );
}
