// Coupon pools and enrolment lists for marketers. A pool's stock is counted per POOL offering; an
// upload is the file `load coupon-codes` reads (operator/coupon-codes.ts: the same columns, the same
// checks per line), all or nothing, and stricter in one way: the console only adds, so a code already
// stocked for the offering is a bad line (the command line would update or keep it). An enrolment
// list goes through `load enrolments` itself (operator/enrolments.ts). Problems become the error
// body's details, one per bad line ('line 7'), and nothing is written.
import type { components, PartnerChannel } from '@rewards/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/connection';
import { companies, couponCodes, offerings, offers } from '../../../db/schema';
import { badRequest, notFound, type ErrorDetail } from '../../../http/errors';
import { poolLineProblem, readCouponCodeFile } from '../../../operator/coupon-codes';
import { loadEnrolments } from '../../../operator/enrolments';
import { batches, refuseIf } from '../../../operator/report';
import { LoadRefused, type LoadProblem } from '../../../operator/source';
import { recordAudit, type AuditContext } from '../audit';

type Schemas = components['schemas'];

/** A pool under this many free codes is low, however quiet it is. */
export const LOW_STOCK_FLOOR = 50;
/** ... or under this many days of hand-outs at the last 7 days' pace. */
export const LOW_STOCK_DAYS = 14;
/** The largest file an upload takes (the body limit of both upload routes). */
export const UPLOAD_LIMIT_BYTES = 4 * 1024 * 1024;
/** Bad lines listed in one refusal; a file with more says how many more. */
const DETAILS_LIMIT = 200;
const DAY_MS = 86_400_000;
const FILE = 'upload';

export function lowStockBelow(handedOutLast7Days: number): number {
  return Math.max(LOW_STOCK_FLOOR, Math.ceil((handedOutLast7Days / 7) * LOW_STOCK_DAYS));
}

/** The stock of every POOL offering (or of one), with its offer and brand. */
async function poolStock(db: AppDb, now: Date, offeringId?: number): Promise<Schemas['AdminPool'][]> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await db
    .select({
      offeringId: offerings.id,
      offering: offerings.name,
      offerTitle: offers.header,
      brand: companies.name,
      cardType: offerings.cardType,
      free: sql<number>`count(${couponCodes.id}) filter (where ${couponCodes.userId} is null)`.mapWith(Number),
      handedOut: sql<number>`count(${couponCodes.id}) filter (where ${couponCodes.userId} is not null)`.mapWith(Number),
      handedOutLast7Days: sql<number>`count(${couponCodes.id}) filter (where ${couponCodes.assignedAt} > ${weekAgo})`.mapWith(Number),
    })
    .from(offerings)
    .innerJoin(offers, eq(offers.id, offerings.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(couponCodes, eq(couponCodes.offeringId, offerings.id))
    .where(offeringId === undefined ? eq(offerings.kind, 'POOL') : and(eq(offerings.kind, 'POOL'), eq(offerings.id, offeringId)))
    .groupBy(offerings.id, offers.header, companies.name)
    .orderBy(companies.name, offerings.name);
  return rows.map((row) => {
    const below = lowStockBelow(row.handedOutLast7Days);
    return { ...row, lowStockBelow: below, lowStock: row.free < below };
  });
}

export const listPools = (db: AppDb, now: Date) => poolStock(db, now);

/** A refused file as a 400: each problem under its line ('line 7'), a problem of the whole file under 'file'. */
export function fileRefused(problems: readonly LoadProblem[]) {
  const details: ErrorDetail[] = problems.slice(0, DETAILS_LIMIT).map((problem) => ({ path: problem.line === undefined ? 'file' : `line ${problem.line}`, message: problem.message }));
  if (problems.length > DETAILS_LIMIT) details.push({ path: 'file', message: `and ${problems.length - DETAILS_LIMIT} more problems not listed here` });
  const lines = new Set(problems.map((problem) => problem.line).filter((line) => line !== undefined)).size;
  const userMessage =
    lines > 0
      ? `Nothing was loaded: ${lines === 1 ? '1 line has a problem' : `${lines} lines have problems`}. Fix ${lines === 1 ? 'it' : 'them'} and upload the file again.`
      : `Nothing was loaded: ${problems[0]?.message ?? 'the file cannot be read'}.`;
  return badRequest(details, userMessage);
}

/** Runs a load, turning its refusal into the 400 that lists the lines. */
async function refusingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LoadRefused) throw fileRefused(error.problems);
    throw error;
  }
}

