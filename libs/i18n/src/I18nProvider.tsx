import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { catalogueLoading, translate, type Catalogue } from './catalogue';
import { formatDate, formatNumber, formatRupees } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language a page renders in (the server's choice; the browser hydrates with the same). */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The library's messages in the page's language: `t('header.signIn')`, `t('offers.count', { count })`.
 * Without a provider (a component's own test), English.
 */
export function useT(catalogue: Catalogue): Translate {
  const locale = useLocale();
  // A language whose catalogue has not arrived yet suspends the part that reads it (its route's
  // Suspense boundary): the server's page stays as it is until the messages are there, so nothing
  // ever shows in English first.
  // It throws the loading promise rather than calling `use`: `use` would have to be called on every
  // render after it once suspended, and React's development build reports a component whose retry
  // no longer calls it (the catalogue has arrived); a thrown promise just retries the boundary.
  const loading = catalogueLoading(locale, catalogue);
  if (loading) throw loading;
  return useCallback((key, values) => translate(locale, catalogue, key, values), [locale, catalogue]);
}

/** Numbers, rupees and dates in the page's language. */
export function useFormat() {
  const locale = useLocale();
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
    rupees: (amount: number) => formatRupees(locale, amount),
    date: (date: Date | string | number, style?: 'long' | 'medium') => formatDate(locale, date, style),
  };
}
