/**
 * Late-cancel and no-show fees on the customer's side (docs/adr/0040): a class's fee terms (shown before
 * booking and when cancelling) and the customer's own fees. The partner's side is in gym-customers and
 * waitlist-offers (the seat policy).
 */
export { seatFeeKeys, useClassFees } from './api/class-fees';
export { useMyFees } from './api/my-fees';
