// The HTTP timeout settings: their defaults, the environment's values, and a clear refusal of a
// headers deadline longer than the whole request's (Node would throw at server creation instead).
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_HTTP_TIMEOUTS, loadConfig } from '../config';

describe('HTTP timeouts', () => {
  it('default to 10 s for headers, 30 s for the whole request, 5 s idle keep-alive', () => {
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    expect(loadConfig({}).httpTimeouts).toEqual(DEFAULT_HTTP_TIMEOUTS);
  });

  it('read HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS and HTTP_KEEP_ALIVE_TIMEOUT_MS', () => {
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '120000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' }).httpTimeouts).toEqual({
      headersMs: 5_000,
      requestMs: 120_000,
      keepAliveMs: 65_000,
    });
  });

  it('refuse bad values, naming the variable', () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '30s' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS: must be a whole number/);
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: 40000 is longer than HTTP_REQUEST_TIMEOUT_MS \(30000\)/);
  });
});
