import type { MyReferralsDto } from '@kinetic/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { InviteFriends } from './InviteFriends';

/** The Invite friends page: the link to copy, what friends get and the referrer earns, who joined. */
const api = fakeApi();

const LINK = 'https://kinetic.example/register?ref=K7PQ2M9X';

const mine = (changes: Partial<MyReferralsDto> = {}): MyReferralsDto => ({
  code: 'K7PQ2M9X',
  link: LINK,
  welcomeOffer: {
    promoName: 'FRIEND50',
    discountType: 'PERCENTAGE',
    discountValue: 50,
    currencyCode: 'KWD',
    extraCredits: 0,
    extraDays: 0,
    packageNames: ['Kinetic 10 Credits'],
    packageIds: [1],
  },
  reward: { amount: 2_000, currencyCode: 'KWD' },
  friends: [],
  totalEarned: [],
  ...changes,
});

function show() {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <InviteFriends brandName="Kinetic" />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the Invite friends page', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['referrals']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(async () => {
    cleanup();
    api.reset();
    queryClient.clear();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('gives the link to copy and share, and says what the friend gets and the referrer earns', async () => {
    api.answers['GET /referrals/me'] = [200, mine()];
    show();
    const link = await screen.findByLabelText('Your invite link');
    expect((link as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(
      screen.getByText('Friends who join through your link get 50% off Kinetic 10 Credits.'),
    ).toBeTruthy();
    expect(
      screen.getByText('You get 2.000 KWD in your wallet when a friend makes their first payment.'),
    ).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain(LINK);
    // Nobody yet: the empty state says what will happen.
    expect(
      screen.getByText(
        'No one has joined through your link yet. Share it, and your friends will show up here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('referral-total')).toBeNull();
  });

  it('lists the friends with their status and what each earned, and the total', async () => {
    api.answers['GET /referrals/me'] = [
      200,
      mine({
        friends: [
          {
            name: 'Dana S.',
            joinedAt: '2026-12-05T10:00:00.000Z',
            status: 'REWARDED',
            refusedReason: null,
            reward: { amount: 2_000, currencyCode: 'KWD' },
          },
          {
            name: 'Omar K.',
            joinedAt: '2026-12-04T10:00:00.000Z',
            status: 'JOINED',
            refusedReason: null,
            reward: null,
          },
          {
            name: 'Layla A.',
            joinedAt: '2026-12-03T10:00:00.000Z',
            status: 'REFUSED',
            refusedReason: 'SAME_CARD',
            reward: null,
          },
        ],
        totalEarned: [{ amount: 2_000, currencyCode: 'KWD' }],
      }),
    ];
    show();
    const table = await screen.findByRole('table', { name: 'Friends who joined' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Dana S.', expect.stringContaining('2026'), 'Paid', '2.000 KWD'],
      ['Omar K.', expect.stringContaining('2026'), 'Waiting for their first payment', '–'],
      ['Layla A.', expect.stringContaining('2026'), 'Not eligible: paid with your card', '–'],
    ]);
    expect(screen.getByTestId('referral-total').textContent).toBe('Total earned: 2.000 KWD');
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    api.answers['GET /referrals/me'] = [200, mine()];
    show();
    expect(await screen.findByLabelText('رابط دعوتك')).toBeTruthy();
    expect(screen.getByText(/يحصل الأصدقاء الذين ينضمون عبر رابطك على خصم/)).toBeTruthy();
    expect(screen.getByText('لم ينضم أحد عبر رابطك بعد. شاركه وسيظهر أصدقاؤك هنا.')).toBeTruthy();
  });

  it('says so when the page cannot be loaded', async () => {
    api.answers['GET /referrals/me'] = [403, 'You are not allowed to do this.'];
    show();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('You are not allowed to do this.')).toBeTruthy();
  });
});
