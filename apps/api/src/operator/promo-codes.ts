// `load promo-codes <file.csv>`: gift (GC) and promo codes, one a line, with payment.yaml's code
// fields as columns (the seed's CodeSeedSchema) and absolute dates (`startsAt`/`endsAt`, ISO 8601 with
// an offset) instead of the demo's days-from-seeding. Matched by code: new codes are added, changed
// ones updated, the rest left alone; a code's live count of uses is never touched. Members' referral
// codes are theirs: a line naming one is refused. The console's 'New code' form applies the same
// schema and rules (modules/admin/codes/).
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { codes, subscriptionVariants } from '../db/schema';
import { CodeSeedSchema } from '../seed/data-schema';
import { inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import { checkRow, csvValues, firstLines, readCsv, type LoadProblem } from './source';

/**
 * A promo or gift code's fields, checked the same way from a file's line and from the console's form
 * (the seed's schema, with the rules a marketer reads spelled out: a percentage of 1-100, a limit of
 * at least one use).
 */
export const PromoCodeSchema = v.strictObject({
  ...v.omit(CodeSeedSchema, ['startInDays', 'endInDays', 'usedCount']).entries,
  discountPercent: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be from 1 to 100'), v.maxValue(100, 'must be from 1 to 100'))),
  usageLimit: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1 (leave it empty for no limit)'))),
});
export type PromoCodeInput = v.InferOutput<typeof PromoCodeSchema>;
const COLUMNS = {
  required: ['code', 'name', 'type'],
  optional: ['discount', 'discountPercent', 'maxDiscount', 'startsAt', 'endsAt', 'usageLimit', 'eligibility', 'variantName', 'offerText', 'primaryGCText', 'listed'],
} as const;

export async function loadPromoCodes(db: AppDb, text: string, file: string): Promise<LoadReport> {
  const rows = readCsv(text, file, COLUMNS);
  const problems: LoadProblem[] = [];
  const entries: { line: number; code: PromoCodeInput }[] = [];
  const seenBefore = firstLines();
  for (const row of rows) {
    const result = checkRow(PromoCodeSchema, csvValues(row.fields, { numbers: ['discount', 'discountPercent', 'maxDiscount', 'usageLimit'], booleans: ['listed'] }), row, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const checked = result.value;
    const at = (message: string) => problems.push({ file, line: row.line, message });
    const first = seenBefore(checked.code, row.line);
    if (first !== undefined) at(`code ${checked.code} is listed twice (first on line ${first})`);
    for (const problem of promoCodeRuleProblems(checked)) at(problem.message);
    entries.push({ line: row.line, code: checked });
  }
  refuseIf(problems);

  return inTransaction(db, async (tx) => {
    const variantNames = new Set((await tx.select({ name: subscriptionVariants.name }).from(subscriptionVariants)).map((row) => row.name));
    const existing = new Map((await tx.select().from(codes)).map((row) => [row.code, row]));
    for (const { line, code } of entries) {
      const unknownPlan = unknownPlanProblem(code, variantNames);
      if (unknownPlan) problems.push({ file, line, message: unknownPlan.message });
      if (existing.get(code.code)?.type === 'REFERRAL') problems.push({ file, line, message: referralCodeTaken(code.code) });
    }
    refuseIf(problems);
    const counts = { codes: entries.length, added: 0, updated: 0, unchanged: 0 };
    for (const { code } of entries) {
      const values = promoCodeValues(code);
      const row = existing.get(code.code);
      if (!row) {
        await tx.insert(codes).values({ code: code.code, ...values });
        counts.added += 1;
      } else if (!sameRow(values, row)) {
        await tx.update(codes).set(values).where(eq(codes.id, row.id));
        counts.updated += 1;
      } else counts.unchanged += 1;
    }
    return { summary: `promo codes: ${counts.codes} in the file, ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`, counts, notes: [] };
  });
}

/** A problem with one field of a code (the console shows it beside that field). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The rules across a code's fields, which its schema alone cannot say. */
export function promoCodeRuleProblems(code: PromoCodeInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if ((code.discount === undefined) === (code.discountPercent === undefined)) problems.push({ field: 'discount', message: `code ${code.code} needs exactly one of discount and discountPercent` });
  if (code.maxDiscount !== undefined && code.discountPercent === undefined) problems.push({ field: 'maxDiscount', message: `code ${code.code}: maxDiscount caps a discountPercent; a fixed discount has none` });
  if (code.startsAt && code.endsAt && Date.parse(code.endsAt) <= Date.parse(code.startsAt)) problems.push({ field: 'endsAt', message: `code ${code.code} ends before it starts` });
  return problems;
}

/** A code naming a plan that is not loaded. */
export function unknownPlanProblem(code: PromoCodeInput, variantNames: ReadonlySet<string>): FieldProblem | undefined {
  if (code.variantName === undefined || variantNames.has(code.variantName)) return undefined;
  return { field: 'variantName', message: `code ${code.code} names plan ${code.variantName}, which is not loaded (load plans first)` };
}

export const referralCodeTaken = (code: string) => `code ${code} is a member's referral code; choose another code`;

const paise = (rupees: number) => Math.round(rupees * 100);

/** The row's columns for a checked code (everything but the code itself and its live count of uses). */
export function promoCodeValues(code: PromoCodeInput) {
  return {
    name: code.name,
    type: code.type,
    discountPaise: code.discount === undefined ? null : paise(code.discount),
    discountPercent: code.discountPercent ?? null,
    maxDiscountPaise: code.maxDiscount === undefined ? null : paise(code.maxDiscount),
    startsAt: code.startsAt ? new Date(code.startsAt) : null,
    endsAt: code.endsAt ? new Date(code.endsAt) : null,
    usageLimit: code.usageLimit ?? null,
    eligibility: code.eligibility,
    variantName: code.variantName ?? null,
    offerText: code.offerText ?? null,
    primaryGcText: code.primaryGCText ?? null,
    listed: code.listed,
  };
}
