import * as v from 'valibot';

const SiteEnvSchema = v.object({
  /** Origin of the API; empty means same origin through the site's proxy. */
  VITE_API_BASE_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url())]), ''),
  /** Public URL of this site, for canonical links and sharing. */
  VITE_SITE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Report failed API calls to POST /api/client-logs. */
  VITE_LOG_CLIENT_ERRORS: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Google Analytics 4 measurement id: turns the GA adapter on (it still loads only with consent). */
  VITE_GA4_MEASUREMENT_ID: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,20}$/))]), ''),
  /** Advertising pixel id: turns the pixel adapter on (it still loads only with consent). */
  VITE_META_PIXEL_ID: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[0-9]{6,20}$/))]), ''),
});

export interface SiteEnv {
  apiBaseUrl: string;
  siteUrl: string | undefined;
  logClientErrors: boolean;
  /** Register the installable app's service worker: production builds only (Vite's `PROD`; docs/installable-app.md). */
  serviceWorker: boolean;
  /** Third-party analytics and advertising destinations; none unless configured. */
  analytics: { ga4MeasurementId: string | undefined; metaPixelId: string | undefined };
}

/** Validates a site's `VITE_*` settings once at start-up; a bad value stops the app with a clear message. */
export function parseSiteEnv(raw: Record<string, unknown>): SiteEnv {
  const result = v.safeParse(SiteEnvSchema, raw);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid site environment: ${problems}`);
  }
  const env = result.output;
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    siteUrl: env.VITE_SITE_URL,
    logClientErrors: env.VITE_LOG_CLIENT_ERRORS === 'true',
    serviceWorker: raw['PROD'] === true,
    analytics: { ga4MeasurementId: env.VITE_GA4_MEASUREMENT_ID || undefined, metaPixelId: env.VITE_META_PIXEL_ID || undefined },
  };
}
