// The codes pages' pure rules: the API's details as field and line errors, amounts and dates as text
// in the page's language (`t`, the codes section's catalogue; `locale` for numbers and dates), and a date
// field's local time as the instant the API takes.
import { ApiError } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';
import type { Locale, Translate } from '@rewards/i18n';
import { dateTimeFormat, numberFormat } from '../i18n/format';

export type AdminCode = components['schemas']['AdminCode'];
export type AdminStoreCode = components['schemas']['AdminStoreCode'];
export type AdminPool = components['schemas']['AdminPool'];
export type PartnerChannel = components['schemas']['PartnerChannel'];

/** The partners, by name and channel (names stay as they are in every language). */
export const PARTNERS: readonly { value: PartnerChannel; label: string }[] = [
  { value: 'SHOPPERS_STOP', label: 'Shopper Rewards (SHOPPERS_STOP)' },
  { value: 'MORE_REWARDS', label: 'More Rewards (MORE_REWARDS)' },
];

// i18n-keys: codes.status.LIVE codes.status.PAUSED codes.status.SCHEDULED codes.status.ENDED codes.status.USED_UP
export const statusLabel = (t: Translate, status: AdminCode['status']) => t(`codes.status.${status}`);

/** The largest file the uploads take (the API refuses more). */
export const UPLOAD_LIMIT_BYTES = 4 * 1024 * 1024;

/** `body/<field>` details as one message per field (the first for each). */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.body?.details ?? []) {
    const field = detail.path.startsWith('body/') ? detail.path.slice('body/'.length) : undefined;
    if (field && !(field in errors)) errors[field] = detail.message;
  }
  return errors;
}

/** A refused file's details as lines to list: 'line 7: code: is empty'. */
export function lineErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.details ?? []).filter((detail) => detail.path.startsWith('line ') || detail.path === 'file').map((detail) => (detail.path === 'file' ? detail.message : `${detail.path}: ${detail.message}`));
}

const rupees = (locale: Locale, amount: number) => numberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(amount);

/** '₹100 off', '20% off, up to ₹200'. */
export function discountText(t: Translate, locale: Locale, code: Pick<AdminCode, 'discount' | 'discountPercent' | 'maxDiscount'>): string {
  if (code.discount !== null) return t('codes.discount.amount', { amount: rupees(locale, code.discount) });
  const percent = code.discountPercent ?? 0;
  return code.maxDiscount !== null ? t('codes.discount.percentUpTo', { percent, max: rupees(locale, code.maxDiscount) }) : t('codes.discount.percent', { percent });
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' };

/** When a code holds: 'Always', 'Until …', 'From …', or '… – …' (India's time). */
export function periodText(t: Translate, locale: Locale, startsAt: string | null, endsAt: string | null): string {
  const date = (iso: string) => dateTimeFormat(locale, 'en-IN', DATE).format(new Date(iso));
  if (!startsAt && !endsAt) return t('codes.period.always');
  if (!startsAt) return t('codes.period.until', { end: date(endsAt!) });
  if (!endsAt) return t('codes.period.from', { start: date(startsAt) });
  return t('codes.period.between', { start: date(startsAt), end: date(endsAt) });
}

/** A `datetime-local` field's value (the browser's time zone) as an ISO instant; '' stays ''. */
export function toInstant(local: string): string {
  if (local === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function usageText(t: Translate, code: Pick<AdminCode, 'usedCount' | 'usageLimit'>): string {
  return code.usageLimit === null ? t('codes.usage.unlimited', { used: code.usedCount }) : t('codes.usage.limited', { used: code.usedCount, limit: code.usageLimit });
}
