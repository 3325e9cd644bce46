import { LIMITS } from '../common/limits';
import { MSG } from '../messages';

export interface RefundDecision {
  /** Credits go back to the package they came from. */
  refundable: boolean;
  /** The spec's warning (SPEC 4.5), shown before cancelling a class that starts within the cutoff. */
  warning: string | null;
  /** Whole milliseconds left until the start (negative once started). */
  msToStart: number;
}

/**
 * SPEC 4.5 and 9: a cancellation refunds credits only when the class starts more than 6 hours later.
 * Computed on instants, so a daylight-saving jump between now and the class cannot move the cutoff.
 */
export function refundDecision(startsAt: Date, now: Date): RefundDecision {
  const msToStart = startsAt.getTime() - now.getTime();
  const refundable = msToStart > LIMITS.refundCutoffHours * 3_600_000;
  return { refundable, warning: refundable ? null : MSG.noRefundWarning, msToStart };
}
