// The funnel report: visits → login started → logged in → trial or payment started → paid, per
// partner channel and per first-touch source, over a date range. The first four steps count
// distinct devices from the stored analytics events; paid counts the PAID orders themselves (the
// orders table is the authority on money), grouped by the channel and first-touch source each
// order was created with (its `attribution`: `channel`, `ftpUtmSource`).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';

export const FUNNEL_STEPS = ['visits', 'loginStarted', 'loggedIn', 'started', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const STEP_LABELS: Record<FunnelStep, string> = {
  visits: 'visits',
  loginStarted: 'login started',
  loggedIn: 'logged in',
  started: 'trial/payment started',
  paid: 'paid',
};

/** Which events make each event-based step. */
export const STEP_EVENTS: Record<Exclude<FunnelStep, 'paid'>, readonly string[]> = {
  visits: ['page_view'],
  loginStarted: ['login_signup_initiated'],
  loggedIn: ['login_success'],
  started: ['trial_initiated', 'payment_initiated'],
};

/** What a missing first-touch source is shown as. */
export const UNKNOWN_SOURCE = '(unknown)';

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
  const [all] = await counts(db, from, to, sql`'all'`, sql`'all'`);
  const { group: _group, ...total } = all ?? { group: 'all', ...emptyCounts() };
  return {
    from,
    to,
    total,
    byChannel: await counts(db, from, to, sql`channel`, sql`attribution->>'channel'`),
    bySource: await counts(db, from, to, sql`coalesce(ftp_source, ${UNKNOWN_SOURCE})`, sql`coalesce(attribution->>'ftpUtmSource', ${UNKNOWN_SOURCE})`),
  };
}

function emptyCounts(): FunnelCounts {
  return { visits: 0, loginStarted: 0, loggedIn: 0, started: 0, paid: 0 };
}

type Grouping = ReturnType<typeof sql>;

async function counts(db: AppDb, from: Date, to: Date, eventGroup: Grouping, orderGroup: Grouping): Promise<FunnelRow[]> {
  const steps = Object.entries(STEP_EVENTS) as Array<[Exclude<FunnelStep, 'paid'>, readonly string[]]>;
  const stepColumns = sql.join(
    steps.map(([step, names]) => sql`count(distinct device_id) filter (where name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})) as ${sql.identifier(step)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with e as (
      select ${eventGroup} as grp, ${stepColumns}
      from analytics_events
      where occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${to.toISOString()}::timestamptz
      group by 1
    ),
    o as (
      select ${orderGroup} as grp, count(*) as paid
      from orders
      where status = 'PAID' and paid_at >= ${from.toISOString()}::timestamptz and paid_at < ${to.toISOString()}::timestamptz
      group by 1
    )
    select coalesce(e.grp, o.grp) as grp,
      coalesce(e."visits", 0) as visits, coalesce(e."loginStarted", 0) as "loginStarted", coalesce(e."loggedIn", 0) as "loggedIn",
      coalesce(e."started", 0) as started, coalesce(o.paid, 0) as paid
    from e full outer join o on e.grp = o.grp
    order by 2 desc, 1
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    group: String(row.grp),
    visits: Number(row.visits),
    loginStarted: Number(row.loginStarted),
    loggedIn: Number(row.loggedIn),
    started: Number(row.started),
    paid: Number(row.paid),
  }));
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
