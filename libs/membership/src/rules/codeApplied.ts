import type { CodeDetails } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@rewards/i18n';
import { formatRupees, istDate } from '../i18n/format';

/**
 * Spec §4 (codes): 'a code with success is valid; the client shows the offer text or a generated
 * message'. The offer text when the code has one, else the saving in words from the code's own
 * figures (flat rupees, or a percentage with its cap), else the server's message. The generated
 * words are the page's (`t`, the membership catalogue's); the offer text and the server's message
 * are the API's, as it sent them.
 */
export function codeAppliedMessage(
  t: Translate,
  details: Pick<CodeDetails, 'offerText' | 'discount' | 'discountPercent' | 'maxDiscount' | 'userMessage'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const offerText = details.offerText?.trim();
  if (offerText) return offerText;
  if (details.discount !== null && details.discount > 0) return t('codeApplied.saveFlat', { amount: formatRupees(locale, details.discount) });
  if (details.discountPercent !== null) {
    return details.maxDiscount !== null && details.maxDiscount > 0
      ? t('codeApplied.savePercentCapped', { percent: details.discountPercent, cap: formatRupees(locale, details.maxDiscount) })
      : t('codeApplied.savePercent', { percent: details.discountPercent });
  }
  return details.userMessage.trim() || t('codeApplied.fallback');
}

/**
 * The strip of an applied code (the `?promo=` strip and Review Order): 'Code {code} applied: ' and
 * the offer text, or the message generated from the code's own figures when it has none (a
 * referral code: 'You save ₹200 on your membership'), so every applied code says what it gives.
 */
export function appliedCodeLine(
  t: Translate,
  details: Pick<CodeDetails, 'code' | 'offerText' | 'discount' | 'discountPercent' | 'maxDiscount' | 'userMessage'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return t('codeApplied.line', { code: details.code, message: codeAppliedMessage(t, details, locale) });
}

/** Whose code it is, for a referral code: the member who invited them, when the server names them. */
export function referrerLine(t: Translate, details: Pick<CodeDetails, 'type' | 'referrerName'>): string | null {
  if (details.type !== 'REFERRAL') return null;
  const name = details.referrerName?.trim();
  return name ? t('codeApplied.referredBy', { name }) : t('codeApplied.referredByMember');
}

/** Until when the code may be used: none for a code without an end, 'Ends today' on its last day (India's time). */
export function codeValidity(t: Translate, endTime: string | null, now: Date, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!endTime) return null;
  const end = istDate(locale, endTime);
  if (!end) return null;
  return end === istDate(locale, now) ? t('codeApplied.endsToday') : t('codeApplied.validTill', { date: end });
}
