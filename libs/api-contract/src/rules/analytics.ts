// The analytics allow-list: for each event of the catalogue, the properties it may carry and the
// shape of each value, and the shapes of the common fields that can hold text. One definition for
// both sides: the collector (apps/api modules/analytics) refuses a batch with anything else, and the
// sites' dispatcher (libs/analytics) fits every event to it before sending, so a well-behaved page
// never loses a batch. The shapes leave personal data nowhere to go: enums, bounded numbers, short
// words of letters, digits, `_` and `-`, ids of a fixed form, and free text only in a normal form
// that holds no long number, no email address and no PAN (`safeText`).
import type { components } from '../generated/schema';

type AnalyticsEventName = components['schemas']['AnalyticsEventName'];

/** What replaces personal data in free text and paths. */
export const REDACTED = '[redacted]';

/**
 * A run of digits with only separators between them (spaces, dots, dashes, brackets, a plus):
 * `9876543210`, `98765 43210`, `+91 98765-43210`, `0091-9876543210`, `(0)98765.43210`. Any digit
 * script counts (`\p{Nd}`: Devanagari digits too). Not the slash, so a path's segments and a date
 * (`20/11/2026`) are not read as one number.
 */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s().+\-\u2010-\u2015]*\p{Nd})*/gu;
/**
 * Eight digits or more in one run is never analytics: a mobile has 10, a landline 8 to 11, an
 * Aadhaar 12, a card 16. Order amounts, statuses and years stay below.
 */
export const LONG_NUMBER_DIGITS = 8;
/** An email's at sign in any spelling a page or a URL may carry: `@`, `%40`, `(at)`, `[at]`, `{at}`. */
const AT_SIGN = /@|%40|[([{]\s*at\s*[)\]}]/i;
/** The whole word around an at sign (`aarav@example.com`, `aarav%40example.com`, `aarav(at)example.com`). */
const EMAIL_WORD = /[^\s]*(?:@|%40|[([{]\s*at\s*[)\]}])[^\s]*/giu;
/** A PAN: five letters, four digits, a letter, standing alone (any case). */
const PAN = /(?<![\p{L}\p{Nd}])\p{L}{5}\p{Nd}{4}\p{L}(?![\p{L}\p{Nd}])/giu;

const digitCount = (run: string) => run.replace(/[^\p{Nd}]/gu, '').length;

export type PersonalData = 'long-number' | 'email' | 'pan';

/** What kind of personal data `text` holds, or null. Compares the NFKC form (full-width digits, ＠). */
export function personalDataIn(text: string): PersonalData | null {
  const normal = text.normalize('NFKC');
  if (AT_SIGN.test(normal)) return 'email';
  if (new RegExp(PAN.source, 'iu').test(normal)) return 'pan';
  for (const run of normal.match(DIGIT_RUN) ?? []) if (digitCount(run) >= LONG_NUMBER_DIGITS) return 'long-number';
  return null;
}

export const PERSONAL_DATA_MESSAGE = 'must not hold a mobile number, an email address, a PAN or another long number';

/**
 * Free text in the form the collector takes: NFKC, control characters made spaces, every email
 * word, PAN and long number replaced by `[redacted]`, at most `max` characters. Idempotent:
 * `safeText(safeText(x)) === safeText(x)`, so the collector checks text by comparing.
 */
export function safeText(text: string, max: number): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(EMAIL_WORD, REDACTED)
    .replace(PAN, REDACTED)
    .replace(DIGIT_RUN, (run) => (digitCount(run) >= LONG_NUMBER_DIGITS ? REDACTED : run))
    .slice(0, max);
}

/** Whether one segment of a path holds personal data, as written or percent-decoded (`aarav%40example.com`). */
function segmentIsPersonal(segment: string): boolean {
  if (personalDataIn(segment)) return true;
  try {
    return personalDataIn(decodeURIComponent(segment)) !== null;
  } catch {
    // not valid percent-encoding: judged as written
    return false;
  }
}

export const PATH_MAX = 512;

