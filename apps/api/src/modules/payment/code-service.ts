// Gift, promo and referral codes: normalisation, the checks in the order the member hears about
// them (exists, started, not expired, under its limit, not used by them, eligible), the member's
// valid gift coupons, referral links and campaigns.
import { normaliseCode, type CodeDetails, type ReferralCampaign } from '@rewards/api-contract';
import { codeRefusal } from './refusals';
import type { CodeRow, PaymentRepository, PaymentUserRow } from './repository';
import { discountFor, toRupees } from './rules';

/** Profiles of members who have had a paid membership (paid, expired paid, cancelled). */
const PAID_BEFORE = new Set([5, 6, 7]);

export class CodeService {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly now: () => Date,
  ) {}

  /** The code's row when the member (or a visitor, without `user`) may use it now; a refusal otherwise. */
  async check(raw: string, options: { isReferral?: boolean; user?: PaymentUserRow | null; repository?: PaymentRepository } = {}): Promise<CodeRow> {
    const repository = options.repository ?? this.repository;
    let code = normaliseCode(raw, options.isReferral ?? false);
    let row = code === '' ? undefined : await repository.findCode(code);
    // A code typed where its kind is not known (the login's 'referral/gift code' field): a referral
    // code loses its separators ('kabir-3212' is KABIR3212, spec §4), so without a match as typed the
    // letters and digits alone are tried, as a referral code only.
    const asReferral = normaliseCode(raw, true);
    if (!row && !options.isReferral && asReferral !== code && asReferral !== '') {
      const referral = await repository.findCode(asReferral);
      if (referral?.type === 'REFERRAL') [row, code] = [referral, asReferral];
    }
    if (!row) throw codeRefusal('TP-CODE-404', `code ${code} does not exist`);
    // A code a marketer paused is answered as one that does not exist, as its member would see no difference.
    if (row.pausedAt) throw codeRefusal('TP-CODE-404', `code ${code} is paused`);
    const now = this.now();
    if (row.startsAt && row.startsAt.getTime() > now.getTime()) throw codeRefusal('TP-CODE-NOT-STARTED', `code ${code} starts at ${row.startsAt.toISOString()}`);
    if (row.endsAt && row.endsAt.getTime() <= now.getTime()) throw codeRefusal('TP-CODE-EXPIRED', `code ${code} ended at ${row.endsAt.toISOString()}`);
    if (row.usageLimit !== null && row.usedCount >= row.usageLimit) throw codeRefusal('TP-CODE-LIMIT', `code ${code} reached its limit of ${row.usageLimit}`);
    const user = options.user;
    if (user) {
      if (row.type === 'REFERRAL' && row.ownerUserId === user.id) throw codeRefusal('TP-REFERRAL-SELF', `code ${code} is the member's own referral code`);
      if (await repository.hasRedeemed(row.id, user.id)) throw codeRefusal('TP-CODE-USED', `member already used ${code}`);
      const newMembersOnly = row.eligibility === 'NEVER_PAID' || row.type === 'REFERRAL';
      if (newMembersOnly && hasPaidBefore(user)) throw codeRefusal('TP-CODE-NOT-ELIGIBLE', `code ${code} is for members who never paid`);
    }
    return row;
  }

  async details(raw: string, options: { isReferral?: boolean; user?: PaymentUserRow | null }): Promise<CodeDetails> {
    const row = await this.check(raw, options);
    return this.view(row, await this.referrerName(row));
  }

  /** Listed gift coupons the member may use now, biggest saving on the preferred plan first. */
  async validGiftCoupons(user: PaymentUserRow): Promise<CodeDetails[]> {
    const [candidates, used, variants] = await Promise.all([
      this.repository.listListedCodes(this.now()),
      this.repository.redeemedCodeIds(user.id),
      this.repository.listVariants('PAYMENT'),
    ]);
    const preferred = variants.find((variant) => variant.preferred) ?? variants[0];
    const basePaise = preferred?.pricePaise ?? 0;
    return candidates
      .filter((row) => !used.has(row.id) && !(row.eligibility === 'NEVER_PAID' && hasPaidBefore(user)))
      .sort((a, b) => discountFor(b, basePaise) - discountFor(a, basePaise) || a.id - b.id)
      .map((row) => this.view(row, null));
  }

  async campaigns(): Promise<ReferralCampaign[]> {
    const rows = await this.repository.runningCampaigns(this.now());
    return rows.map((row) => ({
      campaignId: row.id,
      campaignStartDate: row.startsAt.toISOString(),
      campaignEndDate: row.endsAt.toISOString(),
      displayInfo: { title: row.title, description: row.description, referrerReward: row.referrerReward, refereeReward: row.refereeReward },
    }));
  }

  /** Links the member to the owner of a referral code; linking again to the same one is fine. */
  async linkReferral(user: PaymentUserRow, rawCode: string) {
    const code = normaliseCode(rawCode, true);
    const row = code === '' ? undefined : await this.repository.findCode(code);
    if (!row || row.type !== 'REFERRAL' || row.ownerUserId === null) throw codeRefusal('TP-CODE-404', `referral code ${code} does not exist`);
    if (row.ownerUserId === user.id) throw codeRefusal('TP-REFERRAL-SELF', 'a member cannot refer themselves');
    const [campaign] = await this.repository.runningCampaigns(this.now());
    const link = await this.repository.linkReferral({
      refereeUserId: user.id,
      referrerUserId: row.ownerUserId,
      code: row.code,
      campaignId: campaign?.id ?? null,
      createdAt: this.now(),
    });
    if (link.referrerUserId !== row.ownerUserId) throw codeRefusal('TP-REFERRAL-LINKED', 'the member was referred by someone else');
    return { linked: true as const, referrarCode: row.code, referrerName: await this.referrerName(row), campaignId: link.campaignId };
  }

  view(row: CodeRow, referrerName: string | null): CodeDetails {
    const discount = row.discountPaise !== null ? toRupees(row.discountPaise) : null;
    const generated =
      discount !== null
        ? `Code applied! You save ₹${discount.toLocaleString('en-IN')}`
        : `Code applied! You save ${row.discountPercent}%${row.maxDiscountPaise !== null ? ` up to ₹${toRupees(row.maxDiscountPaise).toLocaleString('en-IN')}` : ''}`;
    return {
      code: row.code,
      name: row.name,
      type: row.type as CodeDetails['type'],
      activated: true,
      endTime: row.endsAt ? row.endsAt.toISOString() : null,
      discount,
      discountPercent: row.discountPercent,
      maxDiscount: row.maxDiscountPaise !== null ? toRupees(row.maxDiscountPaise) : null,
      offerText: row.offerText,
      primaryGCText: row.primaryGcText,
      subscriptionVariant: row.variantName,
      subscriptionVariants: row.variantName ? [row.variantName] : [],
      loginAllowed: true,
      userMessage: row.offerText ?? generated,
      referrerName,
    };
  }

  private async referrerName(row: CodeRow): Promise<string | null> {
    if (row.type !== 'REFERRAL' || row.ownerUserId === null) return null;
    return (await this.repository.findUser(row.ownerUserId))?.firstName ?? null;
  }
}

export function hasPaidBefore(user: PaymentUserRow): boolean {
  return PAID_BEFORE.has(user.primeProfile);
}
