// The insight page's types (from the contract) and how its numbers read: Indian digit grouping,
// conversions as percentages, web vitals in their units, ratings in words.
import type { components } from '@rewards/api-contract';

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

export const STEP_LABELS: Record<FunnelStep, string> = { visits: 'Visits', signIns: 'Sign-ins', trials: 'Trials', orders: 'Orders (paid)', claims: 'Claims' };

export const GROUPING_LABELS: Record<FunnelGrouping, string> = { channel: 'Channel', partner: 'Partner', source: 'First-touch source' };

/** The partner sites by their config ids (what `by=partner` groups by). */
const PARTNER_NAMES: Record<string, string> = { core: 'Prime Rewards (core)', shopper: 'Shopper Rewards', 'more-rewards': 'More Rewards' };

export const METRICS: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

export const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
};

export const RATING_LABELS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

export const DEVICE_LABELS: Record<PageVitals['device'], string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop', unknown: 'Unknown' };

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export function groupLabel(by: FunnelGrouping, group: string): string {
  if (group === 'all') return 'All';
  return by === 'partner' ? (PARTNER_NAMES[group] ?? group) : group;
}

export const formatCount = (value: number): string => count.format(value);

/** A step's share of the previous step's count; null where there is none. */
export const formatConversion = (conversion: number | null): string | null => (conversion === null ? null : percent.format(conversion));

export function formatVital(metric: VitalMetric, value: number): string {
  return metric === 'CLS' ? value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '') : `${count.format(value)} ms`;
}

/** "Good at most 2,500 ms, poor above 4,000 ms". */
export function thresholdText(threshold: VitalThreshold): string {
  return `good at most ${formatVital(threshold.metric, threshold.good)}, poor above ${formatVital(threshold.metric, threshold.poor)}`;
}

/** A day (YYYY-MM-DD) as people read it: 20 Nov 2026. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