/** A page's path as the collector takes it: no query or fragment, a segment holding personal data replaced. */
export function safePath(pathOrUrl: string): string {
  const path = pathOrUrl.split(/[?#]/, 1)[0] || '/';
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute
    .split('/')
    .map((segment) => (segmentIsPersonal(segment) ? REDACTED : segment))
    .join('/')
    .slice(0, PATH_MAX);
}

/** A word: letters, digits, `_` and `-`, starting with a letter or digit. */
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/**
 * A member id is an ssoId (`sso_` and 20 random characters; the demo members' are readable words),
 * never a mobile: the word check below still refuses a long number or a PAN inside one.
 */
export const SSO_ID_PATTERN = /^sso[_-][A-Za-z0-9_-]{1,60}$/;
/** A first-touch source: DIRECT, ORGANIC, or a utm_source word (`google`, `facebook.com`). */
export const FTP_SOURCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** What the sites send as the first-touch source when theirs does not fit. */
export const OTHER_FTP_SOURCE = 'OTHER';
/** An order id as the API makes them (`ord_` and 16 base64url characters). */
export const ORDER_ID_PATTERN = /^ord_[A-Za-z0-9_-]{8,40}$/;

export type PropShape =
  /** One of these exact values. */
  | { readonly kind: 'oneOf'; readonly values: readonly (string | number)[]; readonly nullable?: true }
  /** A finite number in [min, max]. */
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly integer?: true; readonly nullable?: true }
  /** A word (`TOKEN`) of at most `max` characters. */
  | { readonly kind: 'word'; readonly max: number; readonly nullable?: true }
  /** A string matching `pattern` (ids of a fixed form). */
  | { readonly kind: 'id'; readonly pattern: RegExp; readonly nullable?: true }
  /** Free text in its safe form (`safeText`). */
  | { readonly kind: 'text'; readonly max: number }
  /** A list of at most `maxItems` words (impressions: product ids). */
  | { readonly kind: 'words'; readonly max: number; readonly maxItems: number };

const placement = { kind: 'word', max: 40 } as const;
const code = { kind: 'word', max: 40 } as const;
const variant = { kind: 'word', max: 40 } as const;
const nullableVariant = { kind: 'word', max: 40, nullable: true } as const;
const rupees = { kind: 'number', min: 0, max: 1_000_000 } as const;
const inr = { kind: 'oneOf', values: ['INR'] } as const;
const direction = { kind: 'oneOf', values: ['next', 'prev'] } as const;

/** The allow-list: each event's properties (libs/analytics/src/catalogue.ts types the same names). */
export const ANALYTICS_EVENT_PROPS = {
  page_view: { title: { kind: 'text', max: 120 } },
  sign_in_clicked: { placement },
  app_download_clicked: { platform: { kind: 'oneOf', values: ['ios', 'android'] }, placement },
  widget_clicked: { widget: { kind: 'oneOf', values: ['visa_loyalty'] }, placement },
  carousel_arrow_clicked: { carousel: { kind: 'word', max: 40 }, direction },
  carousel_swiped: { carousel: { kind: 'word', max: 40 }, direction },
  add_to_cart: { placement, actionType: code, promoCode: { kind: 'word', max: 40, nullable: true } },
  banner_impression: { slot: { kind: 'word', max: 40 }, items: { kind: 'words', max: 64, maxItems: 15 }, count: { kind: 'number', min: 0, max: 10_000, integer: true } },
  login_signup_initiated: { origin: code },
  login_success: { loginType: code },
  login_failed: { step: code, reason: code },
  promo_apply_btn_clicked: { placement, code },
  trial_initiated: { placement },
  payment_initiated: { variant, amount: rupees, promoCode: { kind: 'word', max: 40, nullable: true } },
  payment_failed: { variant: nullableVariant, reason: code },
  payment_pending: { variant: nullableVariant, orderId: { kind: 'id', pattern: ORDER_ID_PATTERN } },
  trial_conversion: { variant, price: { kind: 'oneOf', values: [0] }, quantity: { kind: 'oneOf', values: [1] }, currency: inr },
  purchase_conversion: { orderId: { kind: 'id', pattern: ORDER_ID_PATTERN }, variant: nullableVariant, amount: rupees, currency: inr },
  error_track: { kind: code, message: { kind: 'text', max: 200 }, status: { kind: 'number', min: 100, max: 599, integer: true, nullable: true } },
  web_vitals: {
    metric: { kind: 'oneOf', values: ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] },
    // milliseconds up to 10 minutes; CLS × 1000
    value: { kind: 'number', min: 0, max: 600_000 },
    rating: { kind: 'oneOf', values: ['good', 'needs-improvement', 'poor'] },
    navigationType: { kind: 'oneOf', values: ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] },
  },
} as const satisfies { readonly [N in AnalyticsEventName]: Readonly<Record<string, PropShape>> };

export type AnalyticsEventProps = typeof ANALYTICS_EVENT_PROPS;

/** The fields of an event the allow-list looks at (the contract's `AnalyticsEvent` and the sites' envelope both fit). */
export interface AnalyticsEventFields {
  name: AnalyticsEventName;
  path: string;
  site: string;
  channel: string;
  ftpSource: string | null;
  memberId: string | null;
  props: Readonly<Record<string, unknown>>;
}

/** One refused field: its path inside the event (`props/title`, `memberId`) and why. */
export interface AnalyticsProblem {
  path: string;
  message: string;
}

const isWord = (value: string, max: number) => value.length <= max && TOKEN.test(value) && !personalDataIn(value);

