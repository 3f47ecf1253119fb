import { LANGUAGE_NAMES, useLocale, useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';
import * as styles from './Header.css';
import { switchLanguage } from '../i18n/chooseLanguage';

/** The header's short form of each language's name (the start of its name, so the name holds it). */
const SHORT_NAMES = { en: 'En', hi: 'हि' } as const;

/**
 * The other language, named in itself (हिन्दी, English): the choice is kept in a cookie for a year (and
 * on a member's profile) and the page comes again from the server in it (docs/languages.md). The
 * installed app's kept pages were in the old language, so they go.
 */
export function LanguageSwitch({ short = false }: { short?: boolean }) {
  const locale = useLocale();
  const t = useT(shellCatalogue);
  const other = locale === 'hi' ? 'en' : 'hi';
  // a member's choice reaches their profile from the page that comes next (MemberLanguage saves the
  // cookie's choice the profile lacks), so the switch needs no session of its own
  const choose = () => switchLanguage(other);
  return (
    <button
      type="button"
      className={short ? styles.languageSwitchShort : styles.languageSwitch}
      lang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      aria-label={short ? LANGUAGE_NAMES[other] : undefined}
      title={other === 'hi' ? t('language.readInHindi') : t('language.readInEnglish')}
      onClick={() => void choose()}
    >
      {short ? SHORT_NAMES[other] : LANGUAGE_NAMES[other]}
    </button>
  );
}
