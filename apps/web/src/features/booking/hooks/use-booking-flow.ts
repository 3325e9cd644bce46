import {
  type ClassItemDto,
  type JoinDecision,
  type JoinResultDto,
  MSG,
  TIMERS,
  waitlistPromise,
} from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { creditsText } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { authModal } from '../../auth';
import { refreshStoredUser } from '../../users';
import { addWish, postBooking, removeWish, type WishList } from '../api/bookings';
import { membershipForClassPath } from '../model/class-purchase';
import { clientJoinDecision, clientWaitlistEligibility } from '../model/client-decision';
import { inReadersLanguage, type Prompt, promptOfError } from '../model/prompts';
import { type Next, requestWaitlist } from '../model/waitlist-request';

/** Queries whose answers depend on the viewer's bookings and wishes (lists start with these keys). */
const BOOKING_DEPENDENT = [
  'notifications',
  'classes',
  'bookings',
  'wishlist',
  'schedule',
  'trainers',
  'gyms',
  'search',
  'explore',
  'users',
];

const STOP: Next = { kind: 'stop' };

/** The package the booking was paid from, and what is left on it (hidden on a prime brand's zero credits). */
function creditsLeft(result: Extract<JoinResultDto, { status: 'BOOKED' }>, t: TFunction<'booking'>): string {
  const used = result.userPackageDetailDtoList.find((p) => p.id === result.booking.userPackageId);
  if (!used || result.booking.creditsSpent === 0) return '';
  const credits = creditsText(used.balance);
  return t('flow.creditsLeft', { credits, package: used.name });
}

const toast = (title: string, message: string, color: string) =>
  notifications.show({ title, message, color });

/** The client's refusals that depend on the member's packages (the stored user record's balances). */
const BALANCE_PROMPTS: ReadonlySet<JoinDecision['kind']> = new Set([
  'CHECKOUT',
  'NO_BALANCE',
  'NOT_IN_CATEGORY',
  'NOT_ENOUGH_CREDITS',
  'PLAN_EXPIRES',
]);

/**
 * The join flow of SPEC 4.3: the domain's decision on the client raises the right prompt; the server
 * decides again, and its refusals raise the same prompts (SPEC 8.3, 8.4).
 */