/** Why `value` does not fit `shape`, or null when it does. */
function shapeProblem(shape: PropShape, value: unknown): string | null {
  if (value === null) return 'nullable' in shape && shape.nullable ? null : 'must not be null';
  if (typeof value === 'string' && shape.kind !== 'oneOf' && personalDataIn(value)) return PERSONAL_DATA_MESSAGE;
  switch (shape.kind) {
    case 'oneOf':
      return shape.values.includes(value as string | number) ? null : `must be one of ${shape.values.map((item) => JSON.stringify(item)).join(', ')}`;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < shape.min || value > shape.max) return `must be a number from ${shape.min} to ${shape.max}`;
      return shape.integer && !Number.isInteger(value) ? 'must be a whole number' : null;
    case 'word':
      return typeof value === 'string' && isWord(value, shape.max) ? null : `must be a word of letters, digits, _ and - (at most ${shape.max})`;
    case 'id':
      return typeof value === 'string' && shape.pattern.test(value) ? null : `must match ${shape.pattern.source}`;
    case 'text':
      return typeof value === 'string' && safeText(value, shape.max) === value ? null : `must be text of at most ${shape.max} characters without control characters`;
    case 'words':
      return Array.isArray(value) && value.length <= shape.maxItems ? null : `must be a list of at most ${shape.maxItems} words`;
  }
}

/**
 * Every way `event` breaks the allow-list: a property its name does not list, a value of the wrong
 * shape, personal data in the path, the first-touch source, the member id, the site or the channel.
 * Props the allow-list lists may be left out.
 */
export function analyticsEventProblems(event: AnalyticsEventFields): AnalyticsProblem[] {
  const problems: AnalyticsProblem[] = [];
  const allowed: Readonly<Record<string, PropShape>> = ANALYTICS_EVENT_PROPS[event.name];
  for (const [key, value] of Object.entries(event.props)) {
    const shape = allowed[key];
    if (!shape) {
      problems.push({ path: `props/${key}`, message: `is not a property of ${event.name} (it has ${Object.keys(allowed).join(', ')})` });
      continue;
    }
    const problem = shapeProblem(shape, value);
    if (problem) problems.push({ path: `props/${key}`, message: problem });
    else if (shape.kind === 'words' && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        if (typeof item === 'string' && personalDataIn(item)) problems.push({ path: `props/${key}/${index}`, message: PERSONAL_DATA_MESSAGE });
        else if (typeof item !== 'string' || !isWord(item, shape.max)) problems.push({ path: `props/${key}/${index}`, message: `must be a word of letters, digits, _ and - (at most ${shape.max})` });
      });
    }
  }
  if (event.path.split('/').some(segmentIsPersonal)) problems.push({ path: 'path', message: PERSONAL_DATA_MESSAGE });
  for (const field of ['site', 'channel'] as const) if (personalDataIn(event[field])) problems.push({ path: field, message: PERSONAL_DATA_MESSAGE });
  if (event.ftpSource !== null) {
    if (personalDataIn(event.ftpSource)) problems.push({ path: 'ftpSource', message: PERSONAL_DATA_MESSAGE });
    else if (!FTP_SOURCE_PATTERN.test(event.ftpSource)) problems.push({ path: 'ftpSource', message: `must match ${FTP_SOURCE_PATTERN.source}` });
  }
  if (event.memberId !== null) {
    if (personalDataIn(event.memberId)) problems.push({ path: 'memberId', message: PERSONAL_DATA_MESSAGE });
    else if (!SSO_ID_PATTERN.test(event.memberId)) problems.push({ path: 'memberId', message: "must be the member's ssoId (sso_…)" });
  }
  return problems;
}

/** A value made to fit its shape, or undefined when it cannot (the property is then left out). */
function fitValue(shape: PropShape, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (shape.kind === 'text' && typeof value === 'string') return safeText(value, shape.max);
  if (shape.kind === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    const rounded = shape.integer ? Math.round(value) : value;
    if (rounded >= shape.min && rounded <= shape.max) return rounded;
  }
  if (shape.kind === 'words' && Array.isArray(value)) {
    return value
      .map((item: unknown) => (typeof item === 'number' ? String(item) : item))
      .filter((item): item is string => typeof item === 'string' && isWord(item, shape.max))
      .slice(0, shape.maxItems);
  }
  if (shapeProblem(shape, value) === null) return value;
  return 'nullable' in shape && shape.nullable ? null : undefined;
}

/**
 * The event as the collector takes it (the sites call this before sending): properties the
 * allow-list does not name left out, values that do not fit their shape left out (or null where
 * null is allowed), free text and the path made safe, a first-touch source that does not fit sent
 * as OTHER, a member id that is not an ssoId left out.
 */
export function fitAnalyticsEvent<E extends AnalyticsEventFields>(event: E): E {
  const allowed: Readonly<Record<string, PropShape>> = ANALYTICS_EVENT_PROPS[event.name];
  const props: Record<string, unknown> = {};
  for (const [key, shape] of Object.entries(allowed)) {
    const value = fitValue(shape, event.props[key]);
    if (value !== undefined) props[key] = value;
  }
  const ftpSource = event.ftpSource === null || (FTP_SOURCE_PATTERN.test(event.ftpSource) && !personalDataIn(event.ftpSource)) ? event.ftpSource : OTHER_FTP_SOURCE;
  const memberId = event.memberId !== null && SSO_ID_PATTERN.test(event.memberId) && !personalDataIn(event.memberId) ? event.memberId : null;
  return { ...event, path: safePath(event.path), ftpSource, memberId, props };
}
