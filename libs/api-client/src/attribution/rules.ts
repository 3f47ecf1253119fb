import { DEFAULT_UTM_VALUE } from '@rewards/api-contract';

/**
 * Where a visit came from (spec account-and-payment §3 "Attribution record", §9): a source, a medium
 * and a campaign, and the campaign's content when the link names one.
 */
export interface Touch {
  source: string;
  medium: string;
  campaign: string;
  content: string | null;
}

/** The search engines whose referrals count as ORGANIC, the engine's name becoming the medium (§9). */
export const SEARCH_ENGINES: readonly { name: string; label: string }[] = [
  { name: 'Google', label: 'google' },
  { name: 'Bing', label: 'bing' },
  { name: 'Yahoo', label: 'yahoo' },
  { name: 'Baidu', label: 'baidu' },
  { name: 'AOL', label: 'aol' },
  { name: 'Excite', label: 'excite' },
  { name: 'DuckDuckGo', label: 'duckduckgo' },
  { name: 'WolframAlpha', label: 'wolframalpha' },
  { name: 'Yandex', label: 'yandex' },
  { name: 'Lycos', label: 'lycos' },
];

/**
 * Referrers that are a step of our own journeys, not a source (§9 "payment, login and news referrers
 * are ignored"): the payment gateways a member comes back from, the sign-in providers, and the group's
 * news sites whose links into the product are editorial, not marketing. Matched on the host's labels.
 */
export const IGNORED_REFERRER_LABELS: readonly string[] = [
  // payment
  'razorpay',
  'payu',
  'payumoney',
  'paytm',
  'billdesk',
  'cashfree',
  'ccavenue',
  'juspay',
  'phonepe',
  'pay',
  'payment',
  'payments',
  'checkout',
  // login
  'login',
  'accounts',
  'auth',
  'sso',
  'jsso',
  // news
  'news',
  'timesofindia',
  'indiatimes',
  'economictimes',
  'navbharattimes',
];

const MAX_VALUE = 128;
const MAX_CONTENT = 256;

