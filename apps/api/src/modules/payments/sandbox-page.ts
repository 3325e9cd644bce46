import { formatMoney, type Language } from '@kinetic/domain';
import { SANDBOX_CARDS } from '../../providers/payments/sandbox-cards';

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface SandboxPageModel {
  id: string;
  reference: string;
  amount: number;
  currencyCode: string;
  mode: 'KNET' | 'CARD';
  error: string | null;
  cardNumber: string;
  /** How long the slow test card stays pending. */
  pendingSeconds: number;
  /** The store's own debit network (KNET, Benefit, mada), offered as the first mode; null: cards only. */
  localDebit: string | null;
  language: Language;
}

/**
 * The page's own words, as a gateway's hosted page offers them in English and Arabic. Amounts keep
 * Western digits and the currency code, as MyFatoorah's Arabic page shows them.
 */
const PAGE_TEXTS = {
  en: {
    title: 'Sandbox payment',
    heading: 'Kinetic sandbox payment',
    cardCheck: (ref: string) =>
      `Card check for <strong>${ref}</strong>: your card is verified and kept, and no money is taken.`,
    payment: (ref: string) => `Test payment for order <strong>${ref}</strong>. No real money moves.`,
    mode: 'Payment mode',
    card: 'Credit or debit card',
    cardNumber: 'Card number',
    verify: 'Verify card',
    pay: 'Pay',
    testCards: 'Test cards:',
    pays: 'pays',
    declined: 'is declined',
    slow: (seconds: number) => `stays pending for ${seconds} seconds, then pays`,
    back: 'Back to Kinetic',
    notFound: 'Payment not found',
  },
  ar: {
    title: 'دفع تجريبي',
    heading: 'صفحة الدفع التجريبية من Kinetic',
    cardCheck: (ref: string) =>
      `التحقق من البطاقة للطلب <strong>${ref}</strong>: نتحقق من بطاقتك ونحفظها، ولا يُخصم أي مبلغ.`,
    payment: (ref: string) => `دفع تجريبي للطلب <strong>${ref}</strong>. لا تُنقل أي أموال حقيقية.`,
    mode: 'طريقة الدفع',
    card: 'بطاقة ائتمان أو خصم',
    cardNumber: 'رقم البطاقة',
    verify: 'تحقق من البطاقة',
    pay: 'ادفع',
    testCards: 'بطاقات الاختبار:',
    pays: 'يتم الدفع بها',
    declined: 'تُرفض',
    slow: (seconds: number) => `تبقى قيد المعالجة ${seconds} ثانية ثم يتم الدفع`,
    back: 'العودة إلى Kinetic',
    notFound: 'لم يتم العثور على عملية الدفع',
  },
} satisfies Record<Language, unknown>;

/** The page's texts in `language`. */
export const sandboxTexts = (language: Language) => PAGE_TEXTS[language];

/**
 * The hosted test checkout: a plain server-rendered form, like a gateway's page, with KNET
 * and card modes, a 'Card number' field and a 'Pay' button.
 */
export function renderSandboxPage(m: SandboxPageModel): string {
  // A zero amount is a card check (a card added outside a purchase): nothing is charged.
  const check = m.amount === 0;
  const t = PAGE_TEXTS[m.language];
  const dir = m.language === 'ar' ? 'rtl' : 'ltr';
  const modeInput = (value: 'KNET' | 'CARD', label: string) =>
    `<label class="mode"><input type="radio" name="mode" value="${value}"${m.mode === value ? ' checked' : ''}> ${label}</label>`;
  return `<!doctype html>
<html lang="${m.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} ${esc(m.reference)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f5; color: #212529; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: .5rem 0 1rem; }
  fieldset { border: 1px solid #ced4da; border-radius: .5rem; margin: 0 0 1rem; padding: .5rem 1rem; }
  .mode { margin-inline-end: 1.5rem; }
  label[for] { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=text] { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: .6rem; border: 1px solid #868e96;
         border-radius: .4rem; letter-spacing: .05em; }
  button { margin-top: 1rem; width: 100%; font-size: 1.1rem; padding: .75rem; border: 0; border-radius: .4rem;
           background: #1c5fb0; color: #fff; font-weight: 700; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f08c00; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 600; margin: .5rem 0 0; }
  .hint { font-size: .85rem; color: #495057; margin-top: 1.5rem; }
  .hint code { white-space: nowrap; }
</style>
</head>
<body>
<main>
  <h1>${t.heading}</h1>
  <p>${check ? t.cardCheck(esc(m.reference)) : t.payment(esc(m.reference))}</p>
  <p class="amount" dir="ltr">${esc(formatMoney(m.amount, m.currencyCode))}</p>
  <form method="post" action="/pay/sandbox/${esc(m.id)}?lang=${m.language}" novalidate>
    <fieldset>
      <legend>${t.mode}</legend>
      ${!check && m.localDebit ? modeInput('KNET', esc(m.localDebit)) : ''}
      ${modeInput('CARD', t.card)}
    </fieldset>
    <label for="cardNumber">${t.cardNumber}</label>
    <input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr"
           value="${esc(m.cardNumber)}" aria-describedby="${m.error ? 'card-error ' : ''}card-hint" required>
    ${m.error ? `<p id="card-error" class="error" role="alert">${esc(m.error)}</p>` : ''}
    <button type="submit">${check ? t.verify : t.pay}</button>
  </form>
  <div class="hint" id="card-hint">
    <p>${t.testCards}</p>
    <ul>
      <li><code dir="ltr">${spaced(SANDBOX_CARDS.pays)}</code> ${t.pays}</li>
      <li><code dir="ltr">${spaced(SANDBOX_CARDS.declined)}</code> ${t.declined}</li>
      <li><code dir="ltr">${spaced(SANDBOX_CARDS.slow)}</code> ${t.slow(m.pendingSeconds)}</li>
    </ul>
  </div>
</main>
</body>
</html>`;
}

/** A settled or unknown payment: a short page with a way back. */
export function renderSandboxMessage(title: string, text: string, language: Language = 'en'): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">${PAGE_TEXTS[language].back}</a></p></main></body></html>`;
}

const COLOURS: Record<string, [string, string]> = {
  knet: ['#005eb8', 'KNET'],
  benefit: ['#c8102e', 'Benefit'],
  card: ['#1a1f71', 'VISA / MC'],
  mada: ['#259bd6', 'mada'],
  applepay: ['#000000', 'Apple Pay'],
};

export function modeIcon(name: string): string | null {
  const entry = COLOURS[name];
  if (!entry) return null;
  const [fill, label] = entry;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48" role="img" aria-label="${label}"><rect width="96" height="48" rx="8" fill="${fill}"/><text x="48" y="30" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}
