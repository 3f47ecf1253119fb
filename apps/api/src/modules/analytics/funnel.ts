// The funnel: visits → login started → logged in → trial or payment started → paid (the terminal
// report), and the console's visits → sign-ins → trials → orders → claims, per partner channel, per
// partner site and per first-touch source, over a period. The event steps count distinct devices
// from the stored analytics events; the record steps count the rows themselves, from the tables that
// are the authority (trials, PAID orders, co-brand claims), grouped by the channel and first-touch
// source each was created with (its `attribution`: `channel`, `ftpUtmSource`). The report and the
// console both count through `funnelCounts`, so they agree.
import type { PartnerChannel } from '@rewards/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';

/** Which events make each event step: distinct devices with any of them in the period. */
export const EVENT_STEPS = {
  visits: ['page_view'],
  loginStarted: ['login_signup_initiated'],
  loggedIn: ['login_success'],
  started: ['trial_initiated', 'payment_initiated'],
} as const satisfies Record<string, readonly string[]>;
export type EventStep = keyof typeof EVENT_STEPS;

/** The record steps: free trials started, PAID orders (by when paid) and co-brand claims. */
export const RECORD_STEPS = ['trials', 'paid', 'claims'] as const;
export type RecordStep = (typeof RECORD_STEPS)[number];

export type AnyFunnelStep = EventStep | RecordStep;

/** What the rows are grouped by: nothing, the partner channel, the partner's site, or the first-touch source. */
export type FunnelGrouping = 'all' | 'channel' | 'partner' | 'source';

/** What a missing first-touch source (or channel) is shown as. */
export const UNKNOWN_SOURCE = '(unknown)';

/**
 * The site of a partner channel (the events' `site`, the partner config's id); every other channel
 * (TIMES_PRIME, a card's merchant id, a retail segment) is the core site's.
 */
export const SITE_OF_PARTNER_CHANNEL: Record<PartnerChannel, string> = { SHOPPERS_STOP: 'shopper', MORE_REWARDS: 'more-rewards' };
export const CORE_SITE = 'core';

export type FunnelCountsRow<S extends AnyFunnelStep> = { group: string } & Record<S, number>;

