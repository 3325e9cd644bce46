import { confirmPopup } from '../../../components/confirm/confirm-store';
import { ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import type { OverlapConflict } from '../api/contract';

/** SPEC 4.5: the overlap answer can be remembered per user, in this browser. */
const dontAskKey = (userId: number) => `kinetic.overlapDontAsk.${userId}`;
const PAST_TIME_KEY = 'kinetic.allowPastTime';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
function writeFlag(key: string, on: boolean) {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export const overlapSettings = {
  dontAsk: (userId: number) => readFlag(dontAskKey(userId)),
  setDontAsk: (userId: number, on: boolean) => writeFlag(dontAskKey(userId), on),
  /** SPEC 5: 'Time must be greater than current time.' can be switched off by a local setting. */
  allowPastTime: () => readFlag(PAST_TIME_KEY),
  setAllowPastTime: (on: boolean) => writeFlag(PAST_TIME_KEY, on),
};

export function overlapConflict(error: unknown): OverlapConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.data as { conflict?: OverlapConflict } | null | undefined;
  return (
    data?.conflict ?? {
      classId: 0,
      classSessionId: 0,
      title: translate('classManagement:overlap.thisClass'),
      classDate: '',
      fromTime: '',
      toTime: '',
    }
  );
}

/**
 * Sends a scheduling call; on 409 asks the SPEC 8.4 overlap question and, on Yes, sends it again with
 * force. Answers null when the user declines. A user who ticked 'do not show again' is not asked.
 */
export async function sendWithOverlapQuestion<T>(
  userId: number,
  send: (force: boolean) => Promise<T>,
): Promise<T | null> {
  try {
    return await send(overlapSettings.dontAsk(userId));
  } catch (error) {
    const conflict = overlapConflict(error);
    if (!conflict) throw error;
    const answer = await confirmPopup({
      code: '409',
      message: translate('classManagement:overlap.question', { title: conflict.title }),
    });
    if (!answer.confirmed) return null;
    if (answer.dontShowAgain) overlapSettings.setDontAsk(userId, true);
    return send(true);
  }
}
