import { designSystemCatalogue } from '@rewards/design-system';
import { languageCookie, languageParam, languageTag, loadCatalogues, type Locale } from '@rewards/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminCatalogue } from '../i18n/catalogue';
import { ConsoleApp } from './ConsoleApp';
import { consoleLocale } from './locale';
// Hindi pages' Devanagari font (design-system styles/devanagari.css.ts): two weights, fetched only by a
// Hindi page that needs them. Declared here, in code the page runs: the design system's index is
// free of side effects to the bundler, which dropped these imports there.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

export interface StartConsoleOptions {
  container: HTMLElement;
  /** The console theme's class (`@rewards/design-system/theme-console`), put on <html> so the page follows it. */
  themeClass: string;
  /** Lists the sandbox's demo staff on the sign-in page: `import.meta.env.DEV`. */
  demoStaff?: boolean;
}

/**
 * The page's language, as the sites' server reads a request's (`?lang=`, the `rp_lang` cookie, the
 * browser's languages). A `?lang=` becomes the staff member's choice, as on the sites.
 */
function browserLocale(): Locale {
  const asked = languageParam(window.location.href);
  if (asked) document.cookie = languageCookie(asked, { secure: window.location.protocol === 'https:' });
  return consoleLocale({ url: window.location.href, cookie: document.cookie, languages: navigator.languages });
}

/**
 * Renders the console into the app's page (client-side only: staff pages are never rendered on a
 * server), in the staff member's language: `<html lang>` says it (the Devanagari font follows it),
 * and the shell's messages in it are loaded before the first render, so nothing shows in English
 * first. If they cannot be loaded, the console starts in English. Each section's own messages come
 * with its lazy chunk: the section waits for them inside its loading boundary (SectionRoute).
 */
export function startConsole({ container, themeClass, demoStaff = false }: StartConsoleOptions): void {
  document.documentElement.classList.add(themeClass);
  const render = (locale: Locale) => {
    document.documentElement.lang = languageTag(locale);
    createRoot(container).render(
      <StrictMode>
        <ConsoleApp demoStaff={demoStaff} locale={locale} />
      </StrictMode>,
    );
  };
  const locale = browserLocale();
  loadCatalogues(locale, [adminCatalogue, designSystemCatalogue]).then(
    () => render(locale),
    () => render('en'),
  );
}
