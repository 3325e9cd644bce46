import type { TransactionDto } from '@kinetic/domain';

/**
 * The heading and tone of a closed order on the payment result page. A payment that arrived after its
 * order closed and went to the wallet (docs/adr/0005) is money kept, not a cancellation.
 */
export type UnpaidOutcome =
  | { heading: 'Card not saved'; tone: 'failed' }
  | { heading: 'Payment added to your wallet'; tone: 'credited' }
  | { heading: 'Payment cancelled'; tone: 'failed' }
  | { heading: 'Payment failed'; tone: 'failed' };

export function unpaidOutcome(
  transaction: Pick<TransactionDto, 'packageId' | 'status' | 'creditedToWallet'>,
): UnpaidOutcome {
  if (transaction.packageId === null) return { heading: 'Card not saved', tone: 'failed' };
  if (transaction.creditedToWallet) return { heading: 'Payment added to your wallet', tone: 'credited' };
  return transaction.status === 'CANCELED'
    ? { heading: 'Payment cancelled', tone: 'failed' }
    : { heading: 'Payment failed', tone: 'failed' };
}
