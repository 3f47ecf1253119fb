import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './env';

describe('parseSiteEnv', () => {
  it('defaults to the same origin and error logging on', () => {
    expect(parseSiteEnv({})).toEqual({ apiBaseUrl: '', siteUrl: undefined, logClientErrors: true, serviceWorker: false, analytics: { ga4MeasurementId: undefined, metaPixelId: undefined } });
  });
  it('registers the service worker in production builds only', () => {
    expect(parseSiteEnv({ PROD: true }).serviceWorker).toBe(true);
    expect(parseSiteEnv({ PROD: false, DEV: true }).serviceWorker).toBe(false);
  });
  it('turns third-party analytics on only when their ids are set, and checks them', () => {
    expect(parseSiteEnv({ VITE_GA4_MEASUREMENT_ID: 'G-AB12CD34', VITE_META_PIXEL_ID: '1234567890' }).analytics).toEqual({ ga4MeasurementId: 'G-AB12CD34', metaPixelId: '1234567890' });
    expect(parseSiteEnv({ VITE_GA4_MEASUREMENT_ID: '', VITE_META_PIXEL_ID: '' }).analytics).toEqual({ ga4MeasurementId: undefined, metaPixelId: undefined });
    expect(() => parseSiteEnv({ VITE_GA4_MEASUREMENT_ID: 'UA-1' })).toThrow(/VITE_GA4_MEASUREMENT_ID/);
    expect(() => parseSiteEnv({ VITE_META_PIXEL_ID: 'pixel' })).toThrow(/VITE_META_PIXEL_ID/);
  });
  it('accepts an absolute API origin', () => {
    expect(parseSiteEnv({ VITE_API_BASE_URL: 'https://api.example.in', VITE_LOG_CLIENT_ERRORS: 'false' })).toMatchObject({
      apiBaseUrl: 'https://api.example.in',
      logClientErrors: false,
    });
  });
  it('names the setting that is wrong', () => {
    expect(() => parseSiteEnv({ VITE_API_BASE_URL: 'not a url' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseSiteEnv({ VITE_LOG_CLIENT_ERRORS: 'yes' })).toThrow(/VITE_LOG_CLIENT_ERRORS/);
  });
});
