// The API the read benchmark loads, in a process of its own so that the resident memory it reports
// is the API's alone (with its embedded database), not the load generator's or the bare server's.
// Forked twice by bench/reads.ts, as a deployment runs it:
//   --prepare   creates the database (PGlite in `--data-dir`, or the schema `--schema` of
//               DATABASE_URL), migrates it, seeds the demo catalogue, grows it to `--offers N` and
//               exits (creating a PGlite database runs initdb, whose memory stays with the process
//               that ran it: a server restarted on its data does not carry it);
//   (serving)   opens that database, builds the app with production's settings (responses
//               serialized, not validated) and listens on a random loopback port. It tells its
//               parent where over IPC, answers 'memory' with its memory use and stops on 'stop'.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/connection';
import { seedIfEmpty } from '../src/seed/loader';
import { testAppConfig } from '../src/test/config';

export interface ApiPrepared {
  type: 'prepared';
  offers: number;
}
export interface ApiReady {
  type: 'ready';
  url: string;
}
export interface ApiMemory {
  type: 'memory';
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

const { values } = parseArgs({
  options: { prepare: { type: 'boolean', default: false }, offers: { type: 'string' }, 'data-dir': { type: 'string' }, schema: { type: 'string' } },
});
const OFFERS = values.offers === undefined ? undefined : Number(values.offers);
const DATABASE_URL = process.env['DATABASE_URL'] || undefined;

/** The bench's database: PGlite in --data-dir, or the schema --schema of DATABASE_URL (created when preparing). */
async function openBenchDatabase(): Promise<Database> {
  if (!DATABASE_URL) return openDatabase({ driver: 'pglite', dataDir: values['data-dir']! });
  const schema = values.schema!;
  if (values.prepare) {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
  }
  return openDatabase({ driver: 'postgres', url: DATABASE_URL, schema, onPoolError: (error) => console.error('pool error', error) });
}

async function offerCount(database: Database): Promise<number> {
  // both drivers answer with { rows }
  const result = (await database.db.execute(sql`select count(*)::int as n from offers`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Grows the catalogue to `target` offers: copies of the seeded offers (with their details and
 * sub-offers) under new unique names, in the same categories and companies.
 */
async function growCatalogue(database: Database, target: number): Promise<void> {
  const seeded = await offerCount(database);
  const extra = target - seeded;
  if (extra <= 0 || seeded === 0) return;
  const rounds = Math.ceil(extra / seeded);
  const columns = sql.raw(
    'company_id, category_id, header, sub_header, info, priority, welcome, membership, locked, max_savings, savings_text, card_size, ' +
      'is_light_theme, hide_savings, vp_header, tag_label, is_new, mkt_worth, url, extra_info_map, template, display_detail',
  );
  const detailColumns = sql.raw(
    'about_text, how_to_use, tncs, faqs, offerings, share_message, no_index, app_only, is_expired, logged_out_key_points, ' +
      'is_expired_text, key_point_title, how_to_use_title, about_title, company_video',
  );
  await database.db.execute(sql`
    with source as materialized (
      select o.id as source_id, o.name || '-bench-' || g.n as new_name, ${columns}
      from offers o cross join generate_series(1, ${rounds}::int) as g(n)
      order by g.n, o.id
      limit ${extra}::int
    ),
    added as (
      insert into offers (name, ${columns})
      select new_name, ${columns} from source
      returning id, name
    ),
    pairs as materialized (
      select added.id, source.source_id from added join source on source.new_name = added.name
    ),
    details as (
      insert into offer_details (offer_id, ${detailColumns})
      select pairs.id, ${detailColumns} from pairs join offer_details d on d.offer_id = pairs.source_id
    )
    insert into sub_offers (offer_id, position, name, header, coupon_type)
    select pairs.id, s.position, s.name, s.header, s.coupon_type from pairs join sub_offers s on s.offer_id = pairs.source_id
  `);
}

async function prepare(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    await database.migrate();
    await seedIfEmpty(database);
    if (OFFERS !== undefined) await growCatalogue(database, OFFERS);
    process.send?.({ type: 'prepared', offers: await offerCount(database) } satisfies ApiPrepared);
  } finally {
    await database.close();
  }
}

async function serve(): Promise<void> {
  const database = await openBenchDatabase();
  const app = await buildApp(testAppConfig({ logLevel: 'silent', nodeEnv: 'production', readCache: { versionTtlMs: 500 } }), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'memory') {
      const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
      process.send?.({ type: 'memory', rss, heapTotal, heapUsed, external, arrayBuffers } satisfies ApiMemory);
    } else if (message === 'stop') {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', url } satisfies ApiReady);
}

(values.prepare ? prepare().then(() => process.exit(0)) : serve()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
