// What every module factory is given besides the config: the database, the clock and the logger.
// A module's factory takes (config, deps) and answers its handlers, keyed by operationId, plus
// whatever the other modules may use from it (auth's access) and any plain routes it registers.
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueVersion } from '../db/catalogue-version';
import type { AppDb } from '../db/connection';

export interface ModuleDeps {
  db: AppDb;
  now: () => Date;
  logger: FastifyBaseLogger;
  /** The catalogue's version (cached per instance): what is built from the catalogue is rebuilt when it moves. */
  catalogueVersion: CatalogueVersion;
}
