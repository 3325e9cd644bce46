import { emailField, MSG } from '@kinetic/domain';
import { useCallback, useRef, useState } from 'react';
import { domainText } from '../../../lib/i18n';
import { validateEmail } from '../api/validate-email';

interface Checked {
  email: string;
  available: boolean;
}

const normalise = (raw: string) => raw.trim().toLowerCase();

/**
 * SPEC 4.1: the e-mail is checked on blur. The verdict only applies while the field still holds the
 * address that was checked, so a late answer for an older value is never shown.
 */
export function useEmailAvailability() {
  const [checked, setChecked] = useState<Checked | null>(null);
  const latest = useRef('');

  const check = useCallback(async (raw: string) => {
    const parsed = emailField.safeParse(raw);
    latest.current = parsed.success ? parsed.data : '';
    if (!parsed.success) return;
    try {
      const result = await validateEmail(parsed.data);
      if (latest.current === parsed.data) setChecked({ email: parsed.data, available: result.available });
    } catch {
      // The server checks again on register; a failed pre-check just shows nothing.
    }
  }, []);

  const verdictFor = (raw: string): { valid: string } | { error: string } | null => {
    if (!checked || checked.email !== normalise(raw)) return null;
    return checked.available
      ? { valid: domainText(MSG.validEmail) }
      : { error: domainText(MSG.alreadyHaveAccount) };
  };

  return { check, verdictFor };
}
