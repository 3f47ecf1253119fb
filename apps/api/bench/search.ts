// Benefit search on a bigger catalogue: the demo catalogue plus `--extra` generated offers (spread
// over the demo companies and categories, with key points), then each query `--runs` times through
// app.inject (no network), printing p50/p95/max per query. It prints figures and asserts nothing.
//
//   npx tsx bench/search.ts                     demo catalogue + 5000 offers, 200 runs per query
//   npx tsx bench/search.ts --extra 0           the demo catalogue alone
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testAppConfig } from '../src/test/config';
import { openDatabase } from '../src/db/connection';
import { offers } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/loader';

const { values } = parseArgs({ options: { extra: { type: 'string', default: '5000' }, runs: { type: 'string', default: '200' } } });
const EXTRA = Number(values.extra);
const RUNS = Number(values.runs);
const QUERIES = ['pizza', 'off', 'comedy tickets', 'tandoor lunch buffet', 'entertainment', 'zzzzzz'];

async function main() {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedIfEmpty(database);
  if (EXTRA > 0) {
    await database.db.execute(sql`
      insert into offers (name, company_id, category_id, header, sub_header, priority, extra_info_map)
      select 'bench-offer-' || n,
             (select id from companies order by id offset (n % (select count(*) from companies)) limit 1),
             (select id from categories order by id offset (n % (select count(*) from categories)) limit 1),
             'Flat ' || (n % 50) || '% off on order number ' || n, 'Generated for the search benchmark', 10 + n % 20,
             jsonb_build_object('keyPoints', '["<p>Valid on orders above ₹' || n || '</p>","<p>Once per member</p>"]')
      from generate_series(1, ${EXTRA}) as n`);
  }
  const app = await buildApp(testAppConfig(), { database });
  await app.ready();
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(offers);
  console.log(`search over ${n} offers (PGlite in memory), ${RUNS} runs per query, node ${process.version}\n`);
  const rows: Record<string, string | number>[] = [];
  try {
    for (const query of QUERIES) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < RUNS + 10; i += 1) {
        const t0 = performance.now();
        const response = await app.inject({ method: 'POST', url: '/nc/prime/benefit/search', payload: { query } });
        if (i >= 10) times.push(performance.now() - t0);
        hits = (response.json() as { data: unknown[] }).data.length;
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => Number((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN).toFixed(2));
      rows.push({ query, hits, 'p50 ms': at(50), 'p95 ms': at(95), 'max ms': Number((times.at(-1) ?? Number.NaN).toFixed(2)) });
    }
  } finally {
    await app.close();
    await database.close();
  }
  console.table(rows);
}

void main();
