import type { PriceModel, WishType } from './enums';
import { inAutoWaitlistWindow } from './join-decision';

export type JoinButtonKey =
  | 'ONLINE'
  | 'AT_GYM'
  | 'BOOK'
  | 'WAITLIST'
  | 'WAITLISTED'
  | 'WISHLISTED'
  | 'BOOKED'
  | 'EDIT'
  | 'VIEW'
  | 'BUY_PROGRAM';

export const JOIN_BUTTON_LABEL: Record<JoinButtonKey, string> = {
  ONLINE: 'ONLINE',
  AT_GYM: 'AT GYM',
  BOOK: 'BOOK',
  WAITLIST: 'WAITLIST',
  WAITLISTED: 'WAITLISTED',
  WISHLISTED: 'WISHLISTED',
  BOOKED: 'BOOKED',
  EDIT: 'EDIT',
  VIEW: 'VIEW',
  BUY_PROGRAM: 'BUY PROGRAM',
};

export interface JoinButtonInput {
  /** The viewer's user category, or null for a guest. */
  viewerCategory: number | null;
  /** A trainer or gym viewing their own class, with the right to edit it (mayEditClass). */
  viewerMayEdit?: boolean;
  videoClass: boolean;
  priceModel: PriceModel;
  isSpecialProgram: boolean;
  availableSeat: number;
  userJoinStatus: boolean;
  wishType: WishType | null;
  /** With `autoWaitListTime`: inside the auto-waitlist window a waitlisted customer sees WAITLISTED. */
  startsAt?: string;
  autoWaitListTime?: number | null;
}

export interface JoinButton {
  key: JoinButtonKey;
  label: string;
  disabled: boolean;
}

const button = (key: JoinButtonKey, disabled = false): JoinButton => ({
  key,
  label: JOIN_BUTTON_LABEL[key],
  disabled,
});

/**
 * SPEC 2.5 and 4.3. The card says ONLINE for a video class, else AT GYM, while seats remain; the join
 * popup says BOOK instead. With no seat: WAITLIST, or the disabled WAITLISTED / WISHLISTED. A joined
 * customer sees the disabled BOOKED; a special program says BUY PROGRAM. Trainers and gyms see EDIT
 * on the classes they may edit and VIEW on any other: they never book (SPEC 6), so VIEW opens the
 * class's details as a look at what other partners run.
 * Inside the auto-waitlist window joiners are waitlisted even with seats left (SPEC 4.3 step 1), so a
 * customer already on that waitlist sees WAITLISTED there too.
 */
export function joinButton(
  input: JoinButtonInput,
  surface: 'card' | 'popup' = 'card',
  now: Date = new Date(),
): JoinButton {
  if (input.viewerCategory !== null && input.viewerCategory !== 1)
    return button(input.viewerMayEdit ? 'EDIT' : 'VIEW');
  if (input.userJoinStatus) return button('BOOKED', true);
  if (input.isSpecialProgram || input.priceModel === 'AUTOJOINWITHPACKAGE') return button('BUY_PROGRAM');
  const autoWaitlisted =
    input.wishType === 'WAITLIST' &&
    input.startsAt !== undefined &&
    inAutoWaitlistWindow(new Date(input.startsAt), input.autoWaitListTime, now);
  if (input.availableSeat > 0 && !autoWaitlisted) {
    if (surface === 'popup') return button('BOOK');
    return button(input.videoClass ? 'ONLINE' : 'AT_GYM');
  }
  if (input.wishType === 'WAITLIST') return button('WAITLISTED', true);
  if (input.wishType === 'WISHLIST') return button('WISHLISTED', true);
  return button('WAITLIST');
}
