import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { WhatsAppSection } from './WhatsAppSection';

/**
 * WhatsApp messages in Settings (docs/adr/0049): opting in shows since when; a STOP reply shows as
 * such; without a mobile the switch waits for one; a refused change and a failed load say so.
 */
const api = fakeApi();
const PATH = '/users/me/whatsapp';
const OFF = {
  available: true,
  optedIn: false,
  mobile: '96551234567',
  optedInAt: null,
  optedOutAt: null,
  optedOutBy: null,
};

function show() {
  render(
    <Providers brand={TEST_BRAND}>
      <WhatsAppSection />
    </Providers>,
  );
}

describe('the WhatsApp section of Settings', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['settings']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    api.reset();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('opts in to the mobile shown, with the time, and out again', async () => {
    api.answers[`GET ${PATH}`] = [200, OFF];
    show();
    expect(await screen.findByText('Off: your notices come by e-mail.')).toBeTruthy();
    expect(screen.getByText('+96551234567')).toBeTruthy();
    api.answers[`PUT ${PATH}`] = [200, { ...OFF, optedIn: true, optedInAt: '2026-12-06T09:30:00.000Z' }];
    fireEvent.click(screen.getByRole('switch', { name: 'Send my notices on WhatsApp' }));
    expect(await screen.findByText(/^On since .*2026/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
    api.answers[`PUT ${PATH}`] = [
      200,
      { ...OFF, optedOutAt: '2026-12-07T09:30:00.000Z', optedOutBy: 'SETTINGS' },
    ];
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText(/^Off since .*2026.*: your notices come by e-mail\.$/)).toBeTruthy();
    expect(api.calls.filter((call) => call === `PUT ${PATH}`)).toHaveLength(2);
  });

  it('says a STOP reply ended the messages, in Arabic', async () => {
    await changeLanguage('ar');
    api.answers[`GET ${PATH}`] = [
      200,
      { ...OFF, optedOutAt: '2026-12-07T09:30:00.000Z', optedOutBy: 'STOP' },
    ];
    show();
    expect(await screen.findByText(/^أوقفتها بردّك «إيقاف»/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'أرسل إشعاراتي على واتساب' })).toBeTruthy();
  });

  it('waits for a mobile number, and shows a refused change', async () => {
    api.answers[`GET ${PATH}`] = [200, { ...OFF, mobile: null }];
    show();
    expect(await screen.findByText('Add your mobile number to get WhatsApp messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add mobile number' }).getAttribute('href')).toBe('#phone');
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    queryClient.clear();
    api.answers[`GET ${PATH}`] = [200, OFF];
    api.answers[`PUT ${PATH}`] = [400, 'Add your mobile number before turning on WhatsApp messages.'];
    show();
    fireEvent.click(await screen.findByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add your mobile number before turning on WhatsApp messages.',
    );
  });

  it('says when the choice could not be loaded, and tries again', async () => {
    api.answers[`GET ${PATH}`] = [403, 'You cannot do this.', 'FORBIDDEN'];
    show();
    expect(await screen.findByText('Could not load your WhatsApp choice.')).toBeTruthy();
    api.answers[`GET ${PATH}`] = [200, OFF];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch')).toBeTruthy();
  });
});
