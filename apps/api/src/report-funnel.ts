// `npm run report:funnel -- --from 2026-11-01 --to 2026-11-30`: prints the funnel (visits → login
// started → logged in → trial or payment started → paid) per partner channel and per first-touch
// source, from the stored analytics events and orders, on the embedded database (DATA_DIR; stop
// the API first, PGlite has one writer) or on DATABASE_URL. Dates are UTC days, both inclusive;
// without them, the last 30 days. Exit codes: 0 printed, 2 bad arguments or settings, 1 a failure.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { formatFunnel, funnelReport, parseRange } from './modules/analytics/funnel';

const USAGE = 'usage: npm run report:funnel -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]';

async function main(): Promise<number> {
  const range = parseRange(process.argv.slice(2));
  if (typeof range === 'string') {
    console.error(`${range}\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, poolMax: 2, onPoolError: (error) => console.error(error.message) })
    : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(formatFunnel(await funnelReport(database.db, range.from, range.to)));
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
