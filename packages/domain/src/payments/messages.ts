/**
 * Texts of the payment flows. 'Promo code is required' is MSG.promoRequired (SPEC 5); the promo
 * refusals are our plain reasons, shown in red under the promo input (SPEC 8.3).
 */
export const PAYMENT_MSG = {
  promoInvalid: 'Invalid promo code',
  promoExpired: 'This promo code has expired',
  promoNotStarted: 'This promo code is not valid yet',
  promoUsedUp: 'This promo code has been fully used',
  promoUsedByYou: 'You have already used this promo code',
  promoNotForPackage: 'This promo code is not valid for this package',
  promoNotForGym: 'This promo code is not valid for this gym',
  promoNotForCurrency: 'This promo code is not valid in this country',
  /** A referral programme's welcome offer (docs/adr/0044). */
  promoReferralOnly: "This offer is for friends who joined through a member's invite link",
  packageNotFound: 'This package is not available.',
  kidRequired: 'Please select a kid.',
  kidNotForAdultPackage: 'An adult package cannot be bought for a kid.',
  notSubscribable: 'Subscriptions are only available in Kuwait and Bahrain.',
  sessionNotForPackage: 'This package cannot pay for this class.',
  paymentSuccess: 'Your payment was successful.',
  paymentSuccessBooked: 'Your payment was successful and you are booked into the class.',
  paymentSuccessProgram: 'Your payment was successful and you are booked into every session of the program.',
  /** A workshop whose program had full sessions (docs/adr/0003): the customer waits on those. */
  programSessionsWaitlisted:
    'These sessions were full, so you are on their waitlist and your package keeps a class for each: $dates.',
  paymentDeclined: 'Payment declined. No money was taken and no credits were added. Please try another card.',
  paymentCanceled: 'The payment was cancelled. No money was taken.',
  /** A payment that arrived after its order had closed (docs/adr/0005): the money went to the wallet. */
  paymentCreditedToWallet:
    'Your payment arrived after this order had closed, so the amount was added to your wallet. You can spend it on any package.',
  /** SPEC 8.4: the payment-processing confirm code (417, 000, 999). */
  paymentUnderProcessTitle: 'Payment Under Process',
  paymentUnderProcess:
    'Your payment is processing in the background. Please do not click anywhere on the page',
  bookingFailedAfterPayment:
    'Your payment was successful and the credits are in your account, but the class could not be booked: ',
  transactionNotFound: 'Transaction not found.',
  subscriptionNotFound: 'Subscription not found.',
  subscriptionCanceled: 'This subscription is already cancelled.',
  extendSamePackage: 'A subscription is extended with its own package.',
  upgradeOther:
    'Choose another subscription package in the same currency that covers every class your current one does.',
  specialOnly: 'This package cannot be bought as a special package.',
  cardNotFound: 'Card not found.',
  cardVerification: 'Card verification',
  cardSaved: 'Your card is saved. No money was taken.',
  cardDeclined: 'The card was declined and not saved. No money was taken. Please try another card.',
  cardDeleted: 'Your card has been removed.',
  cardCheckNeedsNewCard: 'Choose a package to pay with a saved card.',
  /** The gateway account cannot keep cards (docs/adr/0012): no card check, no saved-card payment. */
  savedCardsUnavailable:
    'Saved cards are not available with our payment provider. Pay on the payment page instead; subscriptions send you a payment link when they renew.',
  upgradeDearer: 'An upgrade must cost more than your subscription does now. Choose a dearer package.',
  invalidCardNumber: 'Is invalid credit card number.',
  invalidSignature: 'Invalid signature.',
  unknownPayment: 'Unknown payment.',
  /** The gateway could not be asked about a payment just now (busy or down); it settles shortly. */
  gatewayBusy: 'The payment service is busy. Your payment will be confirmed shortly.',
  /** The sandbox page of an order that was cancelled or failed meanwhile. */
  orderNotPendingTitle: 'This order can no longer be paid',
  orderNotPending:
    'This order is no longer waiting for payment (it was cancelled or has failed), so it cannot be paid. No money was taken. Please start a new purchase.',
} as const;
