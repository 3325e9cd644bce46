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
import { AuthModalHost, authModal } from '../../auth';
import { BookingAction } from './BookingAction';

/**
 * The class popup's action (SPEC 2.4, 4.3) on React DOM: what the button says for each state of the
 * class and the viewer, and what pressing it leads to for each of the join decision's main answers
 * (the login popup, the membership page, a booking, the waitlist, a server's refusal in the confirm
 * popup). The API is answered at `fetch`; the popups, toasts and router are the app's own.
 */

const tomorrow = new Date(Date.now() + 24 * 3_600_000);
const CLASS_PATH = '/classes/53/Morning-Yoga';
const TRAINER_USER_ID = 40;

function classItem(changes: Partial<ClassItemDto> = {}): ClassItemDto {
  return {
    classSessionId: 53,
    classId: 7,
    classTimingId: 9,
    title: 'Morning Yoga',
    description: 'Stretch and breathe.',
    classDate: tomorrow.toISOString().slice(0, 10),
    fromTime: '09:00',
    toTime: '10:00',
    startsAt: tomorrow.toISOString(),
    endsAt: new Date(tomorrow.getTime() + 3_600_000).toISOString(),
    timeZone: 'Asia/Kuwait',
    credit: 1,
    price: 0,
    currencyCode: 'KWD',
    priceModel: 'PHYSICAL',
    availableSeat: 5,
    availableSeatText: '5',
    totalSeat: 10,
    showAvailableSeatType: 'SHOWALL',
    classType: 'MIXED',
    ageCategoryType: 'ADULTS',
    fitnessLevel: 'BASIC',
    classCategory: { id: 3, name: 'Yoga', icon: 'yoga' },
    subClassCategoryId: null,
    userJoinStatus: false,
    bookingId: null,
    wishType: null,
    autoWaitListTime: null,
    videoClass: false,
    isSpecialProgram: false,
    platform: null,
    reminder: null,
    specialNote: null,
    classDayList: [],
    fromDate: '2026-01-01',
    toDate: '2026-12-31',
    classMedia: { mediaUrl: null, mediaThumbNailUrl: null },
    managers: { ownerUserId: TRAINER_USER_ID, gymUserId: null, trainerUserIds: [TRAINER_USER_ID] },
    trainerDetail: null,
    gymBranchDetail: null,
    venue: null,
    ...changes,
  };
}

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

function user(changes: Partial<UserDto> = {}): UserDto {
  return {
    id: 11,
    email: 'layla@kinetic.test',
    firstName: 'Layla',
    lastName: 'Ahmed',
    userCategory: 1,
    storeId: 1,
    currencyCode: 'KWD',
    gender: 'FEMALE',
    mobile: '+96550000000',
    dob: null,
    nationality: null,
    location: null,
    profileImageThumbnail: null,
    trainerAllowEdit: false,
    userKidsList: [],
    walletDto: { balance: 0, currencyCode: 'KWD' },
    userPackageDetailDtoList: [CREDITS_PACKAGE],
    buyMembership: false,
    subscriptionTrail: {
      subscribeText: null,
      subscribeApplied: false,
      subscribeRenewText: null,
      trailOfferApplied: false,
    },
    userDetailMappingList: [],
    timePreference: [],
    loginThrough: 'EMAIL',
    language: 'en',
    ...changes,
  };
}
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
      await renderAction(classItem(), null);
      expect(action().textContent).toBe('BOOK');
      expect(action().hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('button', { name: texts.action.addToWishlist })).toBeTruthy();
    });

    it('shows a booked member BOOKED, settled, and where to find it', async () => {
      await renderAction(classItem({ userJoinStatus: true, bookingId: 9 }), user());
      expect(action().textContent).toBe('BOOKED');
      expect(action().hasAttribute('disabled')).toBe(true);
      expect(screen.getByText(texts.action.booked)).toBeTruthy();
      expect(screen.queryByRole('button', { name: texts.action.addToWishlist })).toBeNull();
    });

    it('offers the waitlist on a full class, and shows WAITLISTED with a way off it once on it', async () => {
      await renderAction(classItem({ availableSeat: 0 }), user());
      expect(action().textContent).toBe('WAITLIST');
      cleanup();
      await renderAction(classItem({ availableSeat: 0, wishType: 'WAITLIST' }), user());
      expect(action().textContent).toBe('WAITLISTED');
      expect(action().hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name: texts.action.leaveWaitlist })).toBeTruthy();
    });

    it('offers a wished class BOOK and a way off the wishlist', async () => {
      await renderAction(classItem({ wishType: 'WISHLIST' }), user());
      expect(action().textContent).toBe('BOOK');
      expect(screen.getByRole('button', { name: texts.action.removeFromWishlist })).toBeTruthy();
      expect(screen.queryByRole('button', { name: texts.action.addToWishlist })).toBeNull();
    });

    it("tells a trainer another partner's class is theirs to view only, with no button", async () => {
      await renderAction(classItem(), OTHER_TRAINER);
      expect(screen.queryByTestId('booking-action')).toBeNull();
      expect(screen.getByText(texts.action.viewOnly)).toBeTruthy();
    });

    it('offers a trainer EDIT on their own class, which opens its editor', async () => {
      await renderAction(classItem(), TRAINER);
      expect(action().textContent).toBe('EDIT');
      await press(action());
      expect(where()).toBe('/trainer/classes/edit/7');
    });
  });

  describe('pressed, follows the join decision', () => {
    it('asks a guest to log in, in the login popup', async () => {
      await renderAction(classItem(), null);
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
      const { onBooked } = await renderAction(classItem(), user());
      await press(action());
      expect(await screen.findByText(texts.flow.classBooked, {}, { timeout: 5000 })).toBeTruthy();
      expect(api.calls).toContain('POST /bookings');
      expect(onBooked).toHaveBeenCalledOnce();
    });

    it('sends a member without credits to the packages that pay for this class', async () => {
      const broke = user({ userPackageDetailDtoList: [] });
      // The stored record is read again once before sending them to buy: still no package.
      api.answers['GET /users/me'] = [200, broke];
      await renderAction(classItem(), broke);
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
      await renderAction(classItem({ availableSeat: 0 }), user());
      await press(action());
      expect(await screen.findByText(texts.flow.addedToWaitlist, {}, { timeout: 5000 })).toBeTruthy();
      // Then the stored record is read again (the member's lists changed).
      expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /waitlist']);
    });

    it("tells an Arabic reader the app's own refusal in Arabic (issue 32)", async () => {
      await changeLanguage('ar');
      try {
        await renderAction(classItem({ classType: 'MALE' }), user());
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
      await renderAction(classItem(), user());
      await press(action());
      const popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(within(popup).getByText(MSG.creditSeatsFilledTitle)).toBeTruthy();
      expect(within(popup).getByText('The seats for credit bookings are taken.')).toBeTruthy();
      await press(within(popup).getByRole('button', { name: common.confirm.ok.addCredits }));
      expect(where()).toBe('/membership/53/0/1/seats?ageCategoryType=ADULTS');
    });
  });
});
