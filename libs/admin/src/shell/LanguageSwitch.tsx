import { LANGUAGE_NAMES, LANGUAGE_PARAM, languageCookie, languageTag, useLocale, useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';

/**
 * The other language, named in itself (हिन्दी, English), as on the sites: the choice is kept in the
 * `rp_lang` cookie for a year and the page loads again in it (the console renders in the browser
 * only, so a reload is all it takes; a `?lang=` in the address would override the choice, so it goes).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT(adminCatalogue);
  const other = locale === 'hi' ? 'en' : 'hi';
  const choose = () => {
    document.cookie = languageCookie(other, { secure: window.location.protocol === 'https:' });
    const address = new URL(window.location.href);
    address.searchParams.delete(LANGUAGE_PARAM);
    window.location.replace(address.href);
  };
  return (
    <button type="button" className={className} lang={languageTag(other)} title={other === 'hi' ? t('language.useHindi') : t('language.useEnglish')} onClick={choose}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
