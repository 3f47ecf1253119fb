// Promo and gift codes for marketers: listed with their rules and how far they are used, created under
// the rules `load promo-codes` applies (operator/promo-codes.ts: one schema, the same rules across
// fields, the same plan check), paused and resumed. A paused code is refused to members as an unknown
// one (payment/code-service.ts). Members' referral codes are theirs: never listed, paused or created.
import { normaliseCode, type components } from '@rewards/api-contract';
import { and, asc, eq, inArray, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../../../db/connection';
import { codes, subscriptionVariants } from '../../../db/schema';
import { AppError, badRequest, notFound, type ErrorDetail } from '../../../http/errors';
import { PromoCodeSchema, promoCodeRuleProblems, promoCodeValues, referralCodeTaken, unknownPlanProblem, type FieldProblem } from '../../../operator/promo-codes';
import { issueMessage } from '../../../operator/source';
import { recordAudit, type AuditContext } from '../audit';

type Schemas = components['schemas'];
type CodeRow = typeof codes.$inferSelect;

/** Answered at most per list; `total` says how many matched. */
export const LIST_LIMIT = 200;
const MARKETER_TYPES = ['PROMO', 'GC'] as const;

const toRupees = (paise: number | null) => (paise === null ? null : paise / 100);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function codeStatus(row: Pick<CodeRow, 'pausedAt' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>, now: Date): Schemas['AdminCodeStatus'] {
  if (row.pausedAt) return 'PAUSED';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'SCHEDULED';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ENDED';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'USED_UP';
  return 'LIVE';
}

export function codeView(row: CodeRow, now: Date): Schemas['AdminCode'] {
  return {
    code: row.code,
    name: row.name,
    type: row.type as Schemas['AdminCode']['type'],
    discount: toRupees(row.discountPaise),
    discountPercent: row.discountPercent,
    maxDiscount: toRupees(row.maxDiscountPaise),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    eligibility: row.eligibility as Schemas['AdminCode']['eligibility'],
    variantName: row.variantName,
    offerText: row.offerText,
    primaryGCText: row.primaryGcText,
    listed: row.listed,
    pausedAt: iso(row.pausedAt),
    status: codeStatus(row, now),
  };
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listCodes(db: AppDb, filter: { type?: 'PROMO' | 'GC'; query?: string }, now: Date): Promise<Schemas['AdminCodeListResponse']['data']> {
  const conditions: SQL[] = [inArray(codes.type, filter.type ? [filter.type] : [...MARKETER_TYPES])];
  const query = filter.query?.trim();
  if (query) conditions.push(or(sql`${codes.code} ilike ${containing(query)}`, sql`${codes.name} ilike ${containing(query)}`)!);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db.select().from(codes).where(where).orderBy(asc(codes.code)).limit(LIST_LIMIT),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(codes).where(where),
  ]);
  return { codes: rows.map((row) => codeView(row, now)), total: count?.total ?? 0 };
}

/** The form's fields as the loader's schema reads a line: trimmed, '' as absent, the code normalised. */
function asSchemaInput(body: Schemas['AdminCodeCreate']): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') input[key] = trimmed;
    } else if (value !== undefined && value !== null) input[key] = value;
  }
  if (typeof body.code === 'string') input.code = normaliseCode(body.code);
  return input;
}

const fieldDetail = (problem: FieldProblem): ErrorDetail => ({ path: `body/${problem.field}`, message: problem.message });

/** The schema's and the cross-field rules' problems, each on its field; the checked code when there is none. */
export function checkNewCode(body: Schemas['AdminCodeCreate']): { ok: true; code: v.InferOutput<typeof PromoCodeSchema> } | { ok: false; details: ErrorDetail[] } {
  const result = v.safeParse(PromoCodeSchema, asSchemaInput(body));
  if (!result.success) {
    return { ok: false, details: result.issues.map((issue) => ({ path: `body/${(issue.path ?? []).map((item) => String(item.key)).join('.')}`, message: issueMessage(issue) })) };
  }
  const problems = promoCodeRuleProblems(result.output);
  return problems.length > 0 ? { ok: false, details: problems.map(fieldDetail) } : { ok: true, code: result.output };
}

export const codeExists = (code: string, message = `A code ${code} exists already. Choose another code.`) => new AppError(409, 'ADMIN-CODE-EXISTS', `code ${code} exists`, message);

export async function createCode(db: AppDb, context: AuditContext, body: Schemas['AdminCodeCreate']): Promise<Schemas['AdminCode']> {
  const checked = checkNewCode(body);
  if (!checked.ok) throw badRequest(checked.details, checked.details[0]?.message);
  const { code } = checked;
  return db.transaction(async (tx) => {
    const variantNames = new Set((await tx.select({ name: subscriptionVariants.name }).from(subscriptionVariants)).map((row) => row.name));
    const unknownPlan = unknownPlanProblem(code, variantNames);
    if (unknownPlan) throw badRequest([fieldDetail(unknownPlan)], unknownPlan.message);
    const [existing] = await tx.select({ type: codes.type }).from(codes).where(eq(codes.code, code.code));
    if (existing) throw existing.type === 'REFERRAL' ? codeExists(code.code, referralCodeTaken(code.code)) : codeExists(code.code);
    // Two marketers creating one code at once: the unique index lets one in, the other is told as above.
    const [row] = await tx.insert(codes).values({ code: code.code, ...promoCodeValues(code) }).onConflictDoNothing().returning();
    if (!row) throw codeExists(code.code);
    const view = codeView(row, context.at);
    await recordAudit(tx, context, { action: 'adminCreateCode', targetType: 'code', targetId: row.code, before: null, after: view });
    return view;
  });
}

/** Pauses (`paused`) or resumes a gift or promo code; 409 when it is so already. */
export async function setCodePaused(db: AppDb, context: AuditContext, rawCode: string, paused: boolean): Promise<Schemas['AdminCode']> {
  const code = normaliseCode(rawCode);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(codes)
      .where(and(eq(codes.code, code), inArray(codes.type, [...MARKETER_TYPES])))
      .for('update');
    if (!before) throw notFound(`no promo or gift code ${code}`, `There is no promo or gift code ${code}.`);
    const [row] = await tx
      .update(codes)
      .set({ pausedAt: paused ? context.at : null })
      .where(and(eq(codes.id, before.id), paused ? isNull(codes.pausedAt) : isNotNull(codes.pausedAt)))
      .returning();
    if (!row) throw new AppError(409, 'ADMIN-CODE-STATE', `code ${code} is ${paused ? 'paused' : 'live'} already`, `${code} is ${paused ? 'paused' : 'live'} already.`);
    const after = codeView(row, context.at);
    await recordAudit(tx, context, { action: paused ? 'adminPauseCode' : 'adminResumeCode', targetType: 'code', targetId: code, before: codeView(before, context.at), after });
    return after;
  });
}
