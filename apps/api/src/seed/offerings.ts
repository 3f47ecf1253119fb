// The offer-actions part of the seed (offerings.yaml): one offering per offer, the codes of every
// pool, and the demo members' codes and activations, so each CTA state has an offer to show it.
// The three tables are written while `offerings` is empty, matched to the offers the database holds
// by name, so a database seeded before offer actions existed gains them on its next start.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import { companies, couponCodes, offerActivations, offerDetails, offerings, offers, subOffers, users } from '../db/schema';
import type { CategoryFile, CompanySeed, OfferingSeed, OfferingsFile, UserSeed } from './data-schema';

const DAY_MS = 86_400_000;

/** What the plan needs to know about an offer, from the data files or from the database. */
export interface OfferForOffering {
  name: string;
  companyName: string;
  companySlug: string;
  maxSavings: number | null;
  /** The first sub-offer (lowest position), if any. */
  firstSubOffer?: { name: string; couponType: string | null } | undefined;
}

export type OfferingKind = 'POOL' | 'CONSTANT' | 'ACTIVATION' | 'URL' | 'APP_ONLY' | 'APP_CTA' | 'NONE';

/** One offering as the seed resolves it: the yaml's entry over the defaults. */
export interface ResolvedOffering {
  offerName: string;
  name: string;
  kind: OfferingKind;
  poolSize: number;
  maxRedemption: number;
  refreshDays: number | null;
  savingsPerCode: number;
  codeValidityDays: number;
  stockedExpiryInDays: number | null;
  constantCode: string | null;
  redirectionUrl: string | null;
  paused: OfferingSeed['paused'] | null;
  cardType: boolean;
  partnerCtaLabel: string;
  partnerCtaUrl: string;
  dlUrl: string | null;
  activationCompletes: boolean;
  texts: NonNullable<OfferingSeed['texts']>;
  codes: OfferingSeed['codes'];
  activations: OfferingSeed['activations'];
}

/** FNV-1a: a stable 32-bit number from a name, so each offering's codes are the same on every seed. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The offering's name: the first sub-offer's when the offer has sub-offers, else the offer's. */
export const offeringNameFor = (offer: Pick<OfferForOffering, 'name' | 'firstSubOffer'>) => offer.firstSubOffer?.name ?? offer.name;

