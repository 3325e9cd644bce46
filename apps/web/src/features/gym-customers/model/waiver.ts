import type { ReasonCheck } from '../../../components/ReasonModal';
import { formatNumber } from '../../../lib/format';

/** A waiver's body schema (the domain's waiveStrikeSchema, waiveFeeSchema): a reason of bounded length. */
interface ReasonSchema {
  shape: { reason: { minLength: number | null; maxLength: number | null } };
  safeParse(body: { reason: string }): { success: true; data: { reason: string } } | { success: false };
}

/** The bounds of a waiver's reason, in the reader's digits for its texts, and the longest as a number. */
export function reasonBounds(schema: ReasonSchema) {
  const { minLength, maxLength } = schema.shape.reason;
  return {
    maxLength: maxLength ?? 0,
    shown: { min: formatNumber(minLength ?? 0), max: formatNumber(maxLength ?? 0) },
  };
}

/** A waiver's reason checked with the API's own schema; `refusal` says what a right one is. */
export function checkReason(schema: ReasonSchema, reason: string, refusal: string): ReasonCheck {
  const parsed = schema.safeParse({ reason });
  return parsed.success ? { reason: parsed.data.reason } : { error: refusal };
}
