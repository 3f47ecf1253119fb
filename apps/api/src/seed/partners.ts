// The co-brand partners (partners.yaml): plans and store codes everywhere, written while the plans
// table is empty; the demo enrolment lists (and the demo member's claimed membership) only outside
// production, while the enrolments table is empty.
import { count, eq } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import { partnerEnrolments, partnerMemberships, partnerPlans, partnerStoreCodes, users } from '../db/schema';
import type { PartnersFile, UserSeed } from './data-schema';

const DAY_MS = 86_400_000;

export function partnerProblems(partners: PartnersFile, userList: UserSeed[]): string[] {
  const problems: string[] = [];
  const planPartners = partners.plans.map((plan) => plan.partner);
  if (new Set(planPartners).size !== planPartners.length) problems.push('partners.yaml lists a partner plan twice');
  const codes = partners.storeCodes.map((code) => code.code);
  if (new Set(codes).size !== codes.length) problems.push('partners.yaml lists a store code twice');
  const members = new Map(userList.map((user) => [user.ssoId, user]));
  const enrolled = new Set<string>();
  for (const enrolment of partners.demoEnrolments) {
    const key = `${enrolment.partner} ${enrolment.mobile}`;
    if (enrolled.has(key)) problems.push(`partners.yaml enrols ${key} twice`);
    enrolled.add(key);
    if (!planPartners.includes(enrolment.partner)) problems.push(`enrolment ${key} is for a partner without a plan`);
    if (enrolment.claimedBy === undefined) continue;
    const member = members.get(enrolment.claimedBy);
    if (!member) problems.push(`enrolment ${key} is claimed by unknown user ${enrolment.claimedBy}`);
    else if (member.mobile !== enrolment.mobile) problems.push(`enrolment ${key} is claimed by ${enrolment.claimedBy}, whose mobile differs`);
  }
  return problems;
}

/** Writes what is missing; answers whether anything was written. */
export async function seedPartners(db: AppDb, partners: PartnersFile, options: { demoMembers: boolean }, now: Date): Promise<boolean> {
  const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  let seeded = false;
  const [plans] = await db.select({ n: count() }).from(partnerPlans);
  if ((plans?.n ?? 0) === 0) {
    await db.insert(partnerPlans).values(partners.plans);
    if (partners.storeCodes.length > 0) {
      await db.insert(partnerStoreCodes).values(
        partners.storeCodes.map((code) => ({ partner: code.partner, code: code.code, name: code.name, startsAt: daysFromNow(code.startsInDays), endsAt: daysFromNow(code.endsInDays) })),
      );
    }
    seeded = true;
  }
  const [enrolments] = await db.select({ n: count() }).from(partnerEnrolments);
  if (!options.demoMembers || (enrolments?.n ?? 0) > 0) return seeded;
  for (const enrolment of partners.demoEnrolments) {
    // A database whose members were seeded before this list existed lacks the claiming member: the enrolment stays unclaimed.
    const [member] = enrolment.claimedBy ? await db.select().from(users).where(eq(users.ssoId, enrolment.claimedBy)).limit(1) : [];
    const claimedAt = member ? (daysFromNow(enrolment.claimedInDays) ?? now) : null;
    const [row] = await db
      .insert(partnerEnrolments)
      .values({ partner: enrolment.partner, mobile: enrolment.mobile, enrolledAt: daysFromNow(-60) ?? now, claimedAt, claimedByUserId: member?.id ?? null })
      .returning();
    const plan = partners.plans.find((candidate) => candidate.partner === enrolment.partner);
    if (member && row && plan && claimedAt) {
      await db.insert(partnerMemberships).values({
        partner: enrolment.partner,
        userId: member.id,
        planName: plan.name,
        enrolmentId: row.id,
        storeCodeId: null,
        startDate: claimedAt,
        endDate: new Date(claimedAt.getTime() + plan.durationDays * DAY_MS),
        createdAt: claimedAt,
      });
    }
  }
  return true;
}