function clean(value: string | null, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function hostLabels(host: string): string[] {
  return host.toLowerCase().split('.').filter(Boolean);
}

/**
 * The touch a landing makes, or null when it makes none (an internal or ignored referrer, or no
 * referrer and no campaign link). Rules (§9):
 * - a link with `utm_source` is a campaign: its source, medium, campaign and content (missing ones
 *   DIRECT, content null); the content is `utm_content`, else the link's `content` (the spec's query
 *   parameters name both);
 * - a link with `content` but no `utm_source` is a touch with that content: the referrer's touch
 *   below, or DIRECT source, medium and campaign when there is no referrer (an app's or a message's
 *   link); an internal or ignored referrer still makes none (a step of our own journeys);
 * - the site's own host: ORGANIC with the host as medium — but only as the first touch of a visitor
 *   we know nothing of (`ownHostCounts`): moving between our own pages never replaces a campaign;
 * - payment, login and news referrers: no touch (checked before the engines: accounts.google.com
 *   is a sign-in, not a search);
 * - a search engine referrer: source ORGANIC, medium the engine's name;
 * - any other referrer: source OTHERS, medium the referring host;
 * - no referrer at all: no touch (the record keeps what it had; with nothing, every value is DIRECT).
 */
export function touchOf(input: { search: string; referrer: string; ownHost: string; ownHostCounts: boolean }): Touch | null {
  const params = new URLSearchParams(input.search);
  const source = clean(params.get('utm_source'), MAX_VALUE);
  const content = clean(params.get('utm_content'), MAX_CONTENT) ?? clean(params.get('content'), MAX_CONTENT);
  if (source) {
    return {
      source,
      medium: clean(params.get('utm_medium'), MAX_VALUE) ?? DEFAULT_UTM_VALUE,
      campaign: clean(params.get('utm_campaign'), MAX_VALUE) ?? DEFAULT_UTM_VALUE,
      content,
    };
  }
  const direct: Touch | null = content ? { source: DEFAULT_UTM_VALUE, medium: DEFAULT_UTM_VALUE, campaign: DEFAULT_UTM_VALUE, content } : null;
  const referred = referrerTouch(input);
  if (referred === 'none') return direct;
  return referred && content ? { ...referred, content } : referred;
}

/** The touch a referrer makes, null for an internal or ignored one, 'none' when there is no referrer. */
function referrerTouch(input: { referrer: string; ownHost: string; ownHostCounts: boolean }): Touch | null | 'none' {
  let host: string;
  try {
    host = new URL(input.referrer).hostname.toLowerCase();
  } catch {
    return 'none';
  }
  if (!host) return 'none';
  if (host === input.ownHost.toLowerCase().replace(/:\d+$/, '')) {
    return input.ownHostCounts ? { source: 'ORGANIC', medium: host, campaign: DEFAULT_UTM_VALUE, content: null } : null;
  }
  const labels = hostLabels(host);
  // Before the engines: accounts.google.com is a sign-in, news.google.com news, not a search.
  if (labels.some((label) => IGNORED_REFERRER_LABELS.includes(label))) return null;
  const engine = SEARCH_ENGINES.find((candidate) => labels.includes(candidate.label));
  if (engine) return { source: 'ORGANIC', medium: engine.name, campaign: DEFAULT_UTM_VALUE, content: null };
  return { source: 'OTHERS', medium: host.slice(0, MAX_VALUE), campaign: DEFAULT_UTM_VALUE, content: null };
}

/** First touch and latest touch, kept together until `expiresAt` (epoch ms). */
export interface AttributionRecord {
  first: Touch;
  latest: Touch;
  expiresAt: number;
}

/** A touch is kept for 30 days after the latest one (the attribution window); a later landing renews it. */
export const ATTRIBUTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The record after a landing: the first touch stays, the latest becomes this one; no touch changes nothing. */
export function recordTouch(record: AttributionRecord | null, touch: Touch | null, now: number): AttributionRecord | null {
  const live = record && record.expiresAt > now ? record : null;
  if (!touch) return live;
  return { first: live?.first ?? touch, latest: touch, expiresAt: now + ATTRIBUTION_WINDOW_MS };
}

/** What trials, orders and claims send (spec §3 "Order details"): ftp* the first touch, utm* the latest, DIRECT by default. */
export interface AttributionParams {
  ftpUtmSource: string;
  ftpUtmMedium: string;
  ftpUtmCampaign: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  content: string | null;
}

export function attributionParams(record: AttributionRecord | null, now: number): AttributionParams {
  const live = record && record.expiresAt > now ? record : null;
  return {
    ftpUtmSource: live?.first.source ?? DEFAULT_UTM_VALUE,
    ftpUtmMedium: live?.first.medium ?? DEFAULT_UTM_VALUE,
    ftpUtmCampaign: live?.first.campaign ?? DEFAULT_UTM_VALUE,
    utmSource: live?.latest.source ?? DEFAULT_UTM_VALUE,
    utmMedium: live?.latest.medium ?? DEFAULT_UTM_VALUE,
    utmCampaign: live?.latest.campaign ?? DEFAULT_UTM_VALUE,
    content: live?.latest.content ?? null,
  };
}

/** base64 of the JSON's UTF-8 bytes (the spec stores attribution base64-encoded), and back. */
export function encodeRecord(record: AttributionRecord): string {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function isTouch(value: unknown): value is Touch {
  const touch = value as Touch | null;
  return (
    typeof touch === 'object' &&
    touch !== null &&
    typeof touch.source === 'string' &&
    typeof touch.medium === 'string' &&
    typeof touch.campaign === 'string' &&
    (touch.content === null || typeof touch.content === 'string')
  );
}

/** The stored record, or null for anything unreadable (a damaged or foreign value is forgotten, not trusted). */
export function decodeRecord(stored: string | null): AttributionRecord | null {
  if (!stored) return null;
  try {
    const binary = atob(stored);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<AttributionRecord>;
    if (!isTouch(value.first) || !isTouch(value.latest) || typeof value.expiresAt !== 'number') return null;
    return { first: value.first, latest: value.latest, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}