export function resolveOffering(file: OfferingsFile, offer: OfferForOffering): ResolvedOffering {
  const { defaults } = file;
  const entry: OfferingSeed = file.offerings[offer.name] ?? { codes: [], activations: [] };
  const name = offeringNameFor(offer);
  const hash = hashName(name);
  const between = ({ min, max }: { min: number; max: number }, bits: number) => min + ((hash >>> bits) % (max - min + 1));
  const kind = entry.kind ?? 'POOL';
  const fill = (template: string) => template.replaceAll('{offering}', name).replaceAll('{company}', offer.companyName);
  return {
    offerName: offer.name,
    name,
    kind,
    poolSize: kind === 'POOL' ? (entry.poolSize ?? between(defaults.poolSize, 8)) : 0,
    maxRedemption: entry.maxRedemption ?? between(defaults.maxRedemption, 0),
    refreshDays: entry.refreshDays === undefined ? defaults.refreshDays : entry.refreshDays,
    savingsPerCode: entry.savingsPerCode ?? offer.maxSavings ?? 0,
    codeValidityDays: entry.codeValidityDays ?? defaults.codeValidityDays,
    stockedExpiryInDays: entry.stockedExpiryInDays ?? null,
    constantCode: entry.constantCode ?? null,
    redirectionUrl: entry.redirectionUrl === undefined ? null : fill(entry.redirectionUrl),
    paused: entry.paused ?? null,
    cardType: entry.cardType ?? false,
    partnerCtaLabel: fill(defaults.partnerCtaLabel),
    partnerCtaUrl: fill(defaults.partnerCtaUrl),
    dlUrl: kind === 'APP_ONLY' || kind === 'APP_CTA' ? (entry.dlUrl ?? defaults.dlUrl) : null,
    activationCompletes: entry.activationCompletes ?? true,
    texts: entry.texts ?? {},
    codes: entry.codes,
    activations: entry.activations,
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * `count` distinct codes for an offering: `{BRAND4}-XXXX-XXXX`, or for card-type offerings a
 * 16-digit number in groups of 4 with a 6-digit PIN. The same name always gives the same codes.
 */
export function generateCodes(offering: { name: string; cardType: boolean }, companySlug: string, count: number): { code: string; pin: string | null }[] {
  const random = prng(hashName(`codes:${offering.name}`));
  const pick = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const brand = (companySlug.replace(/[^a-z]/g, '').toUpperCase() + 'XXXX').slice(0, 4);
  const seen = new Set<string>();
  const result: { code: string; pin: string | null }[] = [];
  while (result.length < count) {
    const code = offering.cardType
      ? [pick('123456789', 1) + pick('0123456789', 3), pick('0123456789', 4), pick('0123456789', 4), pick('0123456789', 4)].join(' ')
      : `${brand}-${pick(CODE_ALPHABET, 4)}-${pick(CODE_ALPHABET, 4)}`;
    if (seen.has(code)) continue;
    seen.add(code);
    result.push({ code, pin: offering.cardType ? pick('0123456789', 6) : null });
  }
  return result;
}

/** The offers of the data files, in the shape the plan reads. */
export function offersFromData(categoryFiles: CategoryFile[], companyList: CompanySeed[]): OfferForOffering[] {
  const companyBySlug = new Map(companyList.map((company) => [company.slug, company]));
  return categoryFiles.flatMap((file) =>
    file.offers.map((offer) => {
      const first = offer.subOffers[0];
      return {
        name: offer.name,
        companyName: companyBySlug.get(offer.company)?.name ?? offer.company,
        companySlug: offer.company,
        maxSavings: offer.maxSavings ?? null,
        firstSubOffer: first ? { name: first.name, couponType: first.couponType ?? null } : undefined,
      };
    }),
  );
}

/** Checks offerings.yaml against the catalogue and the demo members; the messages name the offer. */
export function offeringProblems(file: OfferingsFile, offerList: OfferForOffering[], userList: UserSeed[]): string[] {
  const problems: string[] = [];
  const { defaults } = file;
  if (defaults.poolSize.min > defaults.poolSize.max) problems.push('offerings.yaml: defaults.poolSize.min is above max');
  if (defaults.maxRedemption.min > defaults.maxRedemption.max) problems.push('offerings.yaml: defaults.maxRedemption.min is above max');
  const offerNames = new Set(offerList.map((offer) => offer.name));
  for (const name of Object.keys(file.offerings)) {
    if (!offerNames.has(name)) problems.push(`offerings.yaml names unknown offer ${name}`);
  }
  const ssoIds = new Set(userList.map((user) => user.ssoId));
  const offeringNames = new Map<string, string>();
  for (const offer of offerList) {
    const offering = resolveOffering(file, offer);
    const entry = file.offerings[offer.name];
    const label = `offering ${offering.name} (offer ${offer.name})`;
    const key = offering.name.toLowerCase();
    const clash = offeringNames.get(key);
    if (clash !== undefined) problems.push(`${label} has the same name as the offering of offer ${clash}`);
    offeringNames.set(key, offer.name);
    const subType = offer.firstSubOffer?.couponType;
    if (subType && subType !== offering.kind) problems.push(`${label} is ${offering.kind} but its sub-offer says ${subType}`);
    if (!entry) continue;
    const { kind } = offering;
    if (kind === 'CONSTANT' && offering.constantCode === null) problems.push(`${label} is CONSTANT without a constantCode`);
    if (kind !== 'CONSTANT' && offering.constantCode !== null) problems.push(`${label} has a constantCode but is ${kind}`);
    if (kind === 'URL' && offering.redirectionUrl === null) problems.push(`${label} is URL without a redirectionUrl`);
    if (kind !== 'POOL') {
      for (const field of ['poolSize', 'paused', 'cardType', 'stockedExpiryInDays'] as const) {
        if (entry[field] !== undefined) problems.push(`${label} sets ${field} but is ${kind}, not POOL`);
      }
      if (entry.codes.length > 0) problems.push(`${label} holds codes but is ${kind}, not POOL`);
    }
    if (kind !== 'ACTIVATION' && entry.activationCompletes !== undefined) problems.push(`${label} sets activationCompletes but is ${kind}`);
    if (entry.codes.length > offering.poolSize) problems.push(`${label} holds ${entry.codes.length} codes in a pool of ${offering.poolSize}`);
    for (const held of entry.codes) {
      if (!ssoIds.has(held.member)) problems.push(`${label} gives a code to unknown member ${held.member}`);
    }
    // No member may hold more codes than the limit allows in one window.
    const window = offering.refreshDays ?? Number.POSITIVE_INFINITY;
    for (const member of new Set(entry.codes.map((held) => held.member))) {
      const days = entry.codes.filter((held) => held.member === member).map((held) => held.assignedInDays);
      const crowded = days.some((start) => days.filter((day) => day >= start && day < start + window).length > offering.maxRedemption);
      if (crowded) problems.push(`${label} gives ${member} more than ${offering.maxRedemption} codes in ${offering.refreshDays ?? 'a lifetime of'} days`);
    }
    const activationKeys = new Set<string>();
    for (const activation of entry.activations) {
      if (!ssoIds.has(activation.member)) problems.push(`${label} activates for unknown member ${activation.member}`);
      const activationKey = `${activation.member}/${activation.kind}`;
      if (activationKeys.has(activationKey)) problems.push(`${label} activates ${activationKey} twice`);
      activationKeys.add(activationKey);
      if (activation.kind === 'MEMBERSHIP' && kind !== 'ACTIVATION') problems.push(`${label} has a MEMBERSHIP activation but is ${kind}`);
      if (activation.status === 1 && (activation.kind !== 'MEMBERSHIP' || offering.activationCompletes)) {
        problems.push(`${label} has an activation in process, which only a MEMBERSHIP activation that does not complete can have`);
      }
    }
  }
  return problems;
}

/** The rows to insert, for offers that exist (ids) and members that exist (ids by ssoId). */
export function planOfferingRows(
  file: OfferingsFile,
  offerList: (OfferForOffering & { id: number })[],
  memberIds: Map<string, number>,
  now: Date,
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const resolved = offerList.map((offer) => ({ offer, offering: resolveOffering(file, offer) }));
  const offeringRows = resolved.map(({ offer, offering }) => ({
    offerId: offer.id,
    name: offering.name,
    kind: offering.kind,
    constantCode: offering.constantCode,
    redirectionUrl: offering.redirectionUrl,
    maxRedemption: offering.maxRedemption,
    refreshDays: offering.refreshDays,
    savingsPerCode: offering.savingsPerCode,
    codeValidityDays: offering.codeValidityDays,
    distributionPaused: offering.paused !== null,
    pausedLabel: offering.paused?.label ?? null,
    pausedCtaLabel: offering.paused?.ctaLabel ?? null,
    pausedCtaUrl: offering.paused?.ctaUrl ?? null,
    cardType: offering.cardType,
    partnerCtaLabel: offering.partnerCtaLabel,
    partnerCtaUrl: offering.partnerCtaUrl,
    dlUrl: offering.dlUrl,
    activationCompletes: offering.activationCompletes,
    texts: offering.texts,
  }));
  const codesFor = (offeringId: number, offering: ResolvedOffering, companySlug: string) => {
    const held = offering.codes.filter((code) => memberIds.has(code.member));
    return generateCodes(offering, companySlug, offering.poolSize).map(({ code, pin }, index) => {
      const holder = held[index];
      if (!holder) {
        return { offeringId, code, pin, expiresAt: offering.stockedExpiryInDays === null ? null : at(offering.stockedExpiryInDays) };
      }
      return {
        offeringId,
        code,
        pin,
        expiresAt: at(holder.expiresInDays ?? holder.assignedInDays + offering.codeValidityDays),
        userId: memberIds.get(holder.member) as number,
        assignedAt: at(holder.assignedInDays),
        idempotencyKey: `seed-${offering.name}-${index + 1}`,
        state: holder.state,
        savings: offering.savingsPerCode,
      };
    });
  };
  const activationsFor = (offeringId: number, offering: ResolvedOffering) =>
    offering.activations.flatMap((activation) => {
      const userId = memberIds.get(activation.member);
      if (userId === undefined) return [];
      const when = at(activation.inDays);
      return [{ userId, offeringId, kind: activation.kind, status: activation.status, savings: 0, createdAt: when, updatedAt: when }];
    });
  return { resolved, offeringRows, codesFor, activationsFor };
}

/**
 * Writes offerings, their codes and the members' activations while `offerings` is empty; true when it
 * wrote. `stockPools: false` (a production catalogue) leaves every pool empty: generated codes are
 * demo codes no brand would honour, and real ones come from the brands.
 */
export async function seedOfferings(db: AppDb, file: OfferingsFile, now: Date, options: { stockPools?: boolean } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(offerings);
  if ((existing?.n ?? 0) > 0) return false;

  const offerRows = await db
    .select({ id: offers.id, name: offers.name, maxSavings: offers.maxSavings, companyName: companies.name, companySlug: companies.slug })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .orderBy(offers.id);
  if (offerRows.length === 0) return false;
  const subRows = await db
    .select({ offerId: subOffers.offerId, name: subOffers.name, couponType: subOffers.couponType, position: subOffers.position, id: subOffers.id })
    .from(subOffers)
    .orderBy(subOffers.offerId, subOffers.position, subOffers.id);
  const firstSub = new Map<number, { name: string; couponType: string | null }>();
  for (const sub of subRows) if (!firstSub.has(sub.offerId)) firstSub.set(sub.offerId, { name: sub.name, couponType: sub.couponType });
  // The data files are checked for clashing names; an older database might still hold one, and a
  // clash must not stop the start: the later offer is left without an offering (it acts as NONE).
  const taken = new Set<string>();
  const offerList = offerRows
    .map((row) => ({ ...row, firstSubOffer: firstSub.get(row.id) }))
    .filter((offer) => {
      const key = offeringNameFor(offer).toLowerCase();
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });

  const memberRows = await db.select({ id: users.id, ssoId: users.ssoId }).from(users);
  const memberIds = new Map(memberRows.map((row) => [row.ssoId, row.id]));

  const plan = planOfferingRows(file, offerList, memberIds, now);
  const inserted = await db.insert(offerings).values(plan.offeringRows).returning({ id: offerings.id, offerId: offerings.offerId });
  const offeringIdByOffer = new Map(inserted.map((row) => [row.offerId, row.id]));

  const codeRows = options.stockPools === false ? [] : plan.resolved.flatMap(({ offer, offering }) => plan.codesFor(offeringIdByOffer.get(offer.id) as number, offering, offer.companySlug));
  if (codeRows.length > 0) await db.insert(couponCodes).values(codeRows);
  const activationRows = plan.resolved.flatMap(({ offer, offering }) => plan.activationsFor(offeringIdByOffer.get(offer.id) as number, offering));
  if (activationRows.length > 0) await db.insert(offerActivations).values(activationRows);

  // A member's total savings counts every code handed out to them (offer actions add each code's
  // savings as it goes); the seeded codes were handed out here, so the total takes them in too. A
  // demo total above them stays as it is: it holds savings from before the itemised history.
  await db.execute(sql`
    update ${users} set total_savings = greatest(${users.totalSavings}, held.savings)
    from (
      select user_id, sum(savings) as savings from (
        select ${couponCodes.userId} as user_id, ${couponCodes.savings} as savings from ${couponCodes} where ${couponCodes.userId} is not null
        union all
        select ${offerActivations.userId}, ${offerActivations.savings} from ${offerActivations} where ${offerActivations.status} = 4
      ) records group by user_id
    ) held
    where held.user_id = ${users.id}`);

  // App-only offers say so on their detail page too.
  const appOnlyOfferIds = plan.resolved.filter(({ offering }) => offering.kind === 'APP_ONLY').map(({ offer }) => offer.id);
  if (appOnlyOfferIds.length > 0) await db.update(offerDetails).set({ appOnly: true }).where(inArray(offerDetails.offerId, appOnlyOfferIds));
  return true;
}
