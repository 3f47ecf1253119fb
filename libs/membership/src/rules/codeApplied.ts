import type { CodeDetails } from '@rewards/api-contract';
import { formatIstDate, formatRupees } from '@rewards/api-contract';

export const CODE_APPLIED_TITLE = 'Code applied';
export const CODE_APPLIED_FALLBACK = 'Your code is applied to your membership.';

/**
 * Spec §4 (codes): 'a code with success is valid; the client shows the offer text or a generated
 * message'. The offer text when the code has one, else the saving in words from the code's own
 * figures (flat rupees, or a percentage with its cap), else the server's message.
 */
export function codeAppliedMessage(details: Pick<CodeDetails, 'offerText' | 'discount' | 'discountPercent' | 'maxDiscount' | 'userMessage'>): string {
  const offerText = details.offerText?.trim();
  if (offerText) return offerText;
  if (details.discount !== null && details.discount > 0) return `You save ${formatRupees(details.discount)} on your membership`;
  if (details.discountPercent !== null) {
    const cap = details.maxDiscount !== null && details.maxDiscount > 0 ? `, up to ${formatRupees(details.maxDiscount)}` : '';
    return `You save ${details.discountPercent}% on your membership${cap}`;
  }
  return details.userMessage.trim() || CODE_APPLIED_FALLBACK;
}

/**
 * The strip of an applied code (the `?promo=` strip and Review Order): 'Code {code} applied: ' and
 * the offer text, or the message generated from the code's own figures when it has none (a
 * referral code: 'You save ₹200 on your membership'), so every applied code says what it gives.
 */
export function appliedCodeLine(details: Pick<CodeDetails, 'code' | 'offerText' | 'discount' | 'discountPercent' | 'maxDiscount' | 'userMessage'>): string {
  return `Code ${details.code} applied: ${codeAppliedMessage(details)}`;
}

/** Whose code it is, for a referral code: the member who invited them, when the server names them. */
export function referrerLine(details: Pick<CodeDetails, 'type' | 'referrerName'>): string | null {
  if (details.type !== 'REFERRAL') return null;
  const name = details.referrerName?.trim();
  return name ? `Referred by ${name}` : 'A referral code from a member';
}

/** Until when the code may be used: none for a code without an end, 'Ends today' on its last day (India's time). */
export function codeValidity(endTime: string | null, now: Date): string | null {
  if (!endTime) return null;
  const end = formatIstDate(endTime);
  if (!end) return null;
  return end === formatIstDate(now) ? 'Ends today' : `Valid till ${end}`;
}
