import { Button, type MantineBreakpoint } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { notifications } from '../../components/toasts';
import { useChooseLanguage } from '../../features/users';
import { type Language, useLanguage, useTranslation } from '../../lib/i18n';

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** Offers the other language in its own words ('عربي' to an English reader, 'English' to an Arabic one). */
export function useLanguageSwitch() {
  const { t } = useTranslation();
  const target = other(useLanguage());
  const chooseLanguage = useChooseLanguage();
  return {
    target,
    text: t('language.switchTo'),
    label: t('language.switchLabel'),
    // The other language's texts are fetched first: without them the page stays as it is, and says so.
    switchLanguage: () =>
      void chooseLanguage(target).catch(() =>
        notifications.show({
          color: 'red',
          title: t('language.switchFailedTitle'),
          message: t('language.switchFailed'),
        }),
      ),
  };
}

/**
 * The header's switch (`visibleFrom`: phones find it in the menu drawer instead, where `inMenu` lines
 * it up with the drawer's links).
 */
export function LanguageSwitch({
  visibleFrom,
  inMenu,
}: {
  visibleFrom?: MantineBreakpoint;
  inMenu?: boolean;
}) {
  const { target, text, label, switchLanguage } = useLanguageSwitch();
  return (
    <Button
      variant="subtle"
      size={inMenu ? 'sm' : 'compact-sm'}
      justify={inMenu ? 'flex-start' : undefined}
      visibleFrom={visibleFrom}
      leftSection={<IconLanguage size={16} aria-hidden />}
      onClick={switchLanguage}
      lang={target}
      aria-label={label}
      data-testid={inMenu ? 'menu-language-switch' : 'language-switch'}
    >
      {text}
    </Button>
  );
}
