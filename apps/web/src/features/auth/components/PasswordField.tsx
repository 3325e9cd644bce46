import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * Mantine's eye button is labelled 'Toggle password visibility', which makes a label query for
 * 'Password' find two elements; a label without the word keeps the field's name unique.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('fields.toggleVisibility') }} {...props} />
  );
}
