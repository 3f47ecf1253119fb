// Analytics' public face: what other modules may use. Anything else in this folder is its own.
export { createAnalyticsModule } from './module';
export { funnelCounts, type AnyFunnelStep, type FunnelCountsRow, type FunnelGrouping } from './funnel';
export { VITAL_METRICS, VITAL_THRESHOLDS, webVitals, type PageVitals, type VitalMetric, type VitalRating } from './vitals';
export { DEVICE_CLASSES, type DeviceClass } from './device-class';
