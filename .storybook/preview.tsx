import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, isLocale, languageTag, type Locale } from '@rewards/i18n';
import { Suspense, useEffect, type ReactNode } from 'react';
import { vars } from '@rewards/design-system';
import * as consoleTheme from '@rewards/design-system/theme-console';
import * as core from '@rewards/design-system/theme-core';
import * as moreRewards from '@rewards/design-system/theme-more-rewards';
import * as shopper from '@rewards/design-system/theme-shopper';
import { PartnerProvider, type PartnerId } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
// Hindi pages' Devanagari font (design-system styles/devanagari.css.ts): two weights, fetched only by a
// Hindi page that needs them. Declared here, in code the page runs: the design system's index is
// free of side effects to the bundler, which dropped these imports there.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

// Dialogs and prompts load lazily; on a busy machine the first import of their module graph takes
// longer than Testing Library's default 1 s wait in play functions.
configure({ asyncUtilTimeout: 5_000 });

// Storybook shows every partner, so it loads all three themes (an app loads only its own), and the
// operator console's (libs/admin's stories run in it; vitest.storybook.config.ts).
type ThemeId = PartnerId | 'console';
const themes: Record<ThemeId, { themeClass: string; themeMeta: { name: string; brandColor: string } }> = {
  core,
  shopper,
  'more-rewards': moreRewards,
  console: consoleTheme,
};

function isTheme(value: unknown): value is ThemeId {
  return typeof value === 'string' && value in themes;
}

/** The partner config a story gets: the console has none of its own, so it gets the core site's. */
function partnerOf(value: unknown): PartnerId {
  return isTheme(value) && value !== 'console' ? value : 'core';
}

/** Puts the theme on <html> too, as apps do, so the page background and body font follow it. */
function ThemeFrame({ themeClass, children }: { themeClass: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, [themeClass]);
  return (
    <div className={themeClass} style={{ color: vars.color.text, fontFamily: vars.font.family.body }}>
      {children}
    </div>
  );
}

const withPartnerTheme: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.partner) ? context.globals.partner : 'core';
  return (
    <ThemeFrame themeClass={themes[theme].themeClass}>
      <Story />
    </ThemeFrame>
  );
};

/**
 * Shell and feature components read the partner config and use router links: every story gets the
 * selected partner's example config and an in-memory router (`parameters.route` sets its path).
 */
const withAppContext: Decorator = (Story, context) => {
  const partner = partnerOf(context.globals.partner);
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <PartnerProvider partner={examplePartners[partner]}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </PartnerProvider>
  );
};

/** Puts the language on <html lang> too, as the server does, so the Devanagari font and lang-aware styles apply. */
function LanguageFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = languageTag(locale);
    return () => {
      document.documentElement.lang = before;
    };
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      {/* a language's messages load on first use: the story waits for them */}
      <Suspense fallback={null}>{children}</Suspense>
    </I18nProvider>
  );
}

/** The toolbar's language (English, हिन्दी, or the pseudo-locale that shows what is not from a catalogue). */
const withLanguage: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <LanguageFrame locale={locale}>
      <Story />
    </LanguageFrame>
  );
};

/** Expires every cookie the page can see (those a story, or the components it renders, set). */
function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const preview: Preview = {
  // Every story starts from empty browser storage: the stories' test run keeps one page per worker
  // (vitest.storybook.config.ts, isolate: false), and what one story stored must not reach the next.
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
  },
  decorators: [withAppContext, withLanguage, withPartnerTheme],
  globalTypes: {
    partner: {
      description: 'Partner theme',
      toolbar: {
        title: 'Partner',
        icon: 'paintbrush',
        items: (Object.keys(themes) as ThemeId[]).map((id) => ({ value: id, title: themes[id].themeMeta.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'en-XA', title: 'Pseudo-locale (what is not from a catalogue)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { partner: 'core', locale: 'en' },
  parameters: {
    layout: 'padded',
    // Accessibility violations (contrast, names, roles) fail the story tests in every theme.
    a11y: { test: 'error' },
  },
};

export default preview;
