import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { CalendarFeedSection } from './CalendarFeedSection';

/**
 * The calendar subscription in Settings (docs/adr/0045): turned on, its private address with the
 * Google and webcal links; a new address only after a confirm; turned off; a failed load says so.
 */
const api = fakeApi();
const FEED = '/users/me/calendar-feed';
const FIRST = 'https://kinetic.example/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://kinetic.example/api/v1/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function show(teaches = false) {
  render(
    <Providers brand={TEST_BRAND}>
      <CalendarFeedSection teaches={teaches} />
    </Providers>,
  );
}

describe('the calendar subscription section', () => {
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

  it('turns the feed on, offers the subscribe links, makes a new link after a confirm and turns it off', async () => {
    api.answers[`GET ${FEED}`] = [200, { url: null }];
    api.answers[`POST ${FEED}`] = [201, { url: FIRST }];
    show();
    expect(await screen.findByText('Calendar subscription is off.')).toBeTruthy();
    expect(screen.getByText(/Add your booked classes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on calendar subscription' }));

    const field = (await screen.findByLabelText('Your private calendar link')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    const webcal = FIRST.replace('https:', 'webcal:');
    expect(
      screen.getByRole('link', { name: 'Subscribe in Apple or Outlook Calendar' }).getAttribute('href'),
    ).toBe(webcal);
    expect(screen.getByRole('link', { name: 'Subscribe in Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );

    // A new link only once the user agrees that the old one stops working; cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your current link stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls.filter((call) => call === `POST ${FEED}`)).toHaveLength(1);

    api.answers[`POST ${FEED}`] = [201, { url: SECOND }];
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText('A new calendar link is ready.')).toBeTruthy();
    expect((screen.getByLabelText('Your private calendar link') as HTMLInputElement).value).toBe(SECOND);

    api.answers[`DELETE ${FEED}`] = [200, { url: null }];
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Calendar subscription turned off.')).toBeTruthy();
    expect(screen.getByText('Calendar subscription is off.')).toBeTruthy();
    expect(screen.queryByLabelText('Your private calendar link')).toBeNull();
    expect(api.calls).toContain(`DELETE ${FEED}`);
  });

  it('speaks to a trainer of the classes they teach, in Arabic', async () => {
    await changeLanguage('ar');
    api.answers[`GET ${FEED}`] = [200, { url: FIRST }];
    show(true);
    expect(await screen.findByLabelText('رابط تقويمك الخاص')).toBeTruthy();
    expect(screen.getByText(/أضف الحصص التي تدرّبها/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اشترك في تقويم Google' })).toBeTruthy();
  });

  it('says when the subscription could not be loaded, and tries again', async () => {
    api.answers[`GET ${FEED}`] = [403, 'You cannot do this.', 'FORBIDDEN'];
    show();
    expect(await screen.findByText('Could not load your calendar subscription.')).toBeTruthy();
    expect(screen.getByText('You cannot do this.')).toBeTruthy();
    api.answers[`GET ${FEED}`] = [200, { url: null }];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Calendar subscription is off.')).toBeTruthy();
  });
});
