// Test databases and apps. Without DATABASE_URL each test file gets an in-memory PGlite, started from
// a template dumped once per run (vitest.global-setup.ts), shared by the file's tests. With DATABASE_URL the same suites run on
// PostgreSQL, each file in a fresh schema that is dropped at the end, so runs never collide.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { testAppConfig, type TestAppConfigOverrides } from './config';
import { openDatabase, type Database } from '../db/connection';
import { seedIfEmpty } from '../seed/loader';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const TEST_DRIVER = POSTGRES_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Closes the current handle and opens a new one on the same data: a restart. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

/** The dumps vitest.global-setup.ts made, when running under Vitest on PGlite. */
function pgliteTemplate(kind: 'migrated' | 'seeded'): Blob | undefined {
  const templates = inject('pgliteTemplates');
  const file = templates?.[kind];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

export interface TestDatabaseOptions {
  /** Persist PGlite to this directory instead of memory (starting from an empty cluster). */
  dataDir?: string;
  /** Holding the demo data. */
  seeded?: boolean;
  /**
   * The clock of the app that will read the data: the seed dates its events, campaigns, codes and
   * memberships from it, so a pinned test clock and the data always agree. Without it the data is
   * dated from the real clock (the run's seeded template).
   */
  now?: () => Date;
}

/** A fresh, migrated database: empty, or holding the demo data with `seeded`. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!POSTGRES_URL) {
    // The seeded template is dated from the real clock when the run started; a pinned clock seeds its own.
    const fromSeededTemplate = options.seeded && !options.now;
    const template = options.dataDir ? undefined : pgliteTemplate(fromSeededTemplate ? 'seeded' : 'migrated');
    let loadDataDir = template;
    return openTestDatabase(options, () => {
      // the template fills the first open only (the persistence test reopens a directory instead)
      const from = loadDataDir;
      loadDataDir = undefined;
      return openDatabase({
        driver: 'pglite',
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(from ? { loadDataDir: from } : {}),
      });
    });
  }

  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const open = () =>
    openDatabase({
      driver: 'postgres',
      url: POSTGRES_URL,
      schema,
      poolMax: 4,
      onPoolError: (error) => console.error('test pool error', error),
    });
  return openTestDatabase(options, open, async () => {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });
}

/** Opens, migrates and (optionally) seeds; `reopen` closes and opens again on the same data. */
async function openTestDatabase(
  options: Pick<TestDatabaseOptions, 'seeded' | 'now'>,
  open: () => Promise<Database>,
  cleanUp: () => Promise<void> = async () => {},
): Promise<TestDatabase> {
  let current = await open();
  await current.migrate();
  if (options.seeded) await seedIfEmpty(current, undefined, options.now ? { now: options.now() } : {});
  return {
    get database() {
      return current;
    },
    async reopen() {
      await current.close();
      current = await open();
      return current;
    },
    async dispose() {
      await current.close();
      await cleanUp();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The app on a fresh database holding the demo catalogue. */
export async function createTestApp(
  options: { config?: TestAppConfigOverrides; now?: () => Date; seed?: boolean; deps?: Omit<AppDeps, 'database' | 'now'> } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase({ seeded: options.seed !== false, ...(options.now ? { now: options.now } : {}) });
  const app = await buildApp(testAppConfig(options.config), {
    ...options.deps,
    database: testDb.database,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * A fresh app for the enclosing file or `describe` block: started before its tests (ahead of the
 * hooks registered after this call) and closed after them. The returned object is filled in when
 * the app starts, so read it inside hooks and tests only.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const live = {} as TestApp;
  beforeAll(async () => {
    Object.assign(live, await createTestApp(options));
  });
  afterAll(async () => {
    await live.close?.();
  });
  return live;
}

/** JSON POST through app.inject. */
export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}
