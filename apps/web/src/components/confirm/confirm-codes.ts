/** SPEC 8.4: the confirm popup's behaviour per code. */
export type ConfirmCode =
  | '498'
  | '1100'
  | '9890'
  | 'KIDS'
  | 'KIDSSP'
  | 'NOKIDS'
  | 'PARTNER'
  | '417'
  | '000'
  | '999'
  | 'PROMO_DELETE'
  | 'WAITLIST'
  | 'WAITLISTERR'
  | '409'
  | 'CONFIRM';

export type ConfirmAction = 'membership' | 'classes' | 'editProfile' | 'partner' | null;

export interface ConfirmBehaviour {
  title: string;
  message?: string;
  okLabel: string;
  /** false: a notice with one button. */
  cancellable: boolean;
  /** Where OK leads, if anywhere. */
  action: ConfirmAction;
  dontShowAgain?: boolean;
}

const PAYMENT_UNDER_PROCESS: ConfirmBehaviour = {
  title: 'Payment Under Process',
  message: 'Your payment is processing in the background. Please do not click anywhere on the page',
  okLabel: 'OK',
  cancellable: false,
  action: null,
};
const ADD_KIDS: ConfirmBehaviour = {
  title: 'Add your kids',
  message: 'Add your kids to your profile to book this class for them.',
  okLabel: 'Add Kids',
  cancellable: true,
  action: 'editProfile',
};

export const CONFIRM_BEHAVIOUR: Record<ConfirmCode, ConfirmBehaviour> = {
  '498': { title: 'Visits limit exceeded', okLabel: 'Add Credits', cancellable: true, action: 'membership' },
  '1100': { title: 'All set', okLabel: 'Lets go', cancellable: false, action: 'classes' },
  '9890': {
    title: 'Complete your profile',
    okLabel: 'Edit Profile',
    cancellable: true,
    action: 'editProfile',
  },
  KIDS: ADD_KIDS,
  KIDSSP: ADD_KIDS,
  NOKIDS: ADD_KIDS,
  PARTNER: { title: 'Partner account', okLabel: 'Go to Partner Site', cancellable: true, action: 'partner' },
  '417': PAYMENT_UNDER_PROCESS,
  '000': PAYMENT_UNDER_PROCESS,
  '999': PAYMENT_UNDER_PROCESS,
  PROMO_DELETE: {
    title: 'Remove promo code',
    message: 'Do you want to remove the applied promo code?',
    okLabel: 'Remove',
    cancellable: true,
    action: null,
  },
  WAITLIST: {
    title: 'Waitlist',
    message: 'As per class policy you will be added to class waitlist',
    okLabel: 'OK',
    cancellable: true,
    action: null,
  },
  WAITLISTERR: { title: 'Waitlist', okLabel: 'OK', cancellable: false, action: null },
  '409': { title: 'Time slot overlap', okLabel: 'Yes', cancellable: true, action: null, dontShowAgain: true },
  CONFIRM: { title: 'Please confirm', okLabel: 'Yes', cancellable: true, action: null },
};
