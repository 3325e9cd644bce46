import { Radio, Stack, Switch } from '@mantine/core';
import {
  keepsWesternDigits,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  setWesternDigits,
  useLanguage,
  useTranslation,
} from '../../../lib/i18n';
import { useChooseLanguage } from '../../users';

/** Keeps this section open across the remount a switch causes, and after the reload digits need. */
function stayOnLanguageSection() {
  if (window.location.hash !== '#language')
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#language`);
}

/**
 * The reader's language (each offered in its own words) and, in Arabic, Western digits: both are kept
 * in this browser. Numbers are written as each screen renders, so a digits change reloads the page.
 */
export function LanguageForm() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const chooseLanguage = useChooseLanguage();

  const pickLanguage = (next: string) => {
    stayOnLanguageSection();
    void chooseLanguage(next as Language);
  };
  const pickDigits = (western: boolean) => {
    stayOnLanguageSection();
    setWesternDigits(western);
    window.location.reload();
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('language.label')}
        description={t('language.description')}
        value={language}
        onChange={pickLanguage}
      >
        <Stack gap="xs" mt="xs">
          {LANGUAGES.map((option) => (
            <Radio key={option} value={option} label={<span lang={option}>{LANGUAGE_NAMES[option]}</span>} />
          ))}
        </Stack>
      </Radio.Group>
      {language === 'ar' && (
        <Switch
          label={t('language.westernDigits')}
          description={t('language.westernDigitsDescription')}
          defaultChecked={keepsWesternDigits()}
          onChange={(event) => pickDigits(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
