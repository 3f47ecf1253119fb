// Campaign pages for marketers: drafts (campaign_drafts) edited freely and published into the public
// campaigns table, which is all the public pages read. Publishing checks the draft and copies it over
// (insert or update) with the audit entry in one transaction; unpublishing hides the public row.
// Every write to campaigns moves the catalogue version (a trigger, migration 0019), so the sites'
// cached pages show a publish or unpublish on their next load.
import type { components } from '@rewards/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../../db/connection';
import { campaignDrafts, campaigns, codes, staffMembers, subscriptionVariants } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { campaignPreviews, type CampaignPreviews } from '../../payment';
import { staffUnauthorized } from '../access';
import { recordAudit } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import { contentOfRow, draftProblems, nameProblem, publishProblems, rowValues, statusOf, tidyContent, type CampaignContent } from './rules';

type Schemas = components['schemas'];
type NameParams = { Params: { name: string } };
type Executor = Pick<AppDb, 'select' | 'insert' | 'update'>;
type CampaignRow = typeof campaigns.$inferSelect;
type DraftRow = typeof campaignDrafts.$inferSelect;

const TARGET = 'campaign';

/** A plan a campaign may sell: an active paid variant (the trial is not sold). */
const payingPlan = (name: string) => and(eq(subscriptionVariants.name, name), eq(subscriptionVariants.planType, 'PAYMENT'), eq(subscriptionVariants.active, true));

const campaignNotFound = (name: string) => notFound(`no campaign named ${name}`, `There is no campaign named ${name}.`);

interface Loaded {
  draft: DraftRow | null;
  row: CampaignRow | null;
}

async function load(db: Executor, name: string): Promise<Loaded> {
  const [draft] = await db.select().from(campaignDrafts).where(eq(campaignDrafts.name, name));
  const [row] = await db.select().from(campaigns).where(eq(campaigns.name, name));
  return { draft: draft ?? null, row: row ?? null };
}

/** The content marketers edit: the draft, else the public row as one. */
function draftContent({ draft, row }: Loaded): CampaignContent | null {
  if (draft) return tidyContent(draft.content as CampaignContent);
  return row ? contentOfRow(row) : null;
}

