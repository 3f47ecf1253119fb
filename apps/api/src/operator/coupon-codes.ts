// `load coupon-codes <file.csv>`: the unique codes a partner brand issues for a pool offering (the
// seed generates demo pools; production holds only the codes an operator stocks). Columns:
// offering (its name, as offerings.yaml and the sites' actions call it), code, and optionally pin
// (card-type offerings: 'NUMBER: … PIN: …', where it is required) and expiresAt (when the brand's code
// stops working; otherwise a handed-out code lasts the offering's codeValidityDays). Matched by
// offering and code: added, updated while nobody holds it, or unchanged; a code already handed out
// is never changed (its member has it as it was), and loading it again with other values is refused.
// The console's pool upload reads the same file through readCouponCodeFile and poolLineProblem.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { couponCodes, offerings } from '../db/schema';
import { batches, inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import { checkRow, csvValues, firstLines, readCsv, type LoadProblem } from './source';

const CouponCodeRowSchema = v.strictObject({
  offering: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/, 'must be 3-64 letters, digits, - or _ (no spaces)')),
  pin: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,16}$/, 'must be 2-16 letters and digits'))),
  expiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp with an offset'))),
});
/** The console's upload is for one offering: its `offering` column may be left out. */
const OneOfferingRowSchema = v.strictObject({ ...CouponCodeRowSchema.entries, offering: v.optional(CouponCodeRowSchema.entries.offering) });
const COLUMNS = { required: ['offering', 'code'], optional: ['pin', 'expiresAt'] } as const;
const ONE_OFFERING_COLUMNS = { required: ['code'], optional: ['offering', 'pin', 'expiresAt'] } as const;

export type CouponCodeRow = v.InferOutput<typeof OneOfferingRowSchema>;

/**
 * A coupon file's lines checked on their own, as the command line and the console's upload read it:
 * the columns, each field, and a code listed twice for one offering. `oneOffering`: the console's
 * upload to one offering, where the `offering` column is optional.
 */
export function readCouponCodeFile(text: string, file: string, options: { oneOffering?: boolean } = {}): { entries: { line: number; row: CouponCodeRow }[]; problems: LoadProblem[] } {
  const problems: LoadProblem[] = [];
  const entries: { line: number; row: CouponCodeRow }[] = [];
  const seenBefore = firstLines();
  for (const row of readCsv(text, file, options.oneOffering ? ONE_OFFERING_COLUMNS : COLUMNS)) {
    const result = checkRow(options.oneOffering ? OneOfferingRowSchema : CouponCodeRowSchema, csvValues(row.fields), row, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const checked = result.value;
    const first = seenBefore(`${(checked.offering ?? '').toLowerCase()}\n${checked.code}`, row.line);
    if (first !== undefined) problems.push({ file, line: row.line, message: `code ${checked.code}${checked.offering ? ` of ${checked.offering}` : ''} is listed twice (first on line ${first})` });
    entries.push({ line: row.line, row: checked });
  }
  return { entries, problems };
}

/** What keeps an offering from taking a line's code: not a pool, or a card number without its PIN. */
export function poolLineProblem(offering: { name: string; kind: string; cardType: boolean }, row: CouponCodeRow): string | undefined {
  if (offering.kind !== 'POOL') return `${offering.name} hands out no pool codes (its kind is ${offering.kind})`;
  if (offering.cardType && !row.pin) return `${offering.name} gives card numbers with a PIN: the pin column is required`;
  return undefined;
}

export async function loadCouponCodes(db: AppDb, text: string, file: string): Promise<LoadReport> {
  const { entries, problems } = readCouponCodeFile(text, file);
  refuseIf(problems);
  if (entries.length === 0) return { summary: 'coupon codes: the file lists none; nothing written', counts: { codes: 0, added: 0, updated: 0, unchanged: 0 }, notes: [] };

  return inTransaction(db, async (tx) => {
    const byName = new Map(
      (await tx.select({ id: offerings.id, name: offerings.name, kind: offerings.kind, cardType: offerings.cardType }).from(offerings)).map((offering) => [offering.name.toLowerCase(), offering]),
    );
    const resolved: { line: number; row: CouponCodeRow; offeringId: number }[] = [];
    for (const { line, row } of entries) {
      const offering = byName.get((row.offering ?? '').toLowerCase());
      if (offering) resolved.push({ line, row, offeringId: offering.id });
      const refused = offering ? poolLineProblem(offering, row) : `no offering is called ${row.offering} (load the catalogue, whose offerings.yaml names them, first)`;
      if (refused) problems.push({ file, line, message: refused });
    }
    refuseIf(problems);

    const offeringIds = [...new Set(resolved.map(({ offeringId }) => offeringId))];
    const existing = new Map(
      (await tx.select().from(couponCodes).where(sql`${couponCodes.offeringId} in ${offeringIds}`)).map((code) => [`${code.offeringId}\n${code.code}`, code]),
    );
    const counts = { codes: entries.length, added: 0, updated: 0, unchanged: 0 };
    const added: (typeof couponCodes.$inferInsert)[] = [];
    for (const { line, row, offeringId } of resolved) {
      const values = { pin: row.pin ?? null, expiresAt: row.expiresAt ? new Date(row.expiresAt) : null };
      const stocked = existing.get(`${offeringId}\n${row.code}`);
      if (!stocked) {
        added.push({ offeringId, code: row.code, ...values });
        counts.added += 1;
      } else if (stocked.userId !== null) {
        // A handed-out code got its expiry at hand-out when the file gave none: only what the file says is compared.
        if (sameRow(row.expiresAt ? values : { pin: values.pin }, stocked)) counts.unchanged += 1;
        else problems.push({ file, line, message: `code ${row.code} of ${row.offering} was handed out already and cannot change` });
      } else if (sameRow(values, stocked)) {
        counts.unchanged += 1;
      } else {
        await tx.update(couponCodes).set(values).where(sql`${couponCodes.id} = ${stocked.id}`);
        counts.updated += 1;
      }
    }
    refuseIf(problems);
    for (const batch of batches(added)) await tx.insert(couponCodes).values(batch);

    const free = await tx
      .select({ name: offerings.name, free: sql<number>`count(${couponCodes.id}) filter (where ${couponCodes.userId} is null)`.mapWith(Number) })
      .from(offerings)
      .leftJoin(couponCodes, sql`${couponCodes.offeringId} = ${offerings.id}`)
      .where(sql`${offerings.id} in ${offeringIds}`)
      .groupBy(offerings.name)
      .orderBy(offerings.name);
    return {
      summary: `coupon codes: ${counts.codes} in the file, ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`,
      counts,
      notes: free.map((pool) => `${pool.name}: ${pool.free} codes free to hand out`),
    };
  });
}
