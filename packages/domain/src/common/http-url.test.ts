import { describe, expect, it } from 'vitest';
import '../i18n/arabic';
import { localise } from '../i18n/localise';
import { MSG } from '../messages';
import { httpUrlField } from './http-url';
import { HTTP_URL_MAX, isHttpUrl } from './http-url-rule';

/** A link a user stores is a web page, never a script or another scheme. */
describe('isHttpUrl', () => {
  it.each([
    ['https://flexzone.example', true],
    ['http://flexzone.example/classes?day=sun#top', true],
    ['HTTPS://FLEXZONE.EXAMPLE', true],
    ['https://xn--mgbh0fb.example/مرحبا', true],
    ['javascript:alert(3)', false],
    ['JAVASCRIPT:alert(3)', false],
    ['java\tscript:alert(3)', false],
    [' javascript:alert(3)', false],
    ['https://\tjavascript:alert(3)', false],
    ['https://flex zone.example', false],
    ['data:text/html,<script>alert(3)</script>', false],
    ['vbscript:msgbox(3)', false],
    ['ftp://flexzone.example', false],
    ['//flexzone.example', false],
    ['flexzone.example', false],
    ['https://', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isHttpUrl(text)).toBe(expected);
  });
});

describe('httpUrlField', () => {
  it('takes an http(s) link, trimmed, or blank for none', () => {
    expect(httpUrlField.parse('  https://flexzone.example  ')).toBe('https://flexzone.example');
    expect(httpUrlField.parse('')).toBe('');
  });

  it('refuses anything else with a message in English and Arabic', () => {
    const result = httpUrlField.safeParse('javascript:alert(3)');
    expect(result.error?.issues[0]?.message).toBe(MSG.httpUrlOnly);
    expect(localise(MSG.httpUrlOnly, 'ar')).toBe('أدخل عنوان موقع يبدأ بـ http:// أو https://.');
    const long = `https://flexzone.example/${'a'.repeat(HTTP_URL_MAX)}`;
    expect(httpUrlField.safeParse(long).error?.issues[0]?.message).toBe(MSG.maxLength(HTTP_URL_MAX));
  });
});
