// `load promo-codes <file.csv>`: gift (GC) and promo codes, one a line, with payment.yaml's code
// fields as columns (the seed's CodeSeedSchema) and absolute dates (`startsAt`/`endsAt`, ISO 8601 with
// an offset) instead of the demo's days-from-seeding. Matched by code: new codes are added, changed
// ones updated, the rest left alone; a code's live count of uses is never touched. Members' referral
// codes are theirs: a line naming one is refused.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { codes, subscriptionVariants } from '../db/schema';
import { CodeSeedSchema } from '../seed/data-schema';
import { inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import { checkRow, csvValues, firstLines, readCsv, type LoadProblem } from './source';

const PromoCodeRowSchema = v.omit(CodeSeedSchema, ['startInDays', 'endInDays', 'usedCount']);
const COLUMNS = {
  required: ['code', 'name', 'type'],
  optional: ['discount', 'discountPercent', 'maxDiscount', 'startsAt', 'endsAt', 'usageLimit', 'eligibility', 'variantName', 'offerText', 'primaryGCText', 'listed'],
} as const;
const paise = (rupees: number) => Math.round(rupees * 100);

export async function loadPromoCodes(db: AppDb, text: string, file: string): Promise<LoadReport> {
  const rows = readCsv(text, file, COLUMNS);
  const problems: LoadProblem[] = [];
  const entries: { line: number; code: v.InferOutput<typeof PromoCodeRowSchema> }[] = [];
  const seenBefore = firstLines();
  for (const row of rows) {
    const result = checkRow(PromoCodeRowSchema, csvValues(row.fields, { numbers: ['discount', 'discountPercent', 'maxDiscount', 'usageLimit'], booleans: ['listed'] }), row, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const checked = result.value;
    const at = (message: string) => problems.push({ file, line: row.line, message });
    const first = seenBefore(checked.code, row.line);
    if (first !== undefined) at(`code ${checked.code} is listed twice (first on line ${first})`);
    if ((checked.discount === undefined) === (checked.discountPercent === undefined)) at(`code ${checked.code} needs exactly one of discount and discountPercent`);
    if (checked.maxDiscount !== undefined && checked.discountPercent === undefined) at(`code ${checked.code}: maxDiscount caps a discountPercent; a fixed discount has none`);
    if (checked.startsAt && checked.endsAt && Date.parse(checked.endsAt) <= Date.parse(checked.startsAt)) at(`code ${checked.code} ends before it starts`);
    entries.push({ line: row.line, code: checked });
  }
  refuseIf(problems);

  return inTransaction(db, async (tx) => {
    const variantNames = new Set((await tx.select({ name: subscriptionVariants.name }).from(subscriptionVariants)).map((row) => row.name));
    const existing = new Map((await tx.select().from(codes)).map((row) => [row.code, row]));
    for (const { line, code } of entries) {
      if (code.variantName !== undefined && !variantNames.has(code.variantName)) problems.push({ file, line, message: `code ${code.code} names plan ${code.variantName}, which is not loaded (load plans first)` });
      if (existing.get(code.code)?.type === 'REFERRAL') problems.push({ file, line, message: `code ${code.code} is a member's referral code; choose another code` });
    }
    refuseIf(problems);
    const counts = { codes: entries.length, added: 0, updated: 0, unchanged: 0 };
    for (const { code } of entries) {
      const values = {
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
