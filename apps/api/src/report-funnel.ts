// `npm run report:funnel -- --from 2026-11-01 --to 2026-11-30`: prints the funnel (visits → login
// started → logged in → trial or payment started → paid) per partner channel and per first-touch
// source, from the stored analytics events and orders, on the embedded database (DATA_DIR; stop
// the API first, PGlite has one writer) or on DATABASE_URL. Dates are UTC days, both inclusive;
// without them, the last 30 days. Exit codes: 0 printed, 2 bad arguments or settings, 1 a failure.
import { cliConfig, runAsScript, withCliDatabase } from './cli';
import { formatFunnel, funnelReport, parseRange } from './modules/analytics/funnel';

const USAGE = 'usage: npm run report:funnel -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]';

async function main(): Promise<number> {
  const range = parseRange(process.argv.slice(2));
  if (typeof range === 'string') {
    console.error(`${range}\n${USAGE}`);
    return 2;
  }
  const config = cliConfig();
  if (config === 2) return 2;
  return withCliDatabase(config, async (database) => {
    console.log(formatFunnel(await funnelReport(database.db, range.from, range.to)));
    return 0;
  });
}

runAsScript(import.meta.filename, main);
