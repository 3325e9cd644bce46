import { common } from '../../locales/en/common';

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

/** The popup's texts in the catalogue (common: confirm.texts.<key>, confirm.ok.<key>). */
export type ConfirmTexts = keyof typeof common.confirm.texts;
export type ConfirmOk = keyof typeof common.confirm.ok;

export interface ConfirmBehaviour {
  /** The SPEC's English; the popup shows `texts` and `ok` in the reader's language. */
  title: string;
  message?: string;
  okLabel: string;
  /** false: a notice with one button. */
  cancellable: boolean;
  /** Where OK leads, if anywhere. */
  action: ConfirmAction;
  dontShowAgain?: boolean;
  texts: ConfirmTexts;
  ok: ConfirmOk;
}

/** A code's behaviour, its English texts read from the English catalogue so the two never drift apart. */
function behaviour(
  texts: ConfirmTexts,
  ok: ConfirmOk,
  rest: Pick<ConfirmBehaviour, 'cancellable' | 'action' | 'dontShowAgain'>,
): ConfirmBehaviour {
  const english: { title: string; message?: string } = common.confirm.texts[texts];
  return { ...english, okLabel: common.confirm.ok[ok], texts, ok, ...rest };
}

const PAYMENT_UNDER_PROCESS = behaviour('paymentUnderProcess', 'ok', { cancellable: false, action: null });
const ADD_KIDS = behaviour('addKids', 'addKids', { cancellable: true, action: 'editProfile' });

export const CONFIRM_BEHAVIOUR: Record<ConfirmCode, ConfirmBehaviour> = {
  '498': behaviour('visitsLimit', 'addCredits', { cancellable: true, action: 'membership' }),
  '1100': behaviour('allSet', 'letsGo', { cancellable: false, action: 'classes' }),
  '9890': behaviour('completeProfile', 'editProfile', { cancellable: true, action: 'editProfile' }),
  KIDS: ADD_KIDS,
  KIDSSP: ADD_KIDS,
  NOKIDS: ADD_KIDS,
  PARTNER: behaviour('partner', 'partnerSite', { cancellable: true, action: 'partner' }),
  '417': PAYMENT_UNDER_PROCESS,
  '000': PAYMENT_UNDER_PROCESS,
  '999': PAYMENT_UNDER_PROCESS,
  PROMO_DELETE: behaviour('removePromo', 'remove', { cancellable: true, action: null }),
  WAITLIST: behaviour('waitlist', 'ok', { cancellable: true, action: null }),
  WAITLISTERR: behaviour('waitlistError', 'ok', { cancellable: false, action: null }),
  '409': behaviour('overlap', 'yes', { cancellable: true, action: null, dontShowAgain: true }),
  CONFIRM: behaviour('pleaseConfirm', 'yes', { cancellable: true, action: null }),
};
