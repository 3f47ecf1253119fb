// The third-party destinations a site's configuration enables. None by default.
import { ga4Adapter } from './ga4';
import { metaPixelAdapter } from './metaPixel';
import type { AnalyticsAdapter } from './types';

export interface AdapterConfig {
  /** Google Analytics 4 measurement id (VITE_GA4_MEASUREMENT_ID). */
  ga4MeasurementId?: string | undefined;
  /** Advertising pixel id (VITE_META_PIXEL_ID). */
  metaPixelId?: string | undefined;
}

export function configuredAdapters(config: AdapterConfig): AnalyticsAdapter[] {
  return [
    ...(config.ga4MeasurementId ? [ga4Adapter(config.ga4MeasurementId)] : []),
    ...(config.metaPixelId ? [metaPixelAdapter(config.metaPixelId)] : []),
  ];
}
