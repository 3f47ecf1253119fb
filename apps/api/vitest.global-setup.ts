// Opening an in-memory PGlite runs initdb, which costs seconds per test file. Once per run, this
// builds two templates (migrated; migrated and seeded) and dumps them to a temporary directory; each
// test file then starts from a copy in under a second (see src/test/harness.ts). Not used with
// DATABASE_URL, where every file gets its own PostgreSQL schema instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, type AppDb } from './src/db/connection';
import * as schema from './src/db/schema';
import { seedIfEmpty } from './src/seed/loader';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-templates-'));
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const migrated = path.join(dir, 'migrated.tar');
  fs.writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedIfEmpty({ db: db as unknown as AppDb });
  const seeded = path.join(dir, 'seeded.tar');
  fs.writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplates', { migrated, seeded });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
