import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@rewards/i18n';
import { codeAppliedMessage } from './codeApplied';

/** This tab's answer 'Not now' to a referral code's claim (sessionStorage): the code is not offered again. */
export const REFERRAL_CLAIM_DISMISSED_KEY = 'rp_referral_claim_dismissed';

export const REFERRAL_TERMS_PATH = '/referral-terms-and-conditions';

/**
 * Whether a checked code is a referral to claim: a valid referral code (the code check already
 * replaced a referral result naming another code of its own, spec §4) that this tab has not
 * answered 'Not now' to.
 */
export function offersReferralClaim(details: Pick<CodeDetails, 'type' | 'code'>, dismissedCode: string | null): boolean {
  return details.type === 'REFERRAL' && details.code !== dismissedCode;
}

/** The running campaign to describe the reward with: the earliest started one running now, if any. */
export function runningCampaign(campaigns: readonly ReferralCampaign[], now: Date): ReferralCampaign | null {
  const at = now.getTime();
  return (
    campaigns
      .filter((campaign) => Date.parse(campaign.campaignStartDate) <= at && at < Date.parse(campaign.campaignEndDate))
      .sort((a, b) => Date.parse(a.campaignStartDate) - Date.parse(b.campaignStartDate))[0] ?? null
  );
}

export interface ReferralClaimCopy {
  /** Who invited them, to what. */
  title: string;
  /** What they get: the campaign's referee reward, else the code's own saving. */
  reward: string;
  /** How claiming works for a visitor. */
  how: string;
}

/** The claim's words, in the page's language (`t`); the campaign's reward is the API's. */
export function referralClaimCopy(
  t: Translate,
  details: Pick<CodeDetails, 'referrerName' | 'offerText' | 'discount' | 'discountPercent' | 'maxDiscount' | 'userMessage'>,
  campaign: Pick<ReferralCampaign, 'displayInfo'> | null,
  brandName: string,
  locale: Locale = DEFAULT_LOCALE,
): ReferralClaimCopy {
  const name = details.referrerName?.trim();
  return {
    title: name ? t('referralClaim.invitedBy', { name, brand: brandName }) : t('referralClaim.invited', { brand: brandName }),
    reward: campaign?.displayInfo.refereeReward.trim() || codeAppliedMessage(t, details, locale),
    how: t('referralClaim.how'),
  };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The referral code this tab said 'Not now' to, if any (blocked storage: none). */
export function readDismissedReferral(storage: KeyValueStorage | undefined = tabStorage()): string | null {
  try {
    return storage?.getItem(REFERRAL_CLAIM_DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberDismissedReferral(code: string, storage: KeyValueStorage | undefined = tabStorage()): void {
  try {
    storage?.setItem(REFERRAL_CLAIM_DISMISSED_KEY, code);
  } catch {
    // Blocked storage: the claim may be offered again on the next visit to the link.
  }
}
