import { MSG } from '@kinetic/domain';
import type { ReasonCheck } from '../../../components/ReasonModal';
import { domainText } from '../../../lib/i18n';

/** A reason or answer as the API's schema reads it: required, at most `max` characters. */
export function reasonCheck(max: number) {
  return (reason: string): ReasonCheck => {
    const text = reason.trim();
    if (!text) return { error: domainText(MSG.required) };
    if (text.length > max) return { error: domainText(MSG.maxLength(max)) };
    return { reason: text };
  };
}
