/** The sandbox's test cards: one pays, one is declined, one stays pending, then pays. */
export const SANDBOX_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  slow: '4000000000003220',
} as const;

export type CardOutcome = 'PAID' | 'FAILED' | 'SLOW' | 'INVALID';

export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Any other valid card number pays, as the success card does. */
export function cardOutcome(input: string): CardOutcome {
  const digits = normaliseCardNumber(input);
  if (!luhnValid(digits)) return 'INVALID';
  if (digits === SANDBOX_CARDS.declined) return 'FAILED';
  if (digits === SANDBOX_CARDS.slow) return 'SLOW';
  return 'PAID';
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}
