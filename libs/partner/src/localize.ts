// A site's config in the page's language: its labels, page title and login helper text are English
// in the config (sites/*.ts); their words in other languages are the partner catalogue's
// (src/i18n). A text is translated only when it is the catalogue's English for its key, so a config
// with a text of its own (a test's, a new site's not yet in the catalogue) keeps that text.
import { translate, type Locale } from '@rewards/i18n';
import { partnerCatalogue } from './i18n/catalogue';
import type { PartnerConfig, PartnerLabels } from './partner';

const LABELS: readonly (keyof PartnerLabels)[] = ['home', 'benefits', 'blog', 'signIn', 'joinNow', 'footerSubtitle', 'weeklyBannerTitle', 'claimLink'];

// The keys are put together below; the catalogue check reads them here:
// i18n-keys: labels.home labels.benefits labels.blog labels.signIn labels.joinNow labels.footerSubtitle labels.weeklyBannerTitle labels.claimLink
// i18n-keys: core.pageTitle shopper.pageTitle more-rewards.pageTitle shopper.labels.blog shopper.labels.footerSubtitle more-rewards.labels.footerSubtitle shopper.helperText

function textIn(locale: Locale, keys: readonly string[], english: string, values?: Record<string, unknown>): string {
  for (const key of keys) {
    if (key in partnerCatalogue.en && translate('en', partnerCatalogue, key, values) === english) return translate(locale, partnerCatalogue, key, values);
  }
  return english;
}

const localized = new WeakMap<PartnerConfig, Map<Locale, PartnerConfig>>();

/** The config with its words in the language (the same object for the same config and language). */
export function partnerIn(partner: PartnerConfig, locale: Locale): PartnerConfig {
  if (locale === 'en') return partner;
  let byLocale = localized.get(partner);
  if (!byLocale) localized.set(partner, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const values = { brand: partner.brandName };
  const labels = Object.fromEntries(LABELS.map((name) => [name, textIn(locale, [`${partner.id}.labels.${name}`, `labels.${name}`], partner.labels[name], values)])) as unknown as PartnerLabels;
  const helperText = partner.loginVariant.helperText;
  const result: PartnerConfig = {
    ...partner,
    pageTitle: textIn(locale, [`${partner.id}.pageTitle`], partner.pageTitle),
    labels,
    loginVariant: helperText === undefined ? partner.loginVariant : { ...partner.loginVariant, helperText: textIn(locale, [`${partner.id}.helperText`], helperText) },
  };
  byLocale.set(locale, result);
  return result;
}
