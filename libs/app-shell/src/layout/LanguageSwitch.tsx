import { LANGUAGE_NAMES, languageCookie, useLocale, useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';
import { LANGUAGE_PARAM } from '../i18n/requestLocale';
import { clearRuntimeCaches } from '../pwa/caches';
import * as styles from './Header.css';

/**
 * The other language, named in itself (हिन्दी, English): the choice is kept in a cookie for a year and
 * the page comes again from the server in it (docs/languages.md). The installed app's kept pages
 * were in the old language, so they go.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT(shellCatalogue);
  const other = locale === 'hi' ? 'en' : 'hi';
  const choose = async () => {
    document.cookie = languageCookie(other, { secure: window.location.protocol === 'https:' });
    await clearRuntimeCaches().catch(() => undefined);
    const address = new URL(window.location.href);
    address.searchParams.delete(LANGUAGE_PARAM);
    window.location.replace(address.href);
  };
  return (
    <button type="button" className={styles.languageSwitch} lang={other === 'hi' ? 'hi-IN' : 'en-IN'} title={other === 'hi' ? t('language.readInHindi') : t('language.readInEnglish')} onClick={() => void choose()}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
