// The server's settings, read once from the environment and validated; nothing else reads
// process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The monorepo root (apps/api/src -> ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const integerFromString = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );

const booleanFromString = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0']), fallback),
    v.transform((value) => value === 'true' || value === '1'),
  );

const EnvSchema = v.object({
  PORT: integerFromString('3333', 0, 65_535),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), path.join(REPO_ROOT, '.data', 'pglite')),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** Trust X-Forwarded-For from a proxy in front (the sites' dev servers, a load balancer). */
  TRUST_PROXY: booleanFromString('false'),
  CLIENT_LOG_LIMIT_PER_MINUTE: integerFromString('60', 1, 100_000),
});

/** What `buildApp` needs; free of anything about processes, ports or files. */
export interface AppConfig {
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: boolean;
  /** Client error reports accepted per IP address per minute. */
  clientLogLimitPerMinute: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** When set, PostgreSQL through node-postgres; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
    throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const out = result.output;
  return {
    port: out.PORT,
    host: out.HOST,
    databaseUrl: out.DATABASE_URL,
    dataDir: path.resolve(out.DATA_DIR),
    logLevel: out.LOG_LEVEL,
    nodeEnv: out.NODE_ENV,
    trustProxy: out.TRUST_PROXY,
    clientLogLimitPerMinute: out.CLIENT_LOG_LIMIT_PER_MINUTE,
  };
}

/** Settings for tests and benchmarks: quiet, and otherwise the defaults. */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { logLevel: 'silent', nodeEnv: 'test', trustProxy: false, clientLogLimitPerMinute: 60, ...overrides };
}
