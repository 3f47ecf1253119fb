import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './env';

describe('parseSiteEnv', () => {
  it('defaults to the same origin and error logging on', () => {
    expect(parseSiteEnv({})).toEqual({ apiBaseUrl: '', siteUrl: undefined, logClientErrors: true });
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
