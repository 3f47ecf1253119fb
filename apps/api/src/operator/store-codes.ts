// `load store-codes <file.csv>`: the codes a partner's stores hand out (partners.yaml's storeCodes
// fields as columns, absolute dates). A store code lets any member claim the partner's plan once, so
// production holds only the codes an operator loads. Matched by code: added, updated or unchanged;
// a code another partner already uses is refused. The console's 'New store code' form applies the
// same schema and rules (modules/admin/codes/).
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { partnerPlans, partnerStoreCodes } from '../db/schema';
import { inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import type { FieldProblem } from './promo-codes';
import { checkRow, csvValues, firstLines, readCsv, type LoadProblem } from './source';

const code = v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,32}$/, 'must be 3-32 upper-case letters and digits'));
const instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 timestamp with an offset'));
/** A store code's fields, checked the same way from a file's line and from the console's form. */
export const StoreCodeSchema = v.strictObject({
  partner: v.picklist(['SHOPPERS_STOP', 'MORE_REWARDS']),
  code,
  name: v.pipe(v.string(), v.minLength(1)),
  startsAt: v.optional(instant),
  endsAt: v.optional(instant),
});
export type StoreCodeInput = v.InferOutput<typeof StoreCodeSchema>;
const COLUMNS = { required: ['partner', 'code', 'name'], optional: ['startsAt', 'endsAt'] } as const;

export async function loadStoreCodes(db: AppDb, text: string, file: string): Promise<LoadReport> {
  const problems: LoadProblem[] = [];
  const entries: { line: number; code: StoreCodeInput }[] = [];
  const seenBefore = firstLines();
  for (const row of readCsv(text, file, COLUMNS)) {
    const result = checkRow(StoreCodeSchema, csvValues(row.fields), row, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const checked = result.value;
    const first = seenBefore(checked.code, row.line);
    if (first !== undefined) problems.push({ file, line: row.line, message: `store code ${checked.code} is listed twice (first on line ${first})` });
    for (const problem of storeCodeRuleProblems(checked)) problems.push({ file, line: row.line, message: problem.message });
    entries.push({ line: row.line, code: checked });
  }
  refuseIf(problems);

  return inTransaction(db, async (tx) => {
    const partnersWithPlans = new Set((await tx.select({ partner: partnerPlans.partner }).from(partnerPlans)).map((row) => row.partner));
    const existing = new Map((await tx.select().from(partnerStoreCodes)).map((row) => [row.code, row]));
    for (const { line, code: entry } of entries) {
      if (!partnersWithPlans.has(entry.partner)) problems.push({ file, line, message: partnerWithoutPlan(entry.partner) });
      const other = existing.get(entry.code);
      if (other && other.partner !== entry.partner) problems.push({ file, line, message: `store code ${entry.code} belongs to ${other.partner}; codes are unique across partners` });
    }
    refuseIf(problems);
    const counts = { codes: entries.length, added: 0, updated: 0, unchanged: 0 };
    for (const { code: entry } of entries) {
      const values = storeCodeValues(entry);
      const row = existing.get(entry.code);
      if (!row) {
        await tx.insert(partnerStoreCodes).values({ partner: entry.partner, code: entry.code, ...values });
        counts.added += 1;
      } else if (!sameRow(values, row)) {
        await tx.update(partnerStoreCodes).set(values).where(eq(partnerStoreCodes.id, row.id));
        counts.updated += 1;
      } else counts.unchanged += 1;
    }
    return { summary: `store codes: ${counts.codes} in the file, ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`, counts, notes: [] };
  });
}

/** The rules across a store code's fields, which its schema alone cannot say. */
export function storeCodeRuleProblems(code: StoreCodeInput): FieldProblem[] {
  if (code.startsAt && code.endsAt && Date.parse(code.endsAt) <= Date.parse(code.startsAt)) return [{ field: 'endsAt', message: `store code ${code.code} ends before it starts` }];
  return [];
}

export const partnerWithoutPlan = (partner: string) => `partner ${partner} has no plan yet (load the catalogue, whose partners.yaml holds the partner plans, first)`;

/** The row's columns for a checked store code (all but its partner and code). */
export function storeCodeValues(code: StoreCodeInput) {
  return { name: code.name, startsAt: code.startsAt ? new Date(code.startsAt) : null, endsAt: code.endsAt ? new Date(code.endsAt) : null };
}