/** The terminal report's steps. */
export const FUNNEL_STEPS = ['visits', 'loginStarted', 'loggedIn', 'started', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const STEP_LABELS: Record<FunnelStep, string> = {
  visits: 'visits',
  loginStarted: 'login started',
  loggedIn: 'logged in',
  started: 'trial/payment started',
  paid: 'paid',
};

export type FunnelCounts = Record<FunnelStep, number>;
export interface FunnelRow extends FunnelCounts {
  group: string;
}
export interface FunnelReport {
  from: Date;
  to: Date;
  total: FunnelCounts;
  byChannel: FunnelRow[];
  bySource: FunnelRow[];
}

/** `from` inclusive, `to` exclusive. */
export async function funnelReport(db: AppDb, from: Date, to: Date): Promise<FunnelReport> {
  const [all] = await funnelCounts(db, from, to, 'all', FUNNEL_STEPS);
  const { group: _group, ...total } = all ?? { group: 'all', ...emptyCounts(FUNNEL_STEPS) };
  return {
    from,
    to,
    total,
    byChannel: await funnelCounts(db, from, to, 'channel', FUNNEL_STEPS),
    bySource: await funnelCounts(db, from, to, 'source', FUNNEL_STEPS),
  };
}

export function emptyCounts<S extends AnyFunnelStep>(steps: readonly S[]): Record<S, number> {
  return Object.fromEntries(steps.map((step) => [step, 0])) as Record<S, number>;
}

/** How each source names its group: the events by their columns, the records by their attribution. */
function eventGroup(grouping: FunnelGrouping): SQL {
  switch (grouping) {
    case 'all':
      return sql`'all'`;
    case 'channel':
      return sql`channel`;
    case 'partner':
      return sql`site`;
    case 'source':
      return sql`coalesce(ftp_source, ${UNKNOWN_SOURCE})`;
  }
}

function recordGroup(grouping: FunnelGrouping, channel: SQL, source: SQL): SQL {
  switch (grouping) {
    case 'all':
      return sql`'all'`;
    case 'channel':
      return sql`coalesce(${channel}, ${UNKNOWN_SOURCE})`;
    case 'partner': {
      const sites = Object.entries(SITE_OF_PARTNER_CHANNEL).map(([partner, site]) => sql`when ${partner} then ${site}`);
      return sql`(case ${channel} ${sql.join(sites, sql` `)} else ${CORE_SITE} end)`;
    }
    case 'source':
      return sql`coalesce(${source}, ${UNKNOWN_SOURCE})`;
  }
}

/** Each record step's query: its group and count, over `[from, to)`. */
function recordQuery(step: RecordStep, grouping: FunnelGrouping, from: string, to: string): SQL {
  switch (step) {
    case 'trials': {
      const group = recordGroup(grouping, sql`attribution->>'channel'`, sql`attribution->>'ftpUtmSource'`);
      return sql`select ${group} as grp, count(*) as n from trials where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1`;
    }
    case 'paid': {
      const group = recordGroup(grouping, sql`attribution->>'channel'`, sql`attribution->>'ftpUtmSource'`);
      return sql`select ${group} as grp, count(*) as n from orders where status = 'PAID' and paid_at >= ${from}::timestamptz and paid_at < ${to}::timestamptz group by 1`;
    }
    case 'claims': {
      // A claim made before attribution was kept has none: its partner is its channel.
      const group = recordGroup(grouping, sql`coalesce(attribution->>'channel', partner)`, sql`attribution->>'ftpUtmSource'`);
      return sql`select ${group} as grp, count(*) as n from partner_memberships where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1`;
    }
  }
}

/**
 * The counts of `steps` per group over `[from, to)`, the most visited group first (then by name).
 * Event steps are distinct devices; record steps are rows. A group any step saw is listed.
 */
export async function funnelCounts<S extends AnyFunnelStep>(db: AppDb, from: Date, to: Date, grouping: FunnelGrouping, steps: readonly S[]): Promise<Array<FunnelCountsRow<S>>> {
  const fromText = from.toISOString();
  const toText = to.toISOString();
  const groups = new Map<string, FunnelCountsRow<S>>();
  const add = (group: string, step: S, value: number) => {
    let row = groups.get(group);
    if (!row) groups.set(group, (row = { group, ...emptyCounts(steps) } as FunnelCountsRow<S>));
    (row as Record<S, number>)[step] = value;
  };

  const eventSteps = steps.filter((step): step is S & EventStep => step in EVENT_STEPS);
  if (eventSteps.length > 0) {
    const columns = sql.join(
      eventSteps.map((step) => sql`count(distinct device_id) filter (where name in (${sql.join(EVENT_STEPS[step].map((name) => sql`${name}`), sql`, `)})) as ${sql.identifier(step)}`),
      sql`, `,
    );
    const names = eventSteps.flatMap((step) => EVENT_STEPS[step]);
    const rows = rowsOf(
      await db.execute(sql`
        select ${eventGroup(grouping)} as grp, ${columns}
        from analytics_events
        where occurred_at >= ${fromText}::timestamptz and occurred_at < ${toText}::timestamptz
          and name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
        group by 1
      `),
    );
    for (const row of rows) for (const step of eventSteps) add(String(row.grp), step, Number(row[step]));
  }
  for (const step of steps.filter((candidate): candidate is S & RecordStep => (RECORD_STEPS as readonly string[]).includes(candidate))) {
    for (const row of rowsOf(await db.execute(recordQuery(step, grouping, fromText, toText)))) add(String(row.grp), step, Number(row.n));
  }
  const first = steps[0];
  return [...groups.values()].sort((a, b) => (first !== undefined ? b[first] - a[first] : 0) || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
}

/** The report as text tables a person can read: each step's count and its share of the step before. */
export function formatFunnel(report: FunnelReport): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const last = new Date(report.to.getTime() - 1);
  const lines = [`Funnel ${day(report.from)} to ${day(last)} (UTC days; visits, logins and starts are devices; paid is PAID orders)`, ''];
  lines.push(...table('all', [{ group: 'all', ...report.total }]), '');
  lines.push(...table('partner channel', report.byChannel), '');
  lines.push(...table('first-touch source', report.bySource));
  return lines.join('\n');
}

function table(title: string, rows: FunnelRow[]): string[] {
  const headers = [title, ...FUNNEL_STEPS.map((step) => STEP_LABELS[step])];
  const body = rows.length === 0 ? [[`(no data)`, ...FUNNEL_STEPS.map(() => '')]] : rows.map((row) => [row.group, ...FUNNEL_STEPS.map((step, index) => cell(row, step, index))]);
  const widths = headers.map((header, column) => Math.max(header.length, ...body.map((line) => (line[column] ?? '').length)));
  const render = (cells: string[]) => cells.map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0))).join('  ');
  return [render(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(render)];
}

function cell(row: FunnelRow, step: FunnelStep, index: number): string {
  const value = row[step];
  if (index === 0) return String(value);
  const previous = row[FUNNEL_STEPS[index - 1] as FunnelStep];
  return previous > 0 ? `${value} (${Math.round((value / previous) * 100)}%)` : String(value);
}

/** `--from`/`--to` as UTC days (`to` inclusive); 30 days up to today when left out. */
export function parseRange(argv: readonly string[], today: Date = new Date()): { from: Date; to: Date } | string {
  const values: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const match = /^--(from|to)(?:=(.*))?$/.exec(arg);
    if (!match) return `unknown argument ${arg}`;
    values[match[1] as string] = match[2] ?? argv[(i += 1)];
  }
  const dayOf = (text: string | undefined, name: string): Date | string => {
    if (text === undefined) return `--${name} needs a date (YYYY-MM-DD)`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return `--${name} must be a date (YYYY-MM-DD), not ${text}`;
    return new Date(`${text}T00:00:00Z`);
  };
  const todayStart = new Date(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  const toDay = 'to' in values ? dayOf(values.to, 'to') : todayStart;
  if (typeof toDay === 'string') return toDay;
  const from = 'from' in values ? dayOf(values.from, 'from') : new Date(toDay.getTime() - 29 * 86_400_000);
  if (typeof from === 'string') return from;
  const to = new Date(toDay.getTime() + 86_400_000);
  if (from >= to) return '--from must not be after --to';
  return { from, to };
}
