import type { ChangeEvent } from 'react';

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** A phone number as typed, kept to digits: Arabic-Indic digits become 0-9, anything else is dropped. */
export const phoneDigits = (typed: string): string =>
  typed
    .replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))
    .replace(/\D/g, '');

/**
 * A phone field's input props (a Mantine form's getInputProps): it takes digits only as they are typed
 * or pasted (letters stayed until submit), in the form the phone rule reads them.
 */
export function phoneInputProps<P extends { onChange: (value: string) => void }>(props: P): P {
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement> | string) =>
      props.onChange(phoneDigits(typeof event === 'string' ? event : event.currentTarget.value)),
  };
}
