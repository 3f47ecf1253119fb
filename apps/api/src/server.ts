// The process: read the environment, open the database, migrate, seed the demo data (development only), warm up,
// listen (ready from then on), and shut down gracefully on SIGTERM/SIGINT (http/shutdown.ts).
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { createLogger } from './http/logging';
import { Readiness } from './http/readiness';
import { installGracefulShutdown, shutdownSettingsFromEnv, type ShutdownSettings } from './http/shutdown';
import { warmUp } from './http/warm-up';
import { loadSeedData, seedIfEmpty } from './seed/loader';
import { refreshDemoSchedule } from './seed/schedule';

async function main(): Promise<void> {
  let config;
  let shutdown: ShutdownSettings;
  try {
    config = loadConfig();
    shutdown = shutdownSettingsFromEnv(process.env);
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

    const readiness = new Readiness();
    // METRICS_TOKEN: /metrics wants it as a Bearer token; unset, it answers loopback callers only (http/metrics.ts)
    const metricsToken = process.env['METRICS_TOKEN'] || undefined;
    const app = await buildApp(config, { database, logger, readiness, ...(metricsToken ? { metricsToken } : {}) });
    // Ready before taking traffic: the pool open and the first pages' read models built (http/warm-up.ts).
    logger.info(await warmUp(app, database), 'warmed up');
    const address = await app.listen({ port: config.port, host: config.host });
    readiness.markReady();
    logger.info({ url: address }, `API listening on ${address}`);

    const open = database;
    installGracefulShutdown({
      readiness,
      settings: shutdown,
      logger,
      // Fastify's close: the listener first, idle sockets next, the requests in flight answered, then
      // the onClose hooks (the outbox sender waits for its deliveries under way); the pool last.
      close: async () => {
        await app.close();
        await open.close();
      },
    });
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
