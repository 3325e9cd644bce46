import { afterEach, describe, expect, it } from 'vitest';
import { feeAmountText, formatMoney, formatTime, validityText } from './format';
import { changeLanguage, loadNamespaces, setWesternDigits, startI18n, translate } from './i18n';

/** Prices on the web are the domain's formatting of integer minor units: no float division. */
describe('formatMoney', () => {
  it.each([
    [12_500, 'KWD', '12.500 KWD'],
    [12_500, 'KD', '12.500 KD'],
    [9_990, 'SAR', '99.90 SAR'],
    [1_250_000, 'BHD', '1,250.000 BHD'],
    [5, 'KWD', '0.005 KWD'],
  ])('%i %s is %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('stays exact where dividing by a power of ten would not', () => {
    // (9007199254740991 / 1000).toFixed(3) is '9007199254740.990'.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'KWD')).toBe('9,007,199,254,740.991 KWD');
  });
});

/** A late-cancel or no-show fee reads as credits, or as money in its currency (docs/adr/0040). */
describe('feeAmountText', () => {
  it.each([
    ['CREDITS', 1, null, '1 credit'],
    ['CREDITS', 2, null, '2 credits'],
    ['MONEY', 1500, 'KWD', '1.500 KWD'],
    ['MONEY', 250, 'SAR', '2.50 SAR'],
  ] as const)('%s %i %s is %s', (unit, amount, currency, text) => {
    expect(feeAmountText(unit, amount, currency)).toBe(text);
  });
});

describe('formatting in Arabic (Intl for the locale, the currency named in Arabic)', () => {
  afterEach(async () => {
    setWesternDigits(false);
    await changeLanguage('en');
  });

  it('names the currency in Arabic with its own decimals, in Arabic-Indic digits by default', async () => {
    await startI18n();
    await changeLanguage('ar');
    // Texts load per namespace: the pages that show a validity load 'membership' (router.tsx).
    await loadNamespaces(['membership']);
    expect(formatMoney(12_500, 'KWD')).toBe('١٢٫٥٠٠ دينار كويتي');
    expect(formatMoney(1_250_000, 'BHD')).toContain('دينار بحريني');
    expect(formatTime('18:05')).toBe('٠٦:٠٥ م');
    expect(formatTime('06:05')).toBe('٠٦:٠٥ ص');
    expect(feeAmountText('MONEY', 1500, 'KWD')).toBe('١٫٥٠٠ دينار كويتي');
    expect(feeAmountText('CREDITS', 3, null)).toBe('٣ نقاط');
    // A package's validity follows the domain's periodOf: 60 days are two months, 14 two weeks.
    expect(validityText({ validityPeriod: '2 MONTHS', duration: 60 })).toBe('شهرين');
    expect(validityText({ validityPeriod: '2 WEEKS', duration: 14 })).toBe('أسبوعين');
    expect(validityText({ validityPeriod: '45 DAYS', duration: 45 })).toBe('٤٥ يوماً');
  });

  it('keeps Western digits for a reader who chose them, exactly, whatever the size', async () => {
    await startI18n();
    await changeLanguage('ar');
    setWesternDigits(true);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'KWD')).toContain('9,007,199,254,740.991');
    expect(formatTime('18:05')).toBe('06:05 م');
    // A catalogue's `{{count, number}}` follows the same choice.
    expect(translate('common:credits', { count: 5 })).toBe('5 نقاط');
    setWesternDigits(false);
    expect(translate('common:credits', { count: 5 })).toBe('٥ نقاط');
  });
});
