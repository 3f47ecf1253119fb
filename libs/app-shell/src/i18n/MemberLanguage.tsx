import { useSession, useUpdateProfile } from '@rewards/auth';
import { useLocale } from '@rewards/i18n';
import { useEffect, useRef } from 'react';
import { chosenLanguage, switchLanguage } from './chooseLanguage';

/**
 * The member's language is kept on their profile too (docs/languages.md). When a member is signed in
 * on this browser: a choice made here (the cookie) that the profile does not have yet is saved to it;
 * with no choice made here, the profile's language is taken (the page comes again in it). Once per
 * member and page.
 */
export function MemberLanguage() {
  const session = useSession();
  const locale = useLocale();
  const update = useUpdateProfile();
  const user = session.status === 'loggedIn' ? session.user : undefined;
  const settledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || settledFor.current === user.ssoId) return;
    settledFor.current = user.ssoId;
    const chosen = chosenLanguage();
    if (chosen && chosen !== user.language) update.mutate({ language: chosen });
    else if (!chosen && user.language && user.language !== locale) void switchLanguage(user.language);
  }, [user, locale, update]);
  return null;
}
