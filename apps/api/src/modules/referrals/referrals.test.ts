import type { LoginResult, MyReferralsDto, MyWelcomeOfferDto, ReferralOfferDto } from '@kinetic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, referrals, savedCards, walletLedger } from '../../db/schema';
import { createSandboxGateway } from '../../providers/payments/sandbox-gateway';
import { customerBody, registerCustomer, uniqueEmail } from '../../test/accounts';
import { createCustomer, tokenFor } from '../../test/discovery';
import {
  buy,
  packageId,
  payOnSandbox,
  promoId,
  purchaseRow,
  SANDBOX_CARDS,
  sandboxId,
  transaction,
  walletOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const MASTERCARD = '5555555555554444';

/** docs/adr/0044: invite links, the welcome offer, and a reward paid exactly once. */
describe('referrals', () => {
  let t: TestApp;
  let pack: number;
  let welcome: number;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_PENDING_SECONDS: '1' });
    pack = await packageId(t, 'Kinetic 10 Credits');
    welcome = await promoId(t, 'FRIEND50');
  });
  afterAll(() => t.close());

  const mine = async (token: string) => {
    const { status, body } = await t.call<MyReferralsDto>({
      method: 'GET',
      url: '/api/v1/referrals/me',
      token,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  /** A referrer who registered with this e-mail, and their link's code. */
  async function referrer(email = uniqueEmail('ref')) {
    const account = await registerCustomer(t, { email, firstName: 'Layla', lastName: 'Ahmad' });
    const { code } = await mine(account.token);
    return { ...account, email, code, userId: account.user.id };
  }

  const friendOf = async (code: string, overrides: Record<string, unknown> = {}): Promise<LoginResult> =>
    registerCustomer(t, { firstName: 'Dana', lastName: 'Saleh', referralCode: code, ...overrides });

  const referralOf = async (friendUserId: number) => {
    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendUserId, friendUserId));
    return row;
  };

  const rewardRows = async (userId: number) =>
    t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'REFERRAL')));

  /** The friend buys the pack (with the welcome offer unless told) and pays on the sandbox page. */
  async function payFor(token: string, card: string = SANDBOX_CARDS.pays, promo: number | null = welcome) {
    const { status, body } = await buy(t, token, { packageId: pack, ...(promo ? { promoId: promo } : {}) });
    expect(status, JSON.stringify(body)).toBe(201);
    await payOnSandbox(t, body.data.paymentUrl, card);
    return body.data;
  }

  it('makes the link once and keeps it: the same code and link on every visit, on the brand’s host', async () => {
    const me = await referrer();
    const again = await mine(me.token);
    expect(again.code).toBe(me.code);
    expect(me.code).toMatch(/^[A-Z2-9]{8}$/);
    // The demo brand's site (brand.share_url), as every link the app sends.
    expect(again.link).toMatch(new RegExp(`^https?://[^/]+/register\\?ref=${me.code}$`));
    expect(new URL(again.link).pathname).toBe('/register');
    expect(again).toMatchObject({
      welcomeOffer: { promoName: 'FRIEND50', discountType: 'PERCENTAGE', discountValue: 50 },
      reward: { amount: 2_000, currencyCode: 'KWD' },
      friends: [],
      totalEarned: [],
    });
    expect(again.welcomeOffer!.packageNames).toEqual(['Kinetic 10 Credits']);
  });

  it('registration with a code makes the referral; an unknown code is ignored, not an error', async () => {
    const me = await referrer();
    const offer = await t.call<ReferralOfferDto>({
      method: 'GET',
      url: `/api/v1/referrals/offer?code=${me.code.toLowerCase()}&storeId=1`,
    });
    expect(offer.status).toBe(200);
    expect(offer.body.data).toMatchObject({
      referrerName: 'Layla A.',
      welcomeOffer: { promoName: 'FRIEND50' },
    });

    const friend = await friendOf(me.code.toLowerCase());
    expect(await referralOf(friend.user.id)).toMatchObject({
      referrerUserId: me.userId,
      status: 'JOINED',
      rewardAmount: null,
    });
    const stranger = await friendOf('NOSUCHCODE');
    expect(await referralOf(stranger.user.id)).toBeUndefined();
    const odd = await t.call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: customerBody({ referralCode: '../<x>' }),
    });
    expect(odd.status).toBe(201);

    // Not at registration: the referrer sees the friend, waiting, and has earned nothing.
    expect(await mine(me.token)).toMatchObject({
      friends: [{ name: 'Dana S.', status: 'JOINED', reward: null }],
      totalEarned: [],
    });
    expect(await rewardRows(me.userId)).toHaveLength(0);
    const unknown = await t.call({ method: 'GET', url: '/api/v1/referrals/offer?code=NOSUCHCODE&storeId=1' });
    expect(unknown.status).toBe(404);
  });

  it('the welcome promo is refused to a customer who was not referred, and offered to one who was', async () => {
    const loner = await createCustomer(t, { credits: null });
    const refused = await buy(t, loner.token, { packageId: pack, promoId: welcome });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(
      "This offer is for friends who joined through a member's invite link",
    );
    const none = await t.call<MyWelcomeOfferDto>({
      method: 'GET',
      url: '/api/v1/referrals/welcome-offer',
      token: loner.token,
    });
    expect(none.body.data).toEqual({ welcomeOffer: null, promoId: null });

    const me = await referrer();
    const friend = await friendOf(me.code);
    const offered = await t.call<MyWelcomeOfferDto>({
      method: 'GET',
      url: '/api/v1/referrals/welcome-offer',
      token: friend.token,
    });
    expect(offered.body.data).toMatchObject({ promoId: welcome, welcomeOffer: { promoName: 'FRIEND50' } });
  });

  it('pays the referrer once, after the first settled payment: not while pending, not on the second', async () => {
    const me = await referrer();
    const friend = await friendOf(me.code);
    const before = await walletOf(t, me.userId);

    // The slow card: the order stays pending, and so does the reward.
    const slow = await payFor(friend.token, SANDBOX_CARDS.slow);
    expect((await purchaseRow(t, slow.referenceId)).status).toBe('PENDING');
    expect((await referralOf(friend.user.id))!.status).toBe('JOINED');
    expect(await rewardRows(me.userId)).toHaveLength(0);

    // It pays a moment later: the reconciliation learns it, and with it the reward is paid.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await transaction(t, friend.token, slow.referenceId);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/callback/sandbox?paymentId=${sandboxId(slow.paymentUrl)}`,
    });
    const paid = await purchaseRow(t, slow.referenceId);
    expect(paid).toMatchObject({ status: 'PAID', promoDiscount: 12_500, amount: 12_500 });
    expect(await referralOf(friend.user.id)).toMatchObject({
      status: 'REWARDED',
      purchaseId: paid.id,
      rewardAmount: 2_000,
      rewardCurrencyCode: 'KWD',
    });

    // Replays of the same payment and a second purchase add nothing.
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/callback/sandbox?paymentId=${sandboxId(slow.paymentUrl)}`,
      });
    }
    await payFor(friend.token, MASTERCARD, null);
    const rows = await rewardRows(me.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 2_000, currencyCode: 'KWD', purchaseId: null });
    expect(rows[0]!.referralId).toBe((await referralOf(friend.user.id))!.id);
    const after = await walletOf(t, me.userId);
    expect(after.balance).toBe(before.balance + 2_000);
    expect(after.ledgerSum).toBe(after.balance);

    expect(await mine(me.token)).toMatchObject({
      friends: [{ name: 'Dana S.', status: 'REWARDED', reward: { amount: 2_000, currencyCode: 'KWD' } }],
      totalEarned: [{ amount: 2_000, currencyCode: 'KWD' }],
    });
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.userId));
    const rewarded = bell.filter((n) => n.notificationTypeId === 41);
    expect(rewarded).toHaveLength(1);
    expect(rewarded[0]!.message).toMatchObject({ friendName: 'Dana S.', reward: '2.000 KWD' });
  });

  it('a free order (the wallet or a 100 % offer pays it whole) is not a payment: the reward waits', async () => {
    const me = await referrer();
    const friend = await friendOf(me.code);
    const free = await promoId(t, 'FREEMONTH');
    const { status, body } = await buy(t, friend.token, { packageId: pack, promoId: free });
    expect(status, JSON.stringify(body)).toBe(201);
    expect((await purchaseRow(t, body.data.referenceId)).status).toBe('PAID');
    expect((await referralOf(friend.user.id))!.status).toBe('JOINED');
    expect(await rewardRows(me.userId)).toHaveLength(0);
  });

  it('two payments of the friend settling at once pay the referrer once', async () => {
    const me = await referrer();
    const friend = await friendOf(me.code);
    const first = await buy(t, friend.token, { packageId: pack, promoId: welcome });
    const second = await buy(t, friend.token, { packageId: pack });
    const ids = [sandboxId(first.body.data.paymentUrl), sandboxId(second.body.data.paymentUrl)];
    for (const url of [first.body.data.paymentUrl, second.body.data.paymentUrl]) {
      await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ mode: 'CARD', cardNumber: MASTERCARD }).toString(),
      });
    }
    // The page's redirects and webhooks have run; replay every notice of both together.
    await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 4 }, () =>
          t.app.inject({ method: 'GET', url: `/api/v1/payments/callback/sandbox?paymentId=${id}` }),
        ),
      ),
    );
    expect((await purchaseRow(t, first.body.data.referenceId)).status).toBe('PAID');
    expect((await purchaseRow(t, second.body.data.referenceId)).status).toBe('PAID');
    expect(await rewardRows(me.userId)).toHaveLength(1);
    const wallet = await walletOf(t, me.userId);
    expect(wallet).toEqual({ balance: 2_000, ledgerSum: 2_000 });
  });

  it('two settles of two orders racing in two processes pay once', async () => {
    const me = await referrer();
    const friend = await friendOf(me.code);
    const orders = [
      (await buy(t, friend.token, { packageId: pack, promoId: welcome })).body.data,
      (await buy(t, friend.token, { packageId: pack })).body.data,
    ];
    const other = await t.otherProcess();
    try {
      const sandbox = createSandboxGateway({
        db: t.database.db,
        webhookSecret: t.config.PAYMENT_WEBHOOK_SECRET,
      });
      for (const order of orders) {
        await sandbox.settleFromPage(sandboxId(order.paymentUrl), {
          status: 'PAID',
          paysAt: null,
          mode: 'CARD',
          last4: '4444',
          brand: 'MASTERCARD',
        });
      }
      // Each order's return reaches both processes at once.
      await Promise.all(
        orders.flatMap((order) =>
          [t, other].map((proc) =>
            proc.app.inject({
              method: 'GET',
              url: `/api/v1/payments/callback/sandbox?paymentId=${sandboxId(order.paymentUrl)}`,
            }),
          ),
        ),
      );
    } finally {
      await other.close();
    }
    expect(await rewardRows(me.userId)).toHaveLength(1);
    expect(await walletOf(t, me.userId)).toEqual({ balance: 2_000, ledgerSum: 2_000 });
  });

  it('refuses a self-referral by e-mail alias: no welcome offer, no reward', async () => {
    const me = await referrer('layla.ahmad@gmail.com');
    const alias = await friendOf(me.code, { email: 'LaylaAhmad+friend@googlemail.com' });
    expect(await referralOf(alias.user.id)).toMatchObject({ status: 'REFUSED', refusedReason: 'SAME_EMAIL' });
    const refused = await buy(t, alias.token, { packageId: pack, promoId: welcome });
    expect(refused.status).toBe(400);
    await payFor(alias.token, MASTERCARD, null);
    expect(await rewardRows(me.userId)).toHaveLength(0);
    expect(await mine(me.token)).toMatchObject({
      friends: [{ status: 'REFUSED', refusedReason: 'SAME_EMAIL', reward: null }],
      totalEarned: [],
    });
  });

  it("refuses a self-referral by the referrer's own card: the referral closes, nothing is credited", async () => {
    const me = await referrer();
    await t.database.db.insert(savedCards).values({
      userId: me.userId,
      gateway: 'sandbox',
      token: 'sbx_tok_4242_mine',
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
    });
    const friend = await friendOf(me.code);
    const order = await payFor(friend.token, SANDBOX_CARDS.pays);
    expect((await purchaseRow(t, order.referenceId)).status).toBe('PAID');
    expect(await referralOf(friend.user.id)).toMatchObject({ status: 'REFUSED', refusedReason: 'SAME_CARD' });
    // Another card later does not reopen it.
    await payFor(friend.token, MASTERCARD, null);
    expect(await rewardRows(me.userId)).toHaveLength(0);
    expect((await walletOf(t, me.userId)).balance).toBe(0);
  });

  it('the programme is the platform operator’s: others are refused, the operator sets it per brand and country', async () => {
    const customer = await createCustomer(t, { credits: null });
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/admin/referral-programmes', token: customer.token }))
        .status,
    ).toBe(403);
    const gym = await createCustomer(t, { category: 3 });
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/admin/referral-programmes', token: gym.token })).status,
    ).toBe(404);

    const operator = await tokenFor(t, 'gym@kinetic.test');
    const list = await t.call<
      { brandId: number; storeId: number; referrerReward: number; welcomePromoName: string | null }[]
    >({
      method: 'GET',
      url: '/api/v1/admin/referral-programmes',
      token: operator,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const kuwait = list.body.data.find((p) => p.brandId === 1 && p.storeId === 1)!;
    expect(kuwait).toMatchObject({ referrerReward: 2_000, welcomePromoName: 'FRIEND50' });

    const set = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/referral-programmes',
      token: operator,
      payload: { brandId: 1, storeId: 1, welcomePromoName: 'friend50', referrerReward: 3_000, active: true },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      referrerReward: 3_000,
      welcomePromoName: 'FRIEND50',
      active: true,
    });
    const bad = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/referral-programmes',
      token: operator,
      payload: { brandId: 1, storeId: 1, welcomePromoName: 'NOPE', referrerReward: 3_000, active: true },
    });
    expect(bad.status).toBe(400);
    await t.call({
      method: 'PUT',
      url: '/api/v1/admin/referral-programmes',
      token: operator,
      payload: { brandId: 1, storeId: 1, welcomePromoName: 'FRIEND50', referrerReward: 2_000, active: true },
    });
  });
});
