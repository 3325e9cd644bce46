import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's eye button is labelled 'Toggle password visibility', which makes a label query for
 * 'Password' find two elements; a label without the word keeps the field's name unique.
 */
const TOGGLE_PROPS = { 'aria-label': 'Toggle visibility' };

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={TOGGLE_PROPS} {...props} />;
}
