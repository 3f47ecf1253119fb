import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3333,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      clientLogLimitPerMinute: 60,
    });
    // the repo root is where the contract lives
    expect(fs.existsSync(path.join(REPO_ROOT, 'openapi', 'openapi.yaml'))).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/api-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      CLIENT_LOG_LIMIT_PER_MINUTE: '10',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/api-data',
      logLevel: 'warn',
      nodeEnv: 'production',
      trustProxy: true,
      clientLogLimitPerMinute: 10,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3333, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
