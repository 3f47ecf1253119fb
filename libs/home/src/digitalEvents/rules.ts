// Pure rules of the digital event page and the partner player's paywall.
import { exclusiveState, parseExclusiveTime, type ExclusiveState } from '@rewards/api-contract';
import { languageTag, type Locale } from '@rewards/i18n';
import { shortDate } from '@rewards/offers/shortDate';

export const DIGITAL_EVENT_PATH = '/digital-event';
export const SLIKE_PAYWALL_PATH = '/slike-paywall';
/** Where a member who reaches the paywall without content to go back to goes: the events. */
export const EVENTS_PATH = '/event-landing';

export const digitalEventPath = (offerName: string) => `${DIGITAL_EVENT_PATH}/${encodeURIComponent(offerName)}`;

/** The event's state by the viewer's clock (the exclusive-event timing, spec §4), from its ISO times. */
export function eventStateAt(event: { startTime?: string | null; endTime?: string | null }, now: number): ExclusiveState {
  return exclusiveState(parseExclusiveTime(event.startTime), parseExclusiveTime(event.endTime), now);
}

/** When the state changes next (the start while upcoming, just after the end while live), if ever. */
export function nextChangeAt(event: { startTime?: string | null; endTime?: string | null }, now: number): number | undefined {
  const start = parseExclusiveTime(event.startTime);
  const end = parseExclusiveTime(event.endTime);
  const state = exclusiveState(start, end, now);
  if (state === 'upcoming') return start;
  if (state === 'live' && end !== undefined) return end + 1;
  return undefined;
}

const istTimes = new Map<string, Intl.DateTimeFormat>();

/** '7:30 pm' in India's time, in the language's own way (one formatter per language, made on first use). */
function istTime(locale: Locale, date: Date): string {
  const tag = locale === 'hi' ? languageTag('hi') : 'en-IN';
  let format = istTimes.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
    istTimes.set(tag, format);
  }
  return format.format(date);
}

/**
 * '5 Dec 2026, 7:30 pm IST' (Hindi '5 दिस॰ 2026, 7:30 pm IST'): when an upcoming event starts, in
 * India's time whatever the viewer's zone.
 */
export function formatStart(iso: string, locale: Locale = 'en'): string {
  return `${shortDate(locale, iso)}, ${istTime(locale, new Date(iso))} IST`;
}

/**
 * Where the paywall sends a member back to: `returnUrl` when it is a page of this site (a path, or
 * an absolute URL on the site's own origin), never anywhere else (no open redirect); the events
 * otherwise. Paths like `//host` and `/\host`, which browsers read as another host, are refused.
 */
export function safeReturnPath(raw: string | null | undefined, siteOrigin: string): string | undefined {
  if (!raw) return undefined;
  const text = raw.trim();
  if (text === '' || text.length > 2000 || text.includes('\\') || [...text].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(text, siteOrigin);
  } catch {
    return undefined;
  }
  const own = new URL(siteOrigin);
  if (url.origin !== own.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  // A relative path must start with a single slash (not 'evil.com/x', resolved against us but meant elsewhere).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && (!text.startsWith('/') || text.startsWith('//'))) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? undefined : path;
}
