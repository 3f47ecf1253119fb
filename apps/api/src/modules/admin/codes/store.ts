// Partners' store codes for marketers: listed with how many memberships were claimed with each,
// created under the rules `load store-codes` applies (operator/store-codes.ts), paused and resumed.
// A paused store code is refused to a member's claim as an unknown one (partners/claim-service.ts).
import { normaliseCode, type components } from '@rewards/api-contract';
import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../../../db/connection';
import { partnerMemberships, partnerPlans, partnerStoreCodes } from '../../../db/schema';
import { AppError, badRequest, notFound, type ErrorDetail } from '../../../http/errors';
import { issueMessage } from '../../../operator/source';
import { StoreCodeSchema, partnerWithoutPlan, storeCodeRuleProblems, storeCodeValues } from '../../../operator/store-codes';
import { recordAudit, type AuditContext } from '../audit';
import { codeExists, containing, LIST_LIMIT } from './promo';

type Schemas = components['schemas'];
type StoreCodeRow = typeof partnerStoreCodes.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function storeCodeView(row: StoreCodeRow, claims: number, now: Date): Schemas['AdminStoreCode'] {
  let status: Schemas['AdminStoreCode']['status'] = 'LIVE';
  if (row.pausedAt) status = 'PAUSED';
  else if (row.startsAt && row.startsAt.getTime() > now.getTime()) status = 'SCHEDULED';
  else if (row.endsAt && row.endsAt.getTime() <= now.getTime()) status = 'ENDED';
  return {
    partner: row.partner as Schemas['PartnerChannel'],
    code: row.code,
    name: row.name,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    claims,
    pausedAt: iso(row.pausedAt),
    status,
  };
}

// Spelled out: inside a subquery Drizzle would leave `id` unqualified, and it would name the membership's own.
const claimsOf = sql<number>`(select count(*) from partner_memberships claimed where claimed.store_code_id = "partner_store_codes"."id")`.mapWith(Number);

export async function listStoreCodes(db: AppDb, filter: { partner?: Schemas['PartnerChannel']; query?: string }, now: Date): Promise<Schemas['AdminStoreCodeListResponse']['data']> {
  const conditions: SQL[] = [];
  if (filter.partner) conditions.push(eq(partnerStoreCodes.partner, filter.partner));
  const query = filter.query?.trim();
  if (query) conditions.push(or(sql`${partnerStoreCodes.code} ilike ${containing(query)}`, sql`${partnerStoreCodes.name} ilike ${containing(query)}`)!);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select({ row: partnerStoreCodes, claims: claimsOf }).from(partnerStoreCodes).where(where).orderBy(asc(partnerStoreCodes.code)).limit(LIST_LIMIT),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(partnerStoreCodes).where(where),
  ]);
  return { codes: rows.map(({ row, claims }) => storeCodeView(row, claims, now)), total: count?.total ?? 0 };
}

export function checkNewStoreCode(body: Schemas['AdminStoreCodeCreate']): { ok: true; code: v.InferOutput<typeof StoreCodeSchema> } | { ok: false; details: ErrorDetail[] } {
  const input: Record<string, unknown> = { partner: body.partner, code: normaliseCode(body.code) };
  for (const key of ['name', 'startsAt', 'endsAt'] as const) {
    const value = body[key]?.trim();
    if (value) input[key] = value;
  }
  const result = v.safeParse(StoreCodeSchema, input);
  if (!result.success) {
    return { ok: false, details: result.issues.map((issue) => ({ path: `body/${(issue.path ?? []).map((item) => String(item.key)).join('.')}`, message: issueMessage(issue) })) };
  }
  const problems = storeCodeRuleProblems(result.output);
  return problems.length > 0 ? { ok: false, details: problems.map((problem) => ({ path: `body/${problem.field}`, message: problem.message })) } : { ok: true, code: result.output };
}

export async function createStoreCode(db: AppDb, context: AuditContext, body: Schemas['AdminStoreCodeCreate']): Promise<Schemas['AdminStoreCode']> {
  const checked = checkNewStoreCode(body);
  if (!checked.ok) throw badRequest(checked.details, checked.details[0]?.message);
  const { code } = checked;
  return db.transaction(async (tx) => {
    const [plan] = await tx.select({ partner: partnerPlans.partner }).from(partnerPlans).where(eq(partnerPlans.partner, code.partner)).limit(1);
    if (!plan) throw badRequest([{ path: 'body/partner', message: partnerWithoutPlan(code.partner) }], partnerWithoutPlan(code.partner));
    const [existing] = await tx.select({ partner: partnerStoreCodes.partner }).from(partnerStoreCodes).where(eq(partnerStoreCodes.code, code.code));
    const taken = (partner: string) => codeExists(code.code, `A store code ${code.code} exists already (for ${partner}); codes are unique across partners. Choose another code.`);
    if (existing) throw taken(existing.partner);
    const [row] = await tx.insert(partnerStoreCodes).values({ partner: code.partner, code: code.code, ...storeCodeValues(code) }).onConflictDoNothing().returning();
    if (!row) throw taken('another partner or this one');
    const view = storeCodeView(row, 0, context.at);
    await recordAudit(tx, context, { action: 'adminCreateStoreCode', targetType: 'storeCode', targetId: row.code, before: null, after: view });
    return view;
  });
}

export async function setStoreCodePaused(db: AppDb, context: AuditContext, rawCode: string, paused: boolean): Promise<Schemas['AdminStoreCode']> {
  const code = normaliseCode(rawCode);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partnerStoreCodes).where(eq(partnerStoreCodes.code, code)).for('update');
    if (!before) throw notFound(`no store code ${code}`, `There is no store code ${code}.`);
    const [claimed] = await tx.select({ claims: sql<number>`count(*)`.mapWith(Number) }).from(partnerMemberships).where(eq(partnerMemberships.storeCodeId, before.id));
    const claims = claimed?.claims ?? 0;
    const [row] = await tx
      .update(partnerStoreCodes)
      .set({ pausedAt: paused ? context.at : null })
      .where(and(eq(partnerStoreCodes.id, before.id), paused ? isNull(partnerStoreCodes.pausedAt) : isNotNull(partnerStoreCodes.pausedAt)))
      .returning();
    if (!row) throw new AppError(409, 'ADMIN-CODE-STATE', `store code ${code} is ${paused ? 'paused' : 'live'} already`, `${code} is ${paused ? 'paused' : 'live'} already.`);
    const after = storeCodeView(row, claims, context.at);
    await recordAudit(tx, context, { action: paused ? 'adminPauseStoreCode' : 'adminResumeStoreCode', targetType: 'storeCode', targetId: code, before: storeCodeView(before, claims, context.at), after });
    return after;
  });
}
