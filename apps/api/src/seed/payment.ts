// The demo plans, codes, referral campaigns, campaigns and payment offers (payment.yaml): checked
// against the demo members, then written while the plans table is empty. Prices are rupees in the
// file and paise in the database.
import { codeRedemptions, codes, campaigns, paymentOffers, referralCampaigns, subscriptionVariants, users } from '../db/schema';
import type { AppDb } from '../db/connection';
import type { PaymentFile, UserSeed } from './data-schema';

const DAY_MS = 86_400_000;
const paise = (rupees: number) => Math.round(rupees * 100);

export function paymentProblems(payment: PaymentFile, userList: UserSeed[]): string[] {
  const problems: string[] = [];
  const variantNames = new Set(payment.variants.map((variant) => variant.name));
  if (variantNames.size !== payment.variants.length) problems.push('payment.yaml lists a variant twice');
  const paid = payment.variants.filter((variant) => variant.planType === 'PAYMENT');
  if (paid.filter((variant) => variant.preferred).length !== 1) problems.push('payment.yaml needs exactly one preferred PAYMENT variant');
  if (!payment.variants.some((variant) => variant.planType === 'TRIAL')) problems.push('payment.yaml needs a TRIAL variant');
  for (const variant of payment.variants) {
    if (variant.price > variant.listPrice) problems.push(`variant ${variant.name} costs more than its list price`);
  }
  const ssoIds = new Set(userList.map((user) => user.ssoId));
  const allCodes = [...payment.codes.map((code) => code.code), ...Object.values(payment.referralCodes)];
  if (new Set(allCodes).size !== allCodes.length) problems.push('payment.yaml lists a code twice');
  for (const code of payment.codes) {
    if ((code.discount === undefined) === (code.discountPercent === undefined)) problems.push(`code ${code.code} needs exactly one of discount and discountPercent`);
    if (code.variantName !== undefined && !variantNames.has(code.variantName)) problems.push(`code ${code.code} names unknown variant ${code.variantName}`);
  }
  for (const campaign of payment.campaigns) {
    if (campaign.code !== undefined && !allCodes.includes(campaign.code)) problems.push(`campaign ${campaign.name} names unknown code ${campaign.code}`);
    if (campaign.variantName !== undefined && !variantNames.has(campaign.variantName)) problems.push(`campaign ${campaign.name} names unknown variant ${campaign.variantName}`);
  }
  for (const ssoId of Object.keys(payment.referralCodes)) {
    if (!ssoIds.has(ssoId)) problems.push(`referral code for unknown user ${ssoId}`);
  }
  for (const redemption of payment.redemptions) {
    if (!ssoIds.has(redemption.ssoId)) problems.push(`redemption by unknown user ${redemption.ssoId}`);
    if (!allCodes.includes(redemption.code)) problems.push(`redemption of unknown code ${redemption.code}`);
  }
  return problems;
}

export async function writePayment(db: AppDb, payment: PaymentFile, now: Date): Promise<void> {
  const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await db.insert(subscriptionVariants).values(
    payment.variants.map((variant, position) => ({
      name: variant.name,
      displayName: variant.displayName,
      planType: variant.planType,
      durationDays: variant.durationDays,
      listPricePaise: paise(variant.listPrice),
      pricePaise: paise(variant.price),
      preferred: variant.preferred,
      position,
      description: variant.description ?? null,
      statusTag: variant.statusTag ?? null,
      statusTagColour: variant.statusTagColour ?? null,
    })),
  );
  if (payment.codes.length > 0) {
    await db.insert(codes).values(
      payment.codes.map((code) => ({
        code: code.code,
        name: code.name,
        type: code.type,
        discountPaise: code.discount === undefined ? null : paise(code.discount),
        discountPercent: code.discountPercent ?? null,
        maxDiscountPaise: code.maxDiscount === undefined ? null : paise(code.maxDiscount),
        startsAt: code.startsAt ? new Date(code.startsAt) : daysFromNow(code.startInDays),
        endsAt: code.endsAt ? new Date(code.endsAt) : daysFromNow(code.endInDays),
        usageLimit: code.usageLimit ?? null,
        usedCount: code.usedCount,
        eligibility: code.eligibility,
        variantName: code.variantName ?? null,
        offerText: code.offerText ?? null,
        primaryGcText: code.primaryGCText ?? null,
        listed: code.listed,
      })),
    );
  }
  const owners = await db.select({ id: users.id, ssoId: users.ssoId, firstName: users.firstName }).from(users);
  const ownerBySsoId = new Map(owners.map((owner) => [owner.ssoId, owner]));
  const referralRows = Object.entries(payment.referralCodes).flatMap(([ssoId, code]) => {
    const owner = ownerBySsoId.get(ssoId);
    return owner
      ? [{ code, name: `${owner.firstName ?? 'A member'}'s referral`, type: 'REFERRAL', discountPaise: paise(payment.referralDiscount), ownerUserId: owner.id }]
      : [];
  });
  if (referralRows.length > 0) await db.insert(codes).values(referralRows);
  const codeRows = await db.select({ id: codes.id, code: codes.code }).from(codes);
  const codeIds = new Map(codeRows.map((row) => [row.code, row.id]));
  const redemptionRows = payment.redemptions.flatMap((redemption) => {
    const userId = ownerBySsoId.get(redemption.ssoId)?.id;
    const codeId = codeIds.get(redemption.code);
    return userId !== undefined && codeId !== undefined ? [{ codeId, userId, orderId: null, createdAt: now }] : [];
  });
  if (redemptionRows.length > 0) await db.insert(codeRedemptions).values(redemptionRows);
  if (payment.campaigns.length > 0) {
    await db.insert(campaigns).values(
      payment.campaigns.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        business: campaign.business,
        title: campaign.title,
        subTitle: campaign.subTitle ?? null,
        code: campaign.code ?? null,
        variantName: campaign.variantName ?? null,
        ctaText: campaign.ctaText,
        bgColor: campaign.bgColor,
        textColor: campaign.textColor,
        widgetHeader: campaign.widgetHeader,
        bannerText: campaign.bannerText ?? null,
        showFt: campaign.showFT,
        footer: campaign.footer ?? null,
        startsAt: new Date(now.getTime() + campaign.startInDays * DAY_MS),
        endsAt: new Date(now.getTime() + campaign.endInDays * DAY_MS),
      })),
    );
  }
  if (payment.paymentOffers.length > 0) {
    await db.insert(paymentOffers).values(
      payment.paymentOffers.map((offer, position) => ({ id: offer.id, title: offer.title, description: offer.description, logo: offer.logo ?? null, position })),
    );
  }
  if (payment.referralCampaigns.length > 0) {
    await db.insert(referralCampaigns).values(
      payment.referralCampaigns.map((campaign) => ({
        id: campaign.id,
        title: campaign.title,
        description: campaign.description,
        referrerReward: campaign.referrerReward,
        refereeReward: campaign.refereeReward,
        startsAt: new Date(now.getTime() + campaign.startInDays * DAY_MS),
        endsAt: new Date(now.getTime() + campaign.endInDays * DAY_MS),
      })),
    );
  }
}
