import type { Language } from '@kinetic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { changeLanguage, linkedLanguageOfVisit } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { ME_QUERY_KEY } from './me';
import type { UserChangeResult } from './user-change';

/** Keeps the signed-in user's language on the account (their e-mails; the app on a new device). */
export function saveLanguage(language: Language) {
  return api<UserChangeResult>('PUT', '/users/me/language', { body: { language }, loader: false });
}

/**
 * The reader picks a language (the header's switch, the avatar menu, Settings): the app turns now, in
 * this browser, and a signed-in account keeps the choice. Saving is best effort: a failed save leaves
 * the browser's choice in place, which wins in this browser anyway.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await changeLanguage(language);
    const user = session.get();
    if (!user || user.language === language) return;
    try {
      const { user: saved } = await saveLanguage(language);
      session.update(saved);
      queryClient.setQueryData(ME_QUERY_KEY, saved);
    } catch {
      // Kept in this browser; the account keeps its earlier choice until the next switch.
    }
  };
}

/**
 * A link that names a language (`?lang=ar`, e.g. from an Arabic campaign) is the reader's choice as
 * much as the switch is: a signed-in account keeps it, so its e-mails come in that language
 * too, not only the pages.
 */
export function useLinkLanguageKept() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const linked = linkedLanguageOfVisit();
    const user = session.get();
    if (!linked || !user || user.language === linked) return;
    saveLanguage(linked)
      .then(({ user: saved }) => {
        if (session.get()?.id !== saved.id) return;
        session.update(saved);
        queryClient.setQueryData(ME_QUERY_KEY, saved);
      })
      .catch(() => undefined);
  }, [queryClient]);
}
