// The insight page's types (from the contract) and how its numbers read, in the page's language
// (`t`, the insight section's catalogue; `locale` for numbers and days): Indian digit grouping, conversions as
// percentages, web vitals in their units, ratings in words.
import type { components } from '@rewards/api-contract';
import type { Locale, Translate } from '@rewards/i18n';
import { dateTimeFormat, numberFormat } from '../i18n/format';

type Schemas = components['schemas'];
export type Funnel = Schemas['AdminInsightFunnelResponse']['data'];
export type FunnelRow = Schemas['AdminInsightFunnelRow'];
export type FunnelGrouping = Funnel['by'];
export type FunnelStep = Schemas['AdminInsightFunnelStep'];
export type WebVitals = Schemas['AdminWebVitalsResponse']['data'];
export type PageVitals = Schemas['AdminWebVitalsPage'];
export type VitalMetric = Schemas['AdminWebVitalMetric'];
export type VitalRating = Schemas['AdminWebVitalRating'];
export type VitalThreshold = Schemas['AdminWebVitalThreshold'];

// i18n-keys: insight.step.visits insight.step.signIns insight.step.trials insight.step.orders insight.step.claims
export const stepLabel = (t: Translate, step: FunnelStep) => t(`insight.step.${step}`);

/** The ways the funnel is grouped, in the order the page offers them. */
export const GROUPINGS: readonly FunnelGrouping[] = ['channel', 'partner', 'source'];

// i18n-keys: insight.grouping.channel insight.grouping.partner insight.grouping.source
export const groupingLabel = (t: Translate, by: FunnelGrouping) => t(`insight.grouping.${by}`);

/** The partner sites by their config ids (what `by=partner` groups by); names stay as they are in every language. */
const PARTNER_NAMES: Record<string, string> = { core: 'Prime Rewards (core)', shopper: 'Shopper Rewards', 'more-rewards': 'More Rewards' };

export const METRICS: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

// i18n-keys: insight.metric.LCP insight.metric.INP insight.metric.CLS insight.metric.FCP insight.metric.TTFB
export const metricName = (t: Translate, metric: VitalMetric) => t(`insight.metric.${metric}`);

// i18n-keys: insight.rating.good insight.rating.needs-improvement insight.rating.poor
export const ratingLabel = (t: Translate, rating: VitalRating) => t(`insight.rating.${rating}`);

// i18n-keys: insight.device.phone insight.device.tablet insight.device.desktop insight.device.unknown
export const deviceLabel = (t: Translate, device: PageVitals['device']) => t(`insight.device.${device}`);

/** A funnel row's name: 'All' for the total, a partner by its name, anything else as the API gives it. */
export function groupLabel(t: Translate, by: FunnelGrouping, group: string): string {
  if (group === 'all') return t('insight.all');
  return by === 'partner' ? (PARTNER_NAMES[group] ?? group) : group;
}

export const formatCount = (value: number, locale: Locale = 'en'): string => numberFormat(locale).format(value);

/** A step's share of the previous step's count; null where there is none. */
export const formatConversion = (conversion: number | null, locale: Locale = 'en'): string | null =>
  conversion === null ? null : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(conversion);

export function formatVital(metric: VitalMetric, value: number, locale: Locale = 'en'): string {
  return metric === 'CLS' ? value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '') : `${formatCount(value, locale)} ms`;
}

/** "good at most 2,500 ms, poor above 4,000 ms". */
export function thresholdText(t: Translate, threshold: VitalThreshold, locale: Locale = 'en'): string {
  return t('insight.vitals.threshold', { good: formatVital(threshold.metric, threshold.good, locale), poor: formatVital(threshold.metric, threshold.poor, locale) });
}

/** A day (YYYY-MM-DD) as people read it: 20 Nov 2026 (20 नव॰ 2026). */
export function formatDay(day: string, locale: Locale = 'en'): string {
  return dateTimeFormat(locale, 'en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
