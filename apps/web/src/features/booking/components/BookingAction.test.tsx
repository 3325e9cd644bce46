import { type ClassItemDto, type JoinResultDto, MSG, type UserDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { closeConfirm, useConfirmRequest } from '../../../components/confirm/confirm-store';
import { OnDemand } from '../../../components/OnDemand';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { auth } from '../../../locales/en/auth';
import { booking as texts } from '../../../locales/en/booking';
import { common } from '../../../locales/en/common';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND as BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { testUser } from '../../../test/test-user';
import { AuthModalHost, authModal } from '../../auth';
import { BookingAction } from './BookingAction';

/**
 * The class popup's action (SPEC 2.4, 4.3) on React DOM: what the button says for each state of the
 * class and the viewer, and what pressing it leads to for each of the join decision's main answers
 * (the login popup, the membership page, a booking, the waitlist, a server's refusal in the confirm
 * popup). The API is answered at `fetch`; the popups, toasts and router are the app's own.
 */

const CLASS_PATH = '/classes/53/Morning-Yoga';
/** The class's trainer in testClassItem. */
const TRAINER_USER_ID = 40;

const CREDITS_PACKAGE: UserDto['userPackageDetailDtoList'][number] = {
  id: 501,
  name: 'Kinetic 10 Credits',
  packageType: 'GENERAL',
  packageCategoryType: 'ADULTS',
  balance: 10,
  balanceClasses: null,
  unlimited: false,
  expiryDate: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
  gymId: null,
  userKidId: null,
  classCategoryIds: [],
};

/** A customer holding 10 credits. */
const user = (changes: Partial<UserDto> = {}) =>
  testUser({ userPackageDetailDtoList: [CREDITS_PACKAGE], ...changes });
/** A trainer who teaches the class and may edit classes. */
const TRAINER = user({
  id: TRAINER_USER_ID,
  userCategory: 2,
  trainerAllowEdit: true,
  userPackageDetailDtoList: [],
});
const OTHER_TRAINER = user({ id: 41, userCategory: 2, trainerAllowEdit: true, userPackageDetailDtoList: [] });

const api = fakeApi();

/** The shell's confirm popup, loaded when first wanted as the layout loads it. */
const ConfirmPopup = lazy(() => import('../../../components/confirm/ConfirmPopup'));

function ConfirmHost() {
  const navigate = useNavigate();
  const request = useConfirmRequest();
  return (
    <OnDemand
      wanted={request !== null}
      component={ConfirmPopup}
      props={{ navigate, partnerUrl: BRAND.partnerUrl }}
    />
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function renderAction(item: ClassItemDto, viewer: UserDto | null, onBooked = vi.fn()) {
  if (viewer) session.update(viewer);
  else session.clear();
  render(
    <Providers brand={BRAND}>
      <MemoryRouter initialEntries={[CLASS_PATH]}>
        {/* The page's Suspense, as the route gives it: the booking texts load on first use. */}
        <Suspense fallback={null}>
          <BookingAction item={item} classPath={CLASS_PATH} onBooked={onBooked} />
        </Suspense>
        <Where />
        <ConfirmHost />
        <AuthModalHost />
      </MemoryRouter>
    </Providers>,
  );
  return { onBooked };
}

const action = () => screen.getByTestId('booking-action');
const where = () => screen.getByTestId('where').textContent;
const press = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe("the class popup's action", () => {
  beforeAll(async () => {
    await startI18n();
    // As the class list's route does beside its chunk.
    await loadNamespaces(['booking']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    // The popups' stores outlive a render, as they outlive a page.
    authModal.close();
    closeConfirm({ confirmed: false });
    session.clear();
    api.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  describe('says what the viewer can do', () => {
    it('offers a guest BOOK and the wishlist on a class with seats', async () => {
      await renderAction(testClassItem(), null);
      expect(action().textContent).toBe('BOOK');
      expect(action().hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('button', { name: texts.action.addToWishlist })).toBeTruthy();
    });

    it('shows a booked member BOOKED, settled, and where to find it', async () => {
      await renderAction(testClassItem({ userJoinStatus: true, bookingId: 9 }), user());
      expect(action().textContent).toBe('BOOKED');
      expect(action().hasAttribute('disabled')).toBe(true);
      expect(screen.getByText(texts.action.booked)).toBeTruthy();
      expect(screen.queryByRole('button', { name: texts.action.addToWishlist })).toBeNull();
    });

    it('offers the waitlist on a full class, and shows WAITLISTED with a way off it once on it', async () => {
      await renderAction(testClassItem({ availableSeat: 0 }), user());
      expect(action().textContent).toBe('WAITLIST');
      cleanup();
      await renderAction(testClassItem({ availableSeat: 0, wishType: 'WAITLIST' }), user());
      expect(action().textContent).toBe('WAITLISTED');
      expect(action().hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name: texts.action.leaveWaitlist })).toBeTruthy();
    });

    it('offers a wished class BOOK and a way off the wishlist', async () => {
      await renderAction(testClassItem({ wishType: 'WISHLIST' }), user());
      expect(action().textContent).toBe('BOOK');
      expect(screen.getByRole('button', { name: texts.action.removeFromWishlist })).toBeTruthy();
      expect(screen.queryByRole('button', { name: texts.action.addToWishlist })).toBeNull();
    });

    it("tells a trainer another partner's class is theirs to view only, with no button", async () => {
      await renderAction(testClassItem(), OTHER_TRAINER);
      expect(screen.queryByTestId('booking-action')).toBeNull();
      expect(screen.getByText(texts.action.viewOnly)).toBeTruthy();
    });

    it('offers a trainer EDIT on their own class, which opens its editor', async () => {
      await renderAction(testClassItem(), TRAINER);
      expect(action().textContent).toBe('EDIT');
      await press(action());
      expect(where()).toBe('/trainer/classes/edit/7');
    });
  });

  describe('pressed, follows the join decision', () => {
    it('asks a guest to log in, in the login popup', async () => {
      await renderAction(testClassItem(), null);
      await press(action());
      const popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(await within(popup).findByRole('button', { name: auth.login.submit })).toBeTruthy();
      expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    });

    it('books a member whose package pays, says so and closes the popup', async () => {
      const result: JoinResultDto = {
        status: 'BOOKED',
        message: 'You are booked for Morning Yoga.',
        booking: {
          id: 900,
          classSessionId: 53,
          kidId: null,
          status: 'BOOKED',
          creditsSpent: 1,
          userPackageId: CREDITS_PACKAGE.id,
          source: 'DIRECT',
          refunded: false,
          createdAt: new Date().toISOString(),
          canceledAt: null,
        },
        userPackageDetailDtoList: [{ ...CREDITS_PACKAGE, balance: 9 }],
      };
      api.answers['POST /bookings'] = [200, result];
      api.answers['GET /users/me'] = [
        200,
        user({ userPackageDetailDtoList: [{ ...CREDITS_PACKAGE, balance: 9 }] }),
      ];
      const { onBooked } = await renderAction(testClassItem(), user());
      await press(action());
      expect(await screen.findByText(texts.flow.classBooked, {}, { timeout: 5000 })).toBeTruthy();
      expect(api.calls).toContain('POST /bookings');
      expect(onBooked).toHaveBeenCalledOnce();
    });

    it('sends a member without credits to the packages that pay for this class', async () => {
      const broke = user({ userPackageDetailDtoList: [] });
      // The stored record is read again once before sending them to buy: still no package.
      api.answers['GET /users/me'] = [200, broke];
      await renderAction(testClassItem(), broke);
      await press(action());
      expect(await screen.findByText(texts.flow.noCredits, {}, { timeout: 5000 })).toBeTruthy();
      expect(api.calls).toEqual(['GET /users/me']);
      await vi.waitFor(() => expect(where()).toBe('/membership/53/0/1/nobalance?ageCategoryType=ADULTS'), {
        timeout: 3000,
      });
    });

    it('puts a member on the waitlist of a full class and says so', async () => {
      api.answers['POST /waitlist'] = [
        200,
        { id: 5, classSessionId: 53, kidId: null, type: 'WAITLIST', position: 1, createdAt: '' },
      ];
      await renderAction(testClassItem({ availableSeat: 0 }), user());
      await press(action());
      expect(await screen.findByText(texts.flow.addedToWaitlist, {}, { timeout: 5000 })).toBeTruthy();
      // Then the stored record is read again (the member's lists changed).
      expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /waitlist']);
    });

    it("says so when the class's waitlist is full (the partner's seat policy caps it)", async () => {
      api.answers['POST /waitlist'] = [409, MSG.waitlistFull, 'WAITLIST_FULL'];
      await renderAction(testClassItem({ availableSeat: 0 }), user());
      await press(action());
      expect(await screen.findByText(MSG.waitlistFull, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText(texts.flow.couldNotJoin)).toBeTruthy();
    });

    it("tells an Arabic reader the app's own refusal in Arabic", async () => {
      await changeLanguage('ar');
      try {
        await renderAction(testClassItem({ classType: 'MALE' }), user());
        await press(action());
        expect(await screen.findByText('هذه الحصة للرجال فقط', {}, { timeout: 5000 })).toBeTruthy();
        expect(screen.queryByText(/only class/)).toBeNull();
        expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
      } finally {
        await changeLanguage('en');
      }
    });

    it("shows the server's refusal (credit seats filled) in the confirm popup, with the way to more credits", async () => {
      api.answers['POST /bookings'] = [417, 'The seats for credit bookings are taken.'];
      await renderAction(testClassItem(), user());
      await press(action());
      const popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(within(popup).getByText(MSG.creditSeatsFilledTitle)).toBeTruthy();
      expect(within(popup).getByText('The seats for credit bookings are taken.')).toBeTruthy();
      await press(within(popup).getByRole('button', { name: common.confirm.ok.addCredits }));
      expect(where()).toBe('/membership/53/0/1/seats?ageCategoryType=ADULTS');
    });
  });
});
