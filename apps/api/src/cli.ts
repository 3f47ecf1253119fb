// What the API's command-line tools (`npm run enrol`, `npm run report:funnel`) share: the settings
// (a bad one is exit code 2), the database they work on (the embedded one in DATA_DIR, or
// DATABASE_URL), migrated first so a fresh database works and closed after, and running as a script.
import path from 'node:path';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/connection';

/** The settings, or 2 (printed) when one is invalid. */
export function cliConfig(): ServerConfig | 2 {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

/** Opens and migrates the tool's database, runs `work` on it, and closes it whatever happens. */
export async function withCliDatabase<T>(config: ServerConfig, work: (database: Database) => Promise<T>): Promise<T> {
  const database = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, poolMax: 2, onPoolError: (error) => console.error(error.message) })
    : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs `main` when `filename` is the script node was started with; its number is the exit code, a throw exits 1. */
export function runAsScript(filename: string, main: () => Promise<number>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(filename)) return;
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
