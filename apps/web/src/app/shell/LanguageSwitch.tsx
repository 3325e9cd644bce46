import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language, useLanguage } from '../../lib/i18n';

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** Offers the other language in its own words ('عربي' to an English reader, 'English' to an Arabic one). */
function useSwitch() {
  const { t } = useTranslation();
  const target = other(useLanguage());
  return {
    target,
    text: t('language.switchTo'),
    // The name starts with the visible word, so voice users can say what they see (WCAG 2.5.3).
    label: `${t('language.switchTo')} – ${t('language.switchLabel')}`,
    switchLanguage: () => void changeLanguage(target),
  };
}

export function LanguageSwitch() {
  const { target, text, label, switchLanguage } = useSwitch();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      onClick={switchLanguage}
      lang={target}
      aria-label={label}
      data-testid="language-switch"
    >
      {text}
    </Button>
  );
}

/** The same switch as an item of the avatar menu. */
export function LanguageMenuItem() {
  const { target, text, label, switchLanguage } = useSwitch();
  return (
    <Menu.Item
      leftSection={<IconLanguage size={16} />}
      onClick={switchLanguage}
      lang={target}
      aria-label={label}
    >
      {text}
    </Menu.Item>
  );
}
