import type { Translate } from '@rewards/i18n';

/** Spec §4 (codes): a code ending within the day shows 'valid till hh:mm:ss' until it runs out. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds left until `endTime`, or null when the code has no end or ends after more than a day. */
export function countdownRemaining(endTime: string | null | undefined, now: number): number | null {
  if (!endTime) return null;
  const end = Date.parse(endTime);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  return left < DAY_MS ? Math.max(0, left) : null;
}

/** 'valid till 01:02:03' for the time left, in the page's language; hours are not capped at 24 so nothing wraps. */
export function validTillText(t: Translate, remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return t('countdown.validTill', { time: `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}` });
}

/** The URL without its `promo` parameter: where the page reloads when the countdown reaches zero. */
export function withoutPromo(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('promo');
  return url.toString();
}
