/**
 * A guest's special package order (SPEC 3.2): the buyer has no token, so the payment confirmation page
 * looks the order up by its reference and the e-mail it was placed with. The e-mail is kept for this
 * tab only (sessionStorage survives the trip to the gateway page and back).
 */
const KEY = 'kinetic.specialPurchases';
const KEEP = 5;

type Remembered = { referenceId: string; email: string }[];

function read(store: Storage | undefined): Remembered {
  try {
    const parsed = JSON.parse(store?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is Remembered[number] =>
            typeof entry?.referenceId === 'string' && typeof entry?.email === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const tabStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function rememberSpecialPurchase(referenceId: string, email: string, store = tabStorage()) {
  const next = [
    { referenceId, email: email.trim() },
    ...read(store).filter((entry) => entry.referenceId !== referenceId),
  ];
  try {
    store?.setItem(KEY, JSON.stringify(next.slice(0, KEEP)));
  } catch {
    // Private mode or full storage: the page then asks for the e-mail.
  }
}

export function specialPurchaseEmail(referenceId: string, store = tabStorage()): string | null {
  return read(store).find((entry) => entry.referenceId === referenceId)?.email ?? null;
}