export function useBookingFlow({ onBooked, classPath }: { onBooked?: () => void; classPath: string }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const refresh = () => {
    void queryClient.invalidateQueries({
      predicate: (query) => BOOKING_DEPENDENT.includes(String(query.queryKey[0])),
    });
    void refreshStoredUser().catch(() => undefined);
  };

  async function answer(asked: Prompt, item: ClassItemDto, kidId: number | null = null): Promise<Next> {
    const prompt = inReadersLanguage(asked, domainText);
    switch (prompt.kind) {
      case 'LOGIN':
        // SPEC 2.6: a guest logs in and comes back to this class.
        authModal.open('login', { redirect: classPath, fromJoinClass: item.credit > 0 });
        return STOP;
      case 'AUTO_WAITLIST':
      case 'WAITLIST': {
        const message = prompt.kind === 'WAITLIST' ? prompt.message : undefined;
        const { confirmed } = await confirmPopup({ code: 'WAITLIST', message });
        return confirmed ? { kind: 'waitlist' } : STOP;
      }
      case 'KIDS_REQUIRED':
        await confirmPopup({ code: 'KIDS', message: prompt.message });
        return STOP;
      case 'SELECT_KID': {
        const kids = prompt.kids ?? session.get()?.userKidsList ?? [];
        const choice = await confirmPopup({
          code: 'CONFIRM',
          title: t('flow.whoIsJoining'),
          message: t('flow.chooseKid'),
          kids,
        });
        return choice.confirmed && choice.kidId ? { kind: 'kid', kidId: choice.kidId } : STOP;
      }
      case 'GENDER':
        toast(domainText(prompt.title), prompt.message, 'red');
        return STOP;
      case 'MOBILE_REQUIRED':
        await confirmPopup({ code: '9890', message: prompt.message });
        return STOP;
      case 'CHECKOUT':
        toast(t('flow.payAtCheckout'), prompt.message, 'blue');
        navigate(membershipForClassPath(item, 'checkout', kidId));
        return STOP;
      case 'NO_BALANCE':
        toast(t('flow.noCredits'), domainText(MSG.noBalance), 'red');
        setTimeout(() => navigate(membershipForClassPath(item, 'nobalance', kidId)), TIMERS.redirectDelayMs);
        return STOP;
      // The 498 popup's 'Add Credits' leads to the packages that can pay for this class.
      case 'NOT_IN_CATEGORY': {
        const to = membershipForClassPath(item, 'category', kidId);
        await confirmPopup({ code: '498', title: t('flow.notInCategory'), message: prompt.message, to });
        return STOP;
      }
      case 'NOT_ENOUGH_CREDITS':
      case 'PLAN_EXPIRES': {
        const flag = prompt.kind === 'PLAN_EXPIRES' ? 'expiry' : 'credits';
        const to = membershipForClassPath(item, flag, kidId);
        await confirmPopup({ code: '498', title: t('flow.addCredits'), message: prompt.message, to });
        return STOP;
      }
      case 'CREDIT_SEATS': {
        const to = membershipForClassPath(item, 'seats', kidId);
        await confirmPopup({
          code: '498',
          title: domainText(MSG.creditSeatsFilledTitle),
          message: prompt.message,
          to,
        });
        return STOP;
      }
      case 'VISIT_LIMIT': {
        const to = membershipForClassPath(item, 'visits', kidId);
        await confirmPopup({
          code: '498',
          title: domainText(MSG.visitLimitTitle),
          message: prompt.message,
          to,
        });
        return STOP;
      }
      case 'FAILURE':
        toast(t('flow.couldNotJoin'), prompt.message, 'red');
        return STOP;
      case 'HANDLED':
        return STOP;
    }
  }

  /** Runs a server call; a refusal becomes the matching prompt. */
  async function attempt<T>(
    call: () => Promise<T>,
    item: ClassItemDto,
    kidId: number | null = null,
  ): Promise<{ value: T } | Next> {
    try {
      return { value: await call() };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return answer(promptOfError(error), item, kidId);
    }
  }

  function joined(result: JoinResultDto) {
    if (result.status === 'BOOKED') {
      toast(t('flow.classBooked'), `${result.message}${creditsLeft(result, t)}`, 'green');
      onBooked?.();
    } else toast(t('flow.addedToWaitlist'), result.message, 'blue');
    refresh();
  }

  const guarded = (run: (item: ClassItemDto) => Promise<void>) => async (item: ClassItemDto) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await run(item);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  /** BOOK (and BUY PROGRAM, which leads to checkout). */
  const book = guarded(async (item) => {
    let kidId: number | null = null;
    let refreshed = false;
    // At most: pick a kid, then join or accept the waitlist.
    for (let round = 0; round < 3; round += 1) {
      const kid: number | null = kidId;
      let decision = clientJoinDecision(item, session.get(), kid);
      // The stored record may not know a package bought since (another tab, a page left before its
      // refresh came back): it is read again once before the customer is sent to buy one.
      if (BALANCE_PROMPTS.has(decision.kind) && !refreshed) {
        refreshed = true;
        await refreshStoredUser().catch(() => undefined);
        decision = clientJoinDecision(item, session.get(), kid);
      }
      const outcome: { value: JoinResultDto } | Next =
        decision.kind === 'JOIN'
          ? await attempt<JoinResultDto>(
              () => postBooking({ classSessionId: item.classSessionId, userKidId: kid }),
              item,
              kid,
            )
          : await answer(decision, item, kid);
      if ('value' in outcome) return joined(outcome.value);
      if (outcome.kind === 'kid') kidId = outcome.kidId;
      else if (outcome.kind === 'waitlist') {
        // Accepted: a kids' class may still need its kid, which the server asks for (KIDS).
        const waitlisted = await requestWaitlist(kidId, (userKidId) =>
          attempt(
            () => postBooking({ classSessionId: item.classSessionId, userKidId, waitlistIfFull: true }),
            item,
            userKidId,
          ),
        );
        if (waitlisted) joined(waitlisted.value);
        return;
      } else return;
    }
  });

  /** WAITLIST on a full class. */
  const waitlist = guarded(async (item) => {
    let kidId: number | null = null;
    for (let round = 0; round < 2; round += 1) {
      const eligibility = clientWaitlistEligibility(item, session.get(), kidId);
      const outcome =
        eligibility.kind === 'OK'
          ? await attempt(
              () => addWish('waitlist', { classSessionId: item.classSessionId, userKidId: kidId }),
              item,
            )
          : await answer(eligibility, item);
      if ('value' in outcome) {
        const promise = waitlistPromise(
          { startsAt: new Date(item.startsAt), availableSeat: item.availableSeat },
          new Date(),
        );
        toast(t('flow.addedToWaitlist'), domainText(promise), 'blue');
        refresh();
        return;
      }
      if (outcome.kind !== 'kid') return;
      kidId = outcome.kidId;
    }
  });

  const wishlist = guarded(async (item) => {
    if (!session.get()) return void (await answer({ kind: 'LOGIN' }, item));
    const outcome = await attempt(() => addWish('wishlist', { classSessionId: item.classSessionId }), item);
    if ('value' in outcome) {
      toast(t('flow.addedToWishlist'), t('flow.wishlistNotice'), 'green');
      refresh();
    }
  });

  const leave = (list: WishList) =>
    guarded(async (item) => {
      const question =
        list === 'wishlist' ? t('flow.removeFromWishlistQuestion') : t('flow.leaveWaitlistQuestion');
      if (!(await confirmPopup({ code: 'CONFIRM', message: question })).confirmed) return;
      const outcome = await attempt(() => removeWish(list, item.classSessionId), item);
      if ('value' in outcome) {
        if (list === 'wishlist')
          toast(t('flow.removedFromWishlist'), t('flow.offWishlist', { title: item.title }), 'green');
        else toast(t('flow.leftWaitlist'), t('flow.offWaitlist', { title: item.title }), 'green');
        refresh();
      }
    });

  return {
    busy,
    book,
    waitlist,
    wishlist,
    leaveWishlist: leave('wishlist'),
    leaveWaitlist: leave('waitlist'),
  };
}
