import { Inline } from '@rewards/design-system';
import { LANGUAGE_NAMES, useLocale, useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './ProfileLanguage.css';

/** The profile page's language choice: the language the site is in, and the switch to the other (kept on the profile). */
export function ProfileLanguage() {
  const t = useT(shellCatalogue);
  const locale = useLocale();
  return (
    <Inline space="standard" alignY="center" align="spaceBetween">
      <p className={styles.text}>{t('language.current', { language: LANGUAGE_NAMES[locale === 'hi' ? 'hi' : 'en'] })}</p>
      <LanguageSwitch />
    </Inline>
  );
}
