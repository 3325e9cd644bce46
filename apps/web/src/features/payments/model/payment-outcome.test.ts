import { describe, expect, it } from 'vitest';
import { unpaidOutcome } from './payment-outcome';

describe('the result page of an order that was not paid as ordered', () => {
  it('a late payment credited to the wallet has its own heading, not "Payment cancelled"', () => {
    expect(unpaidOutcome({ packageId: 1, status: 'CANCELED', creditedToWallet: true })).toEqual({
      heading: 'Payment added to your wallet',
      tone: 'credited',
    });
  });

  it('a cancelled, a declined and a card check order keep theirs', () => {
    expect(unpaidOutcome({ packageId: 1, status: 'CANCELED', creditedToWallet: false }).heading).toBe(
      'Payment cancelled',
    );
    expect(unpaidOutcome({ packageId: 1, status: 'FAILED', creditedToWallet: false }).heading).toBe(
      'Payment failed',
    );
    expect(unpaidOutcome({ packageId: null, status: 'FAILED', creditedToWallet: false }).heading).toBe(
      'Card not saved',
    );
  });
});
