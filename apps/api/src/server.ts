// The process: read the environment, open the database, migrate, seed the demo data (development only), listen, and
// shut down cleanly on SIGINT/SIGTERM.
import type { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { createLogger } from './http/logging';
import { warmUp } from './http/warm-up';
import { loadSeedData, seedIfEmpty } from './seed/loader';
import { refreshDemoSchedule } from './seed/schedule';

/** After this, a shutdown that is still waiting on connections gives up and exits. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel, { service: 'api' });
  if (config.payment.unsafeSandboxInProduction) {
    logger.warn('ALLOW_UNSAFE_SANDBOX_GATEWAY: the sandbox gateway runs in production; its checkout page marks any order paid without a payment. Demos only.');
  }
  let database: Database | undefined;
  try {
    const databaseUrl = config.databaseUrl;
    const onPoolError = (error: Error) => logger.error({ err: error }, 'database client failed');
    // On PostgreSQL, start-up work runs on its own pool without the request timeouts: a second
    // instance waits on the first's migration and seed locks for as long as they take.
    const setup = databaseUrl ? await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: 2, onPoolError }) : undefined;
    database = databaseUrl
      ? // every connection is opened before listening and kept open (warmUp below)
        await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: config.databasePool.max, keepOpen: config.databasePool.max, onPoolError, timeouts: config.databasePool })
      : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
    logger.info({ driver: database.driver, ...(database.driver === 'pglite' ? { dataDir: config.dataDir } : { pool: config.databasePool }) }, 'database open');

    const startup = setup ?? database;
    await startup.migrate();
    logger.info('migrations applied');
    if (config.nodeEnv === 'production') {
      // Production holds the migrations and what operators load (`npm run load`, src/load.ts), nothing
      // else: the demo data's store codes, promo codes and card BINs are public and give memberships away.
      logger.info('production: nothing seeded; operators load the data (npm run load)');
    } else {
      const seedData = loadSeedData();
      const seed = await seedIfEmpty(startup, seedData);
      logger.info(seed, seed.seeded ? 'demo data seeded' : 'database already seeded');
      // A demo database seeded weeks ago keeps its campaigns, codes and events running (seed/schedule.ts).
      logger.info(await refreshDemoSchedule(startup, seedData, new Date()), 'demo schedule dated from now');
    }
    await setup?.close();

    const app = await buildApp(config, { database, logger });
    // Ready before taking traffic: the pool open and the first pages' read models built (http/warm-up.ts).
    logger.info(await warmUp(app, database), 'warmed up');
    const address = await app.listen({ port: config.port, host: config.host });
    logger.info({ url: address }, `API listening on ${address}`);

    installShutdown(async () => {
      await app.close();
      await database?.close();
    }, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

function installShutdown(close: () => Promise<void>, logger: pino.Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
