export { closeOnlyAnsweredIdleConnections, FRESH_GRACE_MS } from './connections';
export { DEFAULT_SHUTDOWN, installGracefulShutdown, shutdownSettingsFromEnv, type ShutdownLogger, type ShutdownSettings } from './shutdown';
export { metricsRefusal } from './metricsAccess';
