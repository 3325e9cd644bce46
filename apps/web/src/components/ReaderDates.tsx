import 'dayjs/locale/ar';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import type { ReactNode } from 'react';
import { keepsWesternDigits, useLanguage } from '../lib/i18n';

// dayjs writes a locale's own digits only with this plugin; English has none to write, so it is unchanged.
dayjs.extend(preParsePostFormat);

/** dayjs's Arabic without its Arabic-Indic digits, for readers who keep Western ones (Settings). */
const WESTERN_ARABIC = 'ar-latn';
let westernRegistered = false;
function westernArabic(): string {
  if (!westernRegistered) {
    const arabic = dayjs.Ls.ar;
    if (!arabic) return 'ar';
    // Without postformat/preparse (untyped in ILocale), dayjs writes and reads Western digits.
    const {
      postformat: _write,
      preparse: _read,
      ...rest
    } = arabic as typeof arabic & {
      postformat?: unknown;
      preparse?: unknown;
    };
    dayjs.locale({ ...rest, name: WESTERN_ARABIC }, undefined, true);
    westernRegistered = true;
  }
  return WESTERN_ARABIC;
}

/**
 * Mantine's date pickers in the reader's language: Arabic month and day names (and digits, unless the
 * reader keeps Western ones) with the Gulf week (Sunday to Thursday, Friday and Saturday off). English
 * keeps Mantine's defaults. dayjs's Arabic is imported here only, so it loads with a picker (the class
 * editor, the filters' calendar) and not with the first page.
 */
export function ReaderDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  if (language !== 'ar') return children;
  return (
    <DatesProvider
      settings={{
        locale: keepsWesternDigits() ? westernArabic() : 'ar',
        firstDayOfWeek: 0,
        weekendDays: [5, 6],
      }}
    >
      {children}
    </DatesProvider>
  );
}
