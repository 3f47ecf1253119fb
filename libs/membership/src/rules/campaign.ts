// Campaign pages (spec account-and-payment §1, §3, §4): the CTA text with its amount filled in, the
// campaign's payment data kept for the payment page, and where the CTA takes a member.
import type { Campaign } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale } from '@rewards/i18n';
import { formatRupees } from '../i18n/format';
import { browserSessionStorage } from './idempotencyKey';
import { paymentUrl } from './buyButton';

/** The placeholder campaign texts carry for the amount (spec §3 "Campaign: cta (text with a #totalAmount placeholder)"). */
export const TOTAL_AMOUNT_PLACEHOLDER = '#totalAmount';

/** 'Join now at #totalAmount' → 'Join now at ₹799.20' (₹, en-IN grouping; paise only when there are some). */
export function fillTotalAmount(text: string, totalAmount: number, locale: Locale = DEFAULT_LOCALE): string {
  return text.replaceAll(TOTAL_AMOUNT_PLACEHOLDER, formatRupees(locale, totalAmount));
}

/** The session key the spec names for the campaign's payment data (browsing §9 "Session key campaignPaymentData"). */
export const CAMPAIGN_PAYMENT_DATA_KEY = 'campaignPaymentData';

/** What payment needs to price the campaign's order (spec §3: orderAmount, gc, variantId). */
export interface CampaignPaymentData {
  orderAmount: number;
  gc: string | null;
  variantId: number;
  /** The variant's name, sent to the payment page as `preferredVariant`. */
  variantName: string;
  /** The campaign's header for its payment offers (marketingPaymentOfferDetails.widgetHeader): the payment-offers sheet's title. */
  offersHeader: string | null;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function campaignPaymentData(campaign: Campaign): CampaignPaymentData {
  return {
    orderAmount: campaign.totalAmount,
    gc: campaign.couponDetails?.code ?? null,
    variantId: campaign.variantId,
    variantName: campaign.variantName,
    offersHeader: campaign.marketingPaymentOfferDetails.widgetHeader.trim() || null,
  };
}

export function saveCampaignPaymentData(data: CampaignPaymentData, storage: SessionStorageLike | undefined = browserSessionStorage()): void {
  try {
    storage?.setItem(CAMPAIGN_PAYMENT_DATA_KEY, JSON.stringify(data));
  } catch {
    // Blocked storage: the payment URL still carries the code and the plan.
  }
}

export function readCampaignPaymentData(storage: SessionStorageLike | undefined = browserSessionStorage()): CampaignPaymentData | undefined {
  try {
    const raw = storage?.getItem(CAMPAIGN_PAYMENT_DATA_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<CampaignPaymentData>;
    if (typeof value.orderAmount !== 'number' || typeof value.variantId !== 'number' || typeof value.variantName !== 'string') return undefined;
    return {
      orderAmount: value.orderAmount,
      variantId: value.variantId,
      variantName: value.variantName,
      gc: typeof value.gc === 'string' ? value.gc : null,
      offersHeader: typeof value.offersHeader === 'string' && value.offersHeader.trim() !== '' ? value.offersHeader : null,
    };
  } catch {
    return undefined;
  }
}

export function clearCampaignPaymentData(storage: SessionStorageLike | undefined = browserSessionStorage()): void {
  try {
    storage?.removeItem(CAMPAIGN_PAYMENT_DATA_KEY);
  } catch {
    // Nothing to do.
  }
}

/** Where the campaign's CTA takes a member: the payment page with its code and plan (REVIEW_ORDER). */
export function campaignPaymentUrl(data: Pick<CampaignPaymentData, 'gc' | 'variantName'>): string {
  return paymentUrl(data.gc, data.variantName);
}

/**
 * What the payment page prices when its URL names no code: the campaign's, when the visitor came
 * from a campaign in this tab (its code stored before sign-in survives the login, spec §4).
 */
export function campaignPromoFor(urlPromo: string | null, urlVariant: string | null, stored: CampaignPaymentData | undefined): { promo: string | undefined; preferredVariant: string | undefined } {
  if (urlPromo || !stored) return { promo: urlPromo ?? undefined, preferredVariant: urlVariant ?? undefined };
  return { promo: stored.gc ?? undefined, preferredVariant: urlVariant ?? stored.variantName };
}
