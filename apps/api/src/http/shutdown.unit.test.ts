// The shutdown settings: their defaults, and a clear stop for a value that is not one.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { DEFAULT_SHUTDOWN, shutdownSettingsFromEnv } from './shutdown';

describe('shutdownSettingsFromEnv', () => {
  it('drains 1 s and gives up after 10 s by default', () => {
    expect(shutdownSettingsFromEnv({})).toEqual({ drainMs: 1_000, deadlineMs: 10_000 });
    expect(DEFAULT_SHUTDOWN).toEqual({ drainMs: 1_000, deadlineMs: 10_000 });
  });

  it('takes whole milliseconds', () => {
    expect(shutdownSettingsFromEnv({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_DEADLINE_MS: '30000' })).toEqual({ drainMs: 0, deadlineMs: 30_000 });
  });

  it.each([
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, 'SHUTDOWN_DRAIN_MS=soon is not a whole number of milliseconds from 0 to 60000.'],
    [{ SHUTDOWN_DEADLINE_MS: '-1' }, 'SHUTDOWN_DEADLINE_MS=-1 is not a whole number of milliseconds from 0 to 300000.'],
    [{ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_DEADLINE_MS: '5000' }, 'SHUTDOWN_DRAIN_MS (5000) must be shorter than SHUTDOWN_DEADLINE_MS (5000).'],
  ])('refuses %j', (env, message) => {
    expect(() => shutdownSettingsFromEnv(env)).toThrow(new ConfigError(message));
  });
});
