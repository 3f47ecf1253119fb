// The API's graceful shutdown is the servers' shared one (@rewards/server-runtime: on SIGTERM not ready
// at once, SHUTDOWN_DRAIN_MS of draining, the close, a forced exit at SHUTDOWN_DEADLINE_MS). Here only
// what is the API's: a bad setting is a ConfigError (server.ts exits 2 on it), and its Readiness is
// what answers /system/ready while draining.
import { installGracefulShutdown as installShared, shutdownSettingsFromEnv as readSettings, type ShutdownLogger, type ShutdownSettings } from '@rewards/server-runtime';
import { ConfigError } from '../config';
import type { Readiness } from './readiness';

export { DEFAULT_SHUTDOWN, type ShutdownSettings } from '@rewards/server-runtime';

/** SHUTDOWN_DRAIN_MS (1000) and SHUTDOWN_DEADLINE_MS (10000); a ConfigError for anything else than whole milliseconds. */
export function shutdownSettingsFromEnv(env: Record<string, string | undefined>): ShutdownSettings {
  return readSettings(env, (message) => new ConfigError(message));
}

/**
 * Installs the SIGTERM and SIGINT handlers. `close` stops the server (in-flight requests finish) and
 * releases what it holds; it runs once, after the drain.
 */
export function installGracefulShutdown(options: { readiness: Readiness; settings: ShutdownSettings; close: () => Promise<void>; logger: ShutdownLogger }): void {
  const { readiness, ...rest } = options;
  installShared({ ...rest, markDraining: () => readiness.markDraining() });
}
