// The codes pages' pure rules: the API's details as field and line errors, amounts and dates as text,
// and a date field's local time as the instant the API takes.
import { ApiError } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';

export type AdminCode = components['schemas']['AdminCode'];
export type AdminStoreCode = components['schemas']['AdminStoreCode'];
export type AdminPool = components['schemas']['AdminPool'];
export type PartnerChannel = components['schemas']['PartnerChannel'];

export const PARTNERS: readonly { value: PartnerChannel; label: string }[] = [
  { value: 'SHOPPERS_STOP', label: 'Shopper Rewards (SHOPPERS_STOP)' },
  { value: 'MORE_REWARDS', label: 'More Rewards (MORE_REWARDS)' },
];

export const STATUS_LABELS: Record<AdminCode['status'], string> = { LIVE: 'Live', PAUSED: 'Paused', SCHEDULED: 'Not started', ENDED: 'Ended', USED_UP: 'Used up' };

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

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

export function discountText(code: Pick<AdminCode, 'discount' | 'discountPercent' | 'maxDiscount'>): string {
  if (code.discount !== null) return `${rupees.format(code.discount)} off`;
  return `${code.discountPercent ?? 0}% off${code.maxDiscount !== null ? `, up to ${rupees.format(code.maxDiscount)}` : ''}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function periodText(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt && !endsAt) return 'Always';
  if (!startsAt) return `Until ${dateFormat.format(new Date(endsAt!))}`;
  if (!endsAt) return `From ${dateFormat.format(new Date(startsAt))}`;
  return `${dateFormat.format(new Date(startsAt))} – ${dateFormat.format(new Date(endsAt))}`;
}

/** A `datetime-local` field's value (the browser's time zone) as an ISO instant; '' stays ''. */
export function toInstant(local: string): string {
  if (local === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function usageText(code: Pick<AdminCode, 'usedCount' | 'usageLimit'>): string {
  return code.usageLimit === null ? `${code.usedCount} used (no limit)` : `${code.usedCount} of ${code.usageLimit} used`;
}
