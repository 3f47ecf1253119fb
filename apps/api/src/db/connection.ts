// One database handle for the whole server: embedded PGlite by default, node-postgres when a
// DATABASE_URL is given. Both speak the same PostgreSQL dialect, so the rest of the code only sees
// a Drizzle `PgDatabase` and cannot tell them apart.
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../api-root';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type DbSchema = typeof schema;
/** The Drizzle database both drivers implement. */
export type AppDb = PgDatabase<PgQueryResultHKT, DbSchema>;
export type Driver = 'pglite' | 'postgres';

export interface Database {
  readonly db: AppDb;
  readonly driver: Driver;
  /** Runs a trivial query; resolves with its round-trip time in milliseconds. */
  ping(): Promise<number>;
  /**
   * Opens the connections a burst will need before the server takes traffic (PostgreSQL: the pool's
   * `keepOpen` connections, each asked `select 1`, and kept open from then on); resolves with how
   * many are open. A cold pool opens its connections inside the first requests' connection timeout.
   */
  warm(): Promise<number>;
  /** Applies the SQL migrations in `apps/api/drizzle` that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      driver: 'pglite';
      /** A directory for the data files; omitted means in memory (tests). */
      dataDir?: string;
      /** Start from a dump (`PGlite.dumpDataDir`) instead of an empty cluster: the tests' template. */
      loadDataDir?: Blob;
    }
  | {
      driver: 'postgres';
      url: string;
      /** Puts every table, and drizzle's migration journal, in this schema (per-test isolation). */
      schema?: string;
      poolMax?: number;
      /** Connections `warm` opens and the pool then keeps open when idle (pg-pool's `min`); 0 by default. */
      keepOpen?: number;
      /** Called when a pooled client fails outside a query; without a listener Node would crash. */
      onPoolError?: (error: Error) => void;
      /**
       * Request-time bounds: a statement is cancelled by the server after `statementTimeoutMs` (and
       * given up by the client half a second later, for a server that cannot even cancel: frozen or
       * unreachable), and a request waits at most `connectionTimeoutMs` for a pooled connection.
       * Unset: no bounds (start-up work: migrations and the seed may wait on each other's locks).
       */
      timeouts?: { statementTimeoutMs: number; connectionTimeoutMs: number };
    };

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** How long after the server's statement timeout the client gives up on a server that never answers. */
const CLIENT_GRACE_MS = 500;

/** Any constant shared by every API instance. */
const MIGRATION_LOCK_KEY = 727_000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'pglite' ? openPglite(options.dataDir, options.loadDataDir) : openPostgres(options);
}

/**
 * The embedded database's buffer pool. PostgreSQL's default (128 MB) is sized for a server; here it
 * lives in the API's own memory, and the demo catalogue is a few MB (the API's public reads are held
 * built anyway). 16 MB instead of 128 MB takes about 140 MB off the API's resident memory (500 MB to 360 MB
 * idle, measured on a restarted API; 268 MB after `npm run bench`).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const options = {
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(options);
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db: db as unknown as AppDb,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    // one embedded connection, open since PGlite.create
    warm: async () => (await db.execute(sql`select 1`), 1),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(options: Extract<DatabaseOptions, { driver: 'postgres' }>): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`invalid schema name: ${options.schema}`);
  }
  const { timeouts } = options;
  const max = options.poolMax ?? 10;
  const keepOpen = Math.min(options.keepOpen ?? 0, max);
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    // idle connections beyond this are closed after pg-pool's idle timeout (10 s); these stay, warm
    min: keepOpen,
    // Fail a request instead of waiting forever when the server cannot be reached or the pool is drained.
    connectionTimeoutMillis: timeouts?.connectionTimeoutMs ?? 5_000,
    ...(timeouts ? { statement_timeout: timeouts.statementTimeoutMs, query_timeout: timeouts.statementTimeoutMs + CLIENT_GRACE_MS } : {}),
    // search_path is set per connection at startup, so every pooled client sees the same schema.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // A client checked out for a transaction has no pool listener: a connection that drops between
  // two of its statements would otherwise be an unhandled 'error' and end the process.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as AppDb,
    driver: 'postgres',
    ping: () => timed(() => db.execute(sql`select 1`)),
    async warm() {
      // all at once, held until every one is open, so the pool cannot hand the same one out twice
      const clients = await Promise.all(Array.from({ length: Math.max(keepOpen, 1) }, () => pool.connect()));
      try {
        await Promise.all(clients.map((client) => client.query('select 1')));
      } finally {
        for (const client of clients) client.release();
      }
      return pool.totalCount;
    },
    async migrate() {
      // Several API instances may start at once against one server: a session advisory lock, held on
      // its own connection, lets one of them migrate while the others wait and then find nothing to do.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(options.schema ? { migrationsSchema: options.schema } : {}),
        });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}
