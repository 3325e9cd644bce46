import { describe, expect, it } from 'vitest';
import { rememberSpecialPurchase, specialPurchaseEmail } from './special-purchase';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('special purchase e-mails kept for the confirmation page', () => {
  it('finds the e-mail of an order by its reference, keeping the last few', () => {
    const store = memoryStorage();
    expect(specialPurchaseEmail('KIN-A', store)).toBeNull();
    rememberSpecialPurchase('KIN-A', ' a@example.com ', store);
    rememberSpecialPurchase('KIN-B', 'b@example.com', store);
    rememberSpecialPurchase('KIN-A', 'a2@example.com', store);
    expect(specialPurchaseEmail('KIN-A', store)).toBe('a2@example.com');
    expect(specialPurchaseEmail('KIN-B', store)).toBe('b@example.com');
    for (const ref of ['C', 'D', 'E', 'F', 'G'])
      rememberSpecialPurchase(`KIN-${ref}`, 'x@example.com', store);
    expect(specialPurchaseEmail('KIN-A', store)).toBeNull();
    expect(specialPurchaseEmail('KIN-G', store)).toBe('x@example.com');
  });

  it('ignores what it cannot read', () => {
    const store = memoryStorage();
    store.setItem('kinetic.specialPurchases', '{not json');
    expect(specialPurchaseEmail('KIN-A', store)).toBeNull();
    store.setItem('kinetic.specialPurchases', JSON.stringify([{ referenceId: 1 }, null]));
    expect(specialPurchaseEmail('KIN-A', store)).toBeNull();
  });
});