async function staffNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staffMembers.id, name: staffMembers.name }).from(staffMembers).where(inArray(staffMembers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A fresh public id (`/new-campaign/{id}`) from the name, unlike any taken one. */
async function newPublicId(db: Executor, name: string): Promise<string> {
  const base = `CMP-${name.toUpperCase()}`;
  for (let suffix = 1; ; suffix += 1) {
    const id = suffix === 1 ? base : `${base}-${suffix}`;
    const [taken] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
    if (!taken) return id;
  }
}

export function campaignsPart(deps: AdminPartDeps) {
  const { db, now } = deps;
  const preview: CampaignPreviews = campaignPreviews(db, now);

  const actor = (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw staffUnauthorized();
    return { staff, at: now(), requestId: request.id };
  };

  /** The draft priced as the public page would price it; null while its plan is unknown or its colours are unset. */
  async function previewOf(name: string, content: CampaignContent, row: CampaignRow | null): Promise<Schemas['Campaign'] | null> {
    if (content.variantName !== null) {
      const [variant] = await db.select({ id: subscriptionVariants.id }).from(subscriptionVariants).where(payingPlan(content.variantName));
      if (!variant) return null;
    }
    const hex = /^#[0-9A-F]{6}$/;
    if (!hex.test(content.bgColor) || !hex.test(content.textColor)) return null;
    const at = now();
    return preview({
      ...rowValues(content),
      id: row?.id ?? `CMP-${name.toUpperCase()}`,
      name,
      published: true,
      startsAt: content.startsAt ? new Date(content.startsAt) : at,
      endsAt: content.endsAt ? new Date(content.endsAt) : at,
    });
  }

  async function view(name: string, executor: Executor = db): Promise<Schemas['AdminCampaign']> {
    const loaded = await load(executor, name);
    const draft = draftContent(loaded);
    if (!draft) throw campaignNotFound(name);
    const names = await staffNames(executor, [loaded.draft?.updatedBy ?? null]);
    return {
      name,
      status: statusOf(loaded.draft ? draft : null, loaded.row),
      draft,
      published: loaded.row ? contentOfRow(loaded.row) : null,
      publicId: loaded.row?.id ?? null,
      updatedAt: loaded.draft?.updatedAt.toISOString() ?? null,
      updatedBy: loaded.draft?.updatedBy ? (names.get(loaded.draft.updatedBy) ?? null) : null,
      preview: await previewOf(name, draft, loaded.row),
    };
  }

  const answer = async (name: string) => ({ success: true as const, data: await view(name) });

  return {
    handlers: {
      async adminListCampaigns(): Promise<Schemas['AdminCampaignListResponse']> {
        const drafts = await db.select().from(campaignDrafts);
        const rows = await db.select().from(campaigns);
        const names = await staffNames(db, drafts.map((draft) => draft.updatedBy));
        const draftsByName = new Map(drafts.map((draft) => [draft.name, draft]));
        const rowsByName = new Map(rows.map((row) => [row.name, row]));
        const list = [...new Set([...draftsByName.keys(), ...rowsByName.keys()])].map((name): Schemas['AdminCampaignSummary'] => {
          const draft = draftsByName.get(name) ?? null;
          const row = rowsByName.get(name) ?? null;
          const content = draftContent({ draft, row })!;
          return {
            name,
            title: content.title,
            status: statusOf(draft ? content : null, row),
            startsAt: content.startsAt,
            endsAt: content.endsAt,
            updatedAt: draft?.updatedAt.toISOString() ?? null,
            updatedBy: draft?.updatedBy ? (names.get(draft.updatedBy) ?? null) : null,
          };
        });
        // The latest edits first; campaigns nobody has edited here after them, by name.
        list.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.name.localeCompare(b.name));
        return { success: true, data: { campaigns: list } };
      },

      async adminGetCampaign(request: FastifyRequest<NameParams>): Promise<Schemas['AdminCampaignResponse']> {
        return answer(request.params.name);
      },

      async adminCreateCampaign(request: FastifyRequest<{ Body: Schemas['AdminCampaignCreateRequest'] }>, reply: FastifyReply): Promise<Schemas['AdminCampaignResponse']> {
        const context = actor(request);
        const name = request.body.name.trim();
        const content = tidyContent(request.body.content);
        const problems = [...(nameProblem(name) ? [{ path: 'body/name', message: nameProblem(name)! }] : []), ...draftProblems(content)];
        if (problems.length > 0) throw badRequest(problems, problems[0]!.message);
        await db.transaction(async (tx) => {
          const existing = await load(tx, name);
          if (existing.draft || existing.row) throw new AppError(409, 'ADMIN-CAMPAIGN-EXISTS', `campaign ${name} exists`, `A campaign named ${name} already exists. Choose another URL name.`);
          const inserted = await tx.insert(campaignDrafts).values({ name, content, updatedAt: context.at, updatedBy: context.staff.id }).onConflictDoNothing().returning({ name: campaignDrafts.name });
          // Two marketers creating one name at once: the second is told, as above.
          if (inserted.length === 0) throw new AppError(409, 'ADMIN-CAMPAIGN-EXISTS', `campaign ${name} exists`, `A campaign named ${name} already exists. Choose another URL name.`);
          await recordAudit(tx, context, { action: 'adminCreateCampaign', targetType: TARGET, targetId: name, before: null, after: content });
        });
        reply.code(201);
        return answer(name);
      },

      async adminUpdateCampaign(request: FastifyRequest<NameParams & { Body: Schemas['AdminCampaignUpdateRequest'] }>): Promise<Schemas['AdminCampaignResponse']> {
        const context = actor(request);
        const { name } = request.params;
        const content = tidyContent(request.body.content);
        const problems = draftProblems(content);
        if (problems.length > 0) throw badRequest(problems, problems[0]!.message);
        await db.transaction(async (tx) => {
          const before = draftContent(await load(tx, name));
          if (!before) throw campaignNotFound(name);
          await tx
            .insert(campaignDrafts)
            .values({ name, content, updatedAt: context.at, updatedBy: context.staff.id })
            .onConflictDoUpdate({ target: campaignDrafts.name, set: { content, updatedAt: context.at, updatedBy: context.staff.id } });
          await recordAudit(tx, context, { action: 'adminUpdateCampaign', targetType: TARGET, targetId: name, before, after: content });
        });
        return answer(name);
      },

      async adminPublishCampaign(request: FastifyRequest<NameParams>): Promise<Schemas['AdminCampaignResponse']> {
        const context = actor(request);
        const { name } = request.params;
        await db.transaction(async (tx) => {
          const loaded = await load(tx, name);
          const content = draftContent(loaded);
          if (!content) throw campaignNotFound(name);
          const [code] = content.code ? await tx.select({ pausedAt: codes.pausedAt }).from(codes).where(eq(codes.code, content.code)) : [];
          const [variant] = content.variantName ? await tx.select({ id: subscriptionVariants.id }).from(subscriptionVariants).where(payingPlan(content.variantName)) : [];
          const problems = publishProblems(content, { code: content.code ? (code ?? null) : undefined, variantExists: variant !== undefined });
          if (problems.length > 0) throw badRequest(problems, `The campaign cannot be published yet: ${problems[0]!.message}`);
          const before = loaded.row ? { published: loaded.row.published, content: contentOfRow(loaded.row) } : null;
          if (loaded.row) {
            await tx.update(campaigns).set({ ...rowValues(content), published: true }).where(and(eq(campaigns.id, loaded.row.id), eq(campaigns.name, name)));
          } else {
            await tx.insert(campaigns).values({ ...rowValues(content), id: await newPublicId(tx, name), name, published: true });
          }
          // Keep the draft beside the row, so the list can tell later edits from what is public.
          await tx.insert(campaignDrafts).values({ name, content, updatedAt: loaded.draft?.updatedAt ?? context.at, updatedBy: loaded.draft?.updatedBy ?? context.staff.id }).onConflictDoNothing();
          await recordAudit(tx, context, { action: 'adminPublishCampaign', targetType: TARGET, targetId: name, before, after: { published: true, content } });
        });
        return answer(name);
      },

      async adminUnpublishCampaign(request: FastifyRequest<NameParams>): Promise<Schemas['AdminCampaignResponse']> {
        const context = actor(request);
        const { name } = request.params;
        await db.transaction(async (tx) => {
          const { row } = await load(tx, name);
          if (!row) throw notFound(`campaign ${name} was never published`, `The campaign ${name} has never been published.`);
          await tx.update(campaigns).set({ published: false }).where(eq(campaigns.id, row.id));
          await recordAudit(tx, context, { action: 'adminUnpublishCampaign', targetType: TARGET, targetId: name, before: { published: row.published }, after: { published: false } });
        });
        return answer(name);
      },
    },
    async register(_app: FastifyInstance): Promise<void> {},
  };
}