const noPool = (offeringId: number) => notFound(`no pool offering ${offeringId}`, `There is no offer with a code pool numbered ${offeringId}.`);

export async function uploadPool(db: AppDb, context: AuditContext, offeringId: number, text: string): Promise<Schemas['AdminPoolUploadResponse']['data']> {
  const [offering] = await db.select({ id: offerings.id, name: offerings.name, kind: offerings.kind, cardType: offerings.cardType }).from(offerings).where(eq(offerings.id, offeringId));
  if (!offering || offering.kind !== 'POOL') throw noPool(offeringId);
  return refusingFile(async () => {
    const { entries, problems } = readCouponCodeFile(text, FILE, { oneOffering: true });
    for (const { line, row } of entries) {
      if (row.offering !== undefined && row.offering.toLowerCase() !== offering.name.toLowerCase()) {
        problems.push({ file: FILE, line, message: `the offering column names ${row.offering}, but this upload is for ${offering.name}` });
      }
      const refused = poolLineProblem(offering, row);
      if (refused) problems.push({ file: FILE, line, message: refused });
    }
    if (entries.length === 0 && problems.length === 0) problems.push({ file: FILE, message: 'the file lists no codes' });
    refuseIf(sortedByLine(problems));

    return db.transaction(async (tx) => {
      const [before] = await poolStock(tx as unknown as AppDb, context.at, offeringId);
      const lineOf = new Map(entries.map(({ line, row }) => [row.code, line]));
      for (const batch of batches([...lineOf.keys()])) {
        const stocked = await tx.select({ code: couponCodes.code }).from(couponCodes).where(and(eq(couponCodes.offeringId, offeringId), inArray(couponCodes.code, batch)));
        for (const { code } of stocked) problems.push({ file: FILE, line: lineOf.get(code)!, message: `code ${code} is already stocked for ${offering.name}` });
      }
      refuseIf(sortedByLine(problems));
      let added = 0;
      const rows = entries.map(({ row }) => ({ offeringId, code: row.code, pin: row.pin ?? null, expiresAt: row.expiresAt ? new Date(row.expiresAt) : null }));
      for (const batch of batches(rows)) {
        // Another upload stocking one of these codes meanwhile: the unique index skips it, and the count tells.
        added += (await tx.insert(couponCodes).values(batch).onConflictDoNothing().returning({ id: couponCodes.id })).length;
      }
      if (added !== rows.length) refuseIf([{ file: FILE, message: 'another upload stocked some of these codes at the same moment; upload the file again to see which' }]);
      const [pool] = await poolStock(tx as unknown as AppDb, context.at, offeringId);
      await recordAudit(tx, context, {
        action: 'adminUploadPool',
        targetType: 'pool',
        targetId: String(offeringId),
        before: { offering: offering.name, free: before?.free ?? 0 },
        after: { offering: offering.name, added, free: pool!.free },
      });
      return { added, pool: pool! };
    });
  });
}

function sortedByLine(problems: LoadProblem[]): LoadProblem[] {
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

export async function uploadEnrolments(db: AppDb, context: AuditContext, partner: PartnerChannel, text: string): Promise<Schemas['AdminEnrolmentUploadResponse']['data']> {
  return refusingFile(() =>
    db.transaction(async (tx) => {
      // The command line's load, nested in this transaction (a savepoint), so the list and its audit entry stay together.
      const report = await loadEnrolments(tx as unknown as AppDb, partner, text, FILE);
      const counts = { partner, mobiles: report.counts.mobiles ?? 0, added: report.counts.added ?? 0, alreadyEnrolled: report.counts.alreadyEnrolled ?? 0, duplicates: report.counts.duplicates ?? 0 };
      await recordAudit(tx, context, { action: 'adminUploadEnrolments', targetType: 'enrolments', targetId: partner, before: null, after: counts });
      return counts;
    }),
  );
}

