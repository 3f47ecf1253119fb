// The server's settings, read once from the environment and validated; nothing else reads
// process.env.
import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';
import { DEV_MEMBER_RENDER_KEY, MOBILE_PATTERN, OTP_LENGTH } from '@rewards/api-contract';
import { REPO_ROOT } from './api-root';
import { SOCIAL_PROVIDERS, type SocialLoginConfig, type SocialProviderConfig, type SocialProviderId } from './modules/social/provider-config';
import type { CleverTapSettings, ExotelSettings } from './modules/messages';
import { cardSsoConfigFrom, type CardSsoConfig } from './modules/cards/adapters/network/settings';
import { staffSignInConfigFrom, type StaffSignInConfig } from './modules/admin/sign-in/settings';

export { REPO_ROOT };

export const SMS_ADAPTERS = ['outbox', 'log', 'exotel'] as const;
export type SmsAdapterName = (typeof SMS_ADAPTERS)[number];
export const EMAIL_ADAPTERS = ['outbox', 'log', 'smtp'] as const;
export type EmailAdapterName = (typeof EMAIL_ADAPTERS)[number];
/** Where members' marketing profiles go once they consent: `none` (the default: nowhere) or CleverTap. */
export const MARKETING_PROFILE_ADAPTERS = ['none', 'clevertap'] as const;
export type MarketingProfileAdapterName = (typeof MARKETING_PROFILE_ADAPTERS)[number];
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** `none`: no bureau is connected, and every credit call answers TP-CREDIT-UNAVAILABLE. */
export const CREDIT_BUREAUS = ['sandbox', 'none'] as const;
export type CreditBureauName = (typeof CREDIT_BUREAUS)[number];
/** Two-digit state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const integerFromString = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );

/** How long the HTTP server waits on a client (src/app.ts; docs/faults-and-timeouts.md). */
export interface HttpTimeouts {
  /** From the connection (or the previous request) to the request's last header byte. */
  headersMs: number;
  /** From the connection (or the previous request) to the request's last body byte. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

const EnvSchema = v.object({
  PORT: integerFromString('3333', 0, 65_535),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), path.join(REPO_ROOT, '.data', 'pglite')),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** Which X-Forwarded-For hops to believe: a hop count, or the proxies' addresses/CIDRs (see parseTrustProxy). */
  TRUST_PROXY: v.optional(v.string(), 'false'),
  /** Per-address limits key an IPv6 client by its network of this length (a subscriber's /64); IPv4 by the address. */
  IPV6_LIMIT_PREFIX_LENGTH: integerFromString('64', 32, 128),
  /** Origins (scheme://host[:port]) whose pages may call the API from the browser; none by default. */
  CORS_ORIGINS: v.optional(v.string(), ''),
  CLIENT_LOG_LIMIT_PER_MINUTE: integerFromString('60', 1, 100_000),
  /** Analytics batches per address (IPv6 /64) per minute; with the per-device limit and the batch size, bounds rows stored (docs/analytics.md). */
  ANALYTICS_LIMIT_PER_MINUTE: integerFromString('30', 1, 100_000),
  ANALYTICS_LIMIT_PER_DEVICE_PER_MINUTE: integerFromString('12', 1, 100_000),
  /** Events one batch may hold (the contract's ceiling is 50; the sites send at most 20). */
  ANALYTICS_MAX_EVENTS_PER_BATCH: integerFromString('20', 1, 50),
  /** Days analytics events are kept; older ones are deleted by each API process's retention job. */
  ANALYTICS_RETENTION_DAYS: integerFromString('90', 1, 3_650),
  /** SMS opt-outs (`POST /nc/prime/unsubscribe`) accepted per IP address per minute. */
  UNSUBSCRIBE_LIMIT_PER_MINUTE: integerFromString('10', 1, 100_000),
  /** Coupon generations per member per minute (TP429 beyond). */
  COUPON_GENERATE_LIMIT_PER_MEMBER_PER_MINUTE: integerFromString('30', 1, 100_000),
  CATALOGUE_VERSION_TTL_MS: integerFromString('500', 0, 1_000),
  /** Signs access tokens and keys every other auth hash (HKDF); required in production. */
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: integerFromString('900', 1, 86_400),
  /** Shared with the site servers: lets them render a signed-in member's page (renderSession). */
  MEMBER_RENDER_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  REFRESH_TOKEN_TTL_DAYS: integerFromString('30', 1, 365),
  OTP_SEND_LIMIT_PER_IP_PER_HOUR: integerFromString('20', 1, 100_000),
  AUTH_LOOKUP_LIMIT_PER_MINUTE: integerFromString('60', 1, 100_000),
  /** Code checks (`otp/verify`) per IP address per hour, wrong ones included (TP429 beyond). */
  OTP_VERIFY_LIMIT_PER_IP_PER_HOUR: integerFromString('100', 1, 100_000),
  /** PostgreSQL: a statement running longer is cancelled (503 to the client). */
  DB_STATEMENT_TIMEOUT_MS: integerFromString('5000', 100, 600_000),
  /** PostgreSQL: a request waits at most this long for a pooled connection (503 beyond). */
  DB_CONNECTION_TIMEOUT_MS: integerFromString('3000', 100, 600_000),
  DB_POOL_MAX: integerFromString('10', 1, 1_000),
  /** A client must have sent a request's headers within this (slow-header clients are cut off with 408). */
  HTTP_HEADERS_TIMEOUT_MS: integerFromString(String(DEFAULT_HTTP_TIMEOUTS.headersMs), 1_000, 600_000),
  /** ... and the whole request, body included, within this (slow-body clients are cut off with 408). */
  HTTP_REQUEST_TIMEOUT_MS: integerFromString(String(DEFAULT_HTTP_TIMEOUTS.requestMs), 1_000, 3_600_000),
  /** An idle kept-alive connection is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integerFromString(String(DEFAULT_HTTP_TIMEOUTS.keepAliveMs), 1_000, 600_000),
  SMS_ADAPTER: v.optional(v.picklist(SMS_ADAPTERS)),
  /** Exotel's SMS API (SMS_ADAPTER=exotel): cluster, account, key pair. */
  EXOTEL_API_BASE: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://api.exotel.com'),
  EXOTEL_ACCOUNT_SID: v.optional(v.pipe(v.string(), v.minLength(1))),
  EXOTEL_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  EXOTEL_API_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The DLT-registered sender id (header), the DLT entity and each text's DLT template id. */
  SMS_SENDER_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT header, e.g. RWDCLB'))),
  SMS_DLT_ENTITY_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{10,25}$/, 'must be the DLT entity id (digits)'))),
  SMS_DLT_TEMPLATE_LOGIN_OTP: v.optional(v.pipe(v.string(), v.regex(/^\d{10,25}$/, 'must be a DLT template id (digits)'))),
  SMS_DLT_TEMPLATE_CREDIT_OTP: v.optional(v.pipe(v.string(), v.regex(/^\d{10,25}$/, 'must be a DLT template id (digits)'))),
  /** The text telling a member a staff reviewer's decision on their student request. */
  SMS_DLT_TEMPLATE_STUDENT_DECISION: v.optional(v.pipe(v.string(), v.regex(/^\d{10,25}$/, 'must be a DLT template id (digits)'))),
  /** An SMS gateway's connect and response deadline, and SMTP's connect, greeting and silence timeouts. */
  SMS_TIMEOUT_MS: integerFromString('5000', 100, 60_000),
  SMTP_TIMEOUT_MS: integerFromString('5000', 100, 60_000),
  /** How often an idle outbox sender looks for messages (a send wakes it at once). */
  OUTBOX_POLL_MS: integerFromString('1000', 50, 60_000),
  /** How login code emails leave: `outbox` (development), `log`, or `smtp` (SMTP_URL and EMAIL_FROM). */
  EMAIL_ADAPTER: v.optional(v.picklist(EMAIL_ADAPTERS)),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL'))),
  EMAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3))),
  /** The marketing-profile tool consented members' profiles are delivered to through the outbox; off (`none`) unless set. */
  MARKETING_PROFILE_ADAPTER: v.optional(v.picklist(MARKETING_PROFILE_ADAPTERS), 'none'),
  /** CleverTap's regional API (India: https://in1.api.clevertap.com), its account id and passcode. */
  CLEVERTAP_API_BASE: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://in1.api.clevertap.com'),
  CLEVERTAP_ACCOUNT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  CLEVERTAP_PASSCODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The marketing tool's connect and response deadline. */
  MARKETING_PROFILE_TIMEOUT_MS: integerFromString('5000', 100, 60_000),
  CAPTCHA_PROVIDER: v.optional(v.picklist(CAPTCHA_PROVIDERS)),
  /** Comma-separated mobiles and/or IP addresses that skip captcha (tests, load tests). */
  CAPTCHA_WHITELIST: v.optional(v.string(), ''),
  RECAPTCHA_V3_SECRET: v.optional(v.string()),
  RECAPTCHA_V2_SECRET: v.optional(v.string()),
  RECAPTCHA_V3_SITE_KEY: v.optional(v.string()),
  RECAPTCHA_V2_SITE_KEY: v.optional(v.string()),
  STATIC_TEST_MOBILE: v.optional(v.pipe(v.string(), v.regex(MOBILE_PATTERN, 'must be a 10-digit Indian mobile'))),
  STATIC_TEST_OTP: v.optional(v.pipe(v.string(), v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`))),
  /** `sandbox` by default outside production; production must name its gateway. */
  PAYMENT_GATEWAY: v.optional(v.picklist(PAYMENT_GATEWAYS)),
  /** Lets the sandbox (whose checkout page marks any order paid) run in production: demos only. */
  ALLOW_UNSAFE_SANDBOX_GATEWAY: v.optional(v.picklist(['true', 'false']), 'false'),
  RAZORPAY_KEY_ID: v.optional(v.pipe(v.string(), v.regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)'))),
  RAZORPAY_KEY_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'must be the key secret'))),
  RAZORPAY_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'must be the webhook secret'))),
  /** Razorpay's API (tests point it at a local server that answers with recorded payloads). */
  RAZORPAY_API_BASE: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://api.razorpay.com'),
  /** Signs the sandbox gateway's webhooks (HMAC-SHA256); derived from AUTH_SECRET when unset. */
  SANDBOX_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** Where the sandbox sends its webhooks; unset means in-process through the same route. */
  SANDBOX_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** Seconds after 'Simulate pending' until the sandbox payment succeeds. */
  SANDBOX_PENDING_RESOLVE_SECONDS: integerFromString('8', 0, 86_400),
  CODE_CHECK_LIMIT_PER_IP_PER_MINUTE: integerFromString('30', 1, 100_000),
  CODE_CHECK_LIMIT_PER_MEMBER_PER_MINUTE: integerFromString('10', 1, 100_000),
  /** Card eligibility checks (`validateCard`) per IP address and, signed in, per member: per minute and per hour (TP429 beyond). */
  CARD_CHECK_LIMIT_PER_MINUTE: integerFromString('10', 1, 100_000),
  CARD_CHECK_LIMIT_PER_HOUR: integerFromString('30', 1, 100_000),
  /** Card-linked activations (`activateCardMembership`) per member per minute (TP429 beyond). */
  CARD_ACTIVATION_LIMIT_PER_MEMBER_PER_MINUTE: integerFromString('10', 1, 100_000),
  /** The sandbox card network (`/dev/oidc/visa`, a sign-in page where you say which card you hold): on by default outside production, refused in production. */
  CARD_SSO_SANDBOX: v.optional(v.picklist(['true', 'false'])),
  /** The core site's public origin for the card network's callback; SOCIAL_LOGIN_SITE_ORIGIN when unset. */
  CARD_SSO_SITE_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be an origin like https://example.in'))),
  /** Visa's OpenID Connect sign-in for card-linked activation: all three, or none. */
  VISA_SSO_ISSUER: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  VISA_SSO_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  VISA_SSO_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The credit bureau adapter: `sandbox` by default outside production (reports made up from the PAN), `none` in production. */
  CREDIT_BUREAU: v.optional(v.picklist(CREDIT_BUREAUS)),
  /** Days a credit report is kept and shown (a new one can be asked for a calendar month after, or at expiry if sooner). */
  CREDIT_REPORT_VALIDITY_DAYS: integerFromString('30', 1, 365),
  /** Bureau PAN lookups (PAN verify and code sends) per member per hour (TP429 beyond). */
  CREDIT_PAN_CHECK_LIMIT_PER_MEMBER_PER_HOUR: integerFromString('20', 1, 100_000),
  /** Where student documents are kept (or, with S3, spooled while they arrive); private, never served. */
  STUDENT_DOCUMENTS_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), path.join(REPO_ROOT, '.data', 'documents')),
  /** Student verification sends per member per hour (TP429 beyond). */
  STUDENT_SUBMIT_LIMIT_PER_MEMBER_PER_HOUR: integerFromString('5', 1, 100_000),
  /** An S3-compatible store for student documents: all five, or none (the local directory). */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name (us-east-1, auto)'))),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /** The core site's public origin: social logins come back to its proxy (`/nc/um/social/v1/{provider}/callback`). */
  SOCIAL_LOGIN_SITE_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be an origin like https://example.in'))),
  /** The sandbox identity provider (`/dev/oidc/{provider}`) for providers without keys: on by default outside production, refused in production. */
  SOCIAL_LOGIN_SANDBOX: v.optional(v.picklist(['true', 'false'])),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  FACEBOOK_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  FACEBOOK_ISSUER: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://www.facebook.com'),
  /** The operator console's public origin: staff sign-in comes back to its proxy (`/nc/admin/v1/auth/callback`); required in production. */
  CONSOLE_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be an origin like https://admin.example.in'))),
  /** The company's OpenID Connect provider for staff sign-in: all three (required in production), or none for the sandbox staff provider. */
  STAFF_OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  STAFF_OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  STAFF_OIDC_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  INVOICE_SELLER_NAME: v.optional(v.pipe(v.string(), v.minLength(1)), 'Rewards Club Services Private Limited'),
  INVOICE_SELLER_ADDRESS: v.optional(v.pipe(v.string(), v.minLength(1)), '4th Floor, 12 Residency Road, Bengaluru 560025, Karnataka'),
  INVOICE_SELLER_GSTIN: v.optional(v.pipe(v.string(), v.regex(GSTIN_PATTERN, 'must be a 15-character GSTIN')), '29AAACR5055K1Z5'),
  /** The seller's state: members in the same state pay CGST and SGST, others IGST. */
  INVOICE_SELLER_STATE: v.optional(v.pipe(v.string(), v.minLength(1)), 'Karnataka'),
});

/** Used when AUTH_SECRET is unset outside production; public, so never good for real sessions. */
export const DEV_AUTH_SECRET = 'dev-only-auth-secret-do-not-use-in-production';

export interface RecaptchaConfig {
  v3Secret: string;
  v2Secret: string;
  v3SiteKey: string;
  v2SiteKey: string;
}

export interface AuthConfig {
  secret: string;
  /** True when `secret` is DEV_AUTH_SECRET because AUTH_SECRET was not set (a warning is logged). */
  secretIsDevFallback: boolean;
  accessTokenTtlSeconds: number;
  /**
   * The key the site servers send to render a signed-in member's page (MEMBER_RENDER_KEY; the public
   * DEV_MEMBER_RENDER_KEY outside production when unset; none in production when unset: member pages
   * are then rendered as a neutral frame and filled in the browser).
   */
  memberRenderKey: string | undefined;
  refreshTokenTtlDays: number;
  /** Codes sent per IP address per hour, over all mobiles (TP429 beyond). */
  otpSendLimitPerIpPerHour: number;
  /** checkUserExist, preLogin and captcha challenges per IP address per minute (TP429 beyond). */
  lookupLimitPerMinute: number;
  /** Code checks per IP address per hour, wrong ones included (TP429 beyond). */
  verifyLimitPerIpPerHour: number;
  /** `outbox`: the outbox table is the phone (and /dev/outbox reads it); `log` only logs the masked number; `exotel` sends. */
  smsAdapter: SmsAdapterName;
  /** Set with `smsAdapter` exotel. */
  exotel: ExotelSettings | undefined;
  /** `outbox` keeps emails readable at /dev/outbox?email=; `log` only logs the masked address; `smtp` sends. */
  emailAdapter: EmailAdapterName;
  /** Set with `emailAdapter` smtp. */
  smtp: { url: string; from: string; timeoutMs: number } | undefined;
  /** How often an idle outbox sender looks for due messages. */
  outboxPollMs: number;
  captchaProvider: CaptchaProviderName;
  /** Mobiles and IP addresses that skip captcha. */
  captchaWhitelist: string[];
  recaptcha: RecaptchaConfig | undefined;
  /** This mobile's verify accepts this code without a send (never in production). */
  staticTestLogin: { mobile: string; otp: string } | undefined;
}

export interface InvoiceSeller {
  name: string;
  address: string;
  gstin: string;
  state: string;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
}

export interface PaymentConfig {
  gateway: PaymentGatewayName;
  /** The sandbox in production, allowed by ALLOW_UNSAFE_SANDBOX_GATEWAY (the server warns at start). */
  unsafeSandboxInProduction: boolean;
  /** Set when the gateway is Razorpay. */
  razorpay: RazorpayConfig | undefined;
  /** HMAC-SHA256 key of the sandbox gateway's webhooks. */
  sandboxWebhookSecret: string;
  /** Where the sandbox posts webhooks; undefined delivers them in-process through the same route. */
  sandboxWebhookUrl: string | undefined;
  sandboxPendingResolveSeconds: number;
  /** Code validations per IP address per minute (TP429 beyond). */
  codeCheckLimitPerIpPerMinute: number;
  /** Code validations per member per minute (TP429 beyond). */
  codeCheckLimitPerMemberPerMinute: number;
  seller: InvoiceSeller;
}

/** The card-linked offer's limits (counted in PostgreSQL, like every limit). */
export interface CardsConfig {
  /** Eligibility checks per address and, signed in, per member, per minute. */
  checkLimitPerMinute: number;
  /** The same per hour: the BIN table cannot be walked slowly either. */
  checkLimitPerHour: number;
  /** Activations per member per minute. */
  activationLimitPerMemberPerMinute: number;
  /** The card networks' sign-in that activation needs (cards/adapters/network); absent: nothing can be activated. */
  sso?: CardSsoConfig;
}

/** The credit-score check (its codes follow the login codes' limits, from AuthConfig). */
export interface CreditConfig {
  /** `none` in production until a real bureau is connected: the credit calls answer TP-CREDIT-UNAVAILABLE. */
  bureau: CreditBureauName;
  /** Days a report is kept and shown. */
  reportValidityDays: number;
  /** Bureau PAN lookups per member per hour. */
  panCheckLimitPerMemberPerHour: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The student offer form: where its documents go and how often a member may send it. */
export interface StudentConfig {
  /** The local store's directory; with S3, where uploads spool before they are sent. */
  documentsDir: string;
  /** Set: documents go to this bucket instead of `documentsDir`. */
  s3: S3Config | undefined;
  submitLimitPerMemberPerHour: number;
}

/** What `buildApp` needs; free of anything about processes, ports or files. */
export interface AppConfig {
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Which X-Forwarded-For entries name the client: `false` none (the socket's address), a number of
   * proxy hops in front, or the proxies' addresses and CIDRs. Fastify's own semantics.
   */
  trustProxy: TrustProxy;
  /** Per-address limits and locks key an IPv6 client by its network of this length (src/http/client-address.ts). */
  ipv6LimitPrefixLength: number;
  /** Headers, whole-request and keep-alive timeouts of the listening server. */
  httpTimeouts: HttpTimeouts;
  /** Origins allowed to call the API from a browser (CORS); empty: closed. */
  corsOrigins: string[];
  /** Client error reports accepted per IP address per minute. */
  clientLogLimitPerMinute: number;
  /** Analytics batches (POST /api/events) accepted per IP address per minute (TP429 beyond). */
  analyticsLimitPerMinute: number;
  /** Analytics batches accepted per device id per minute (TP429 beyond). */
  analyticsLimitPerDevicePerMinute: number;
  /** Events one analytics batch may hold (400 beyond). */
  analyticsMaxEventsPerBatch: number;
  /** Days analytics events are kept (by the time they happened). */
  analyticsRetentionDays: number;
  /** SMS opt-outs accepted per IP address per minute (TP429 beyond). */
  unsubscribeLimitPerMinute: number;
  /** Coupon generations per member per minute (TP429 beyond). */
  couponGenerateLimitPerMemberPerMinute: number;
  /**
   * The public read models (src/http/read-cache/): how long an instance trusts the catalogue
   * version it read (a change made through another instance is served within this much; at most 1 s).
   */
  readCache: { versionTtlMs: number };
  auth: AuthConfig;
  payment: PaymentConfig;
  cards: CardsConfig;
  student: StudentConfig;
  credit: CreditConfig;
  /** Google and Facebook sign-in (the social module); none configured when absent. */
  social?: SocialLoginConfig;
  /** Staff sign-in to the operator console; absent: the sandbox staff provider at the default console origin (refused in production). */
  staffSignIn?: StaffSignInConfig;
  /** The marketing-profile tool (modules/messages/marketing.ts); off when absent. */
  marketingProfile?: MarketingProfileConfig;
}

export interface MarketingProfileConfig {
  adapter: MarketingProfileAdapterName;
  clevertap?: CleverTapSettings;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** When set, PostgreSQL through node-postgres; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL pool: statement timeout, connection wait, size. */
  databasePool: { statementTimeoutMs: number; connectionTimeoutMs: number; max: number };
}

export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`/`0` (default), a hop count (`1` behind one proxy: the sites' servers or a
 * load balancer), or a comma list of proxy addresses and CIDRs (`10.0.0.0/8,127.0.0.1`).
 * `true` is refused: it believes any X-Forwarded-For, so every client could pick its own address
 * and walk past every per-address limit.
 */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    return { error: 'true would believe any X-Forwarded-For (every client could choose its address); give the number of proxy hops in front (e.g. 1) or the proxies\' addresses/CIDRs' };
  }
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : { error: 'a hop count must be 0 to 10' };
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !TRUST_PROXY_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return { error: `must be false, a hop count, or a comma list of IP addresses/CIDRs (not ${invalid.join(', ') || 'empty'})` };
  }
  // A list that trusts every address is `true` in disguise (and a /0 would stop Fastify's start).
  const everyone = familiesCoveredBy(entries);
  if (everyone.length > 0) {
    return {
      error: `${entries.join(',')} covers every ${everyone.join(' and every ')} address, so any client could choose its own address in X-Forwarded-For and walk past every per-address limit; list only the proxies' addresses/CIDRs, or give the number of proxy hops in front (e.g. 1)`,
    };
  }
  return entries;
}

/**
 * The address families (`IPv4`, `IPv6`) whose every address some entry of a TRUST_PROXY list
 * matches, by proxy-addr's rules (Fastify's trustProxy): an IPv4 client also matches an
 * IPv4-mapped IPv6 CIDR of /96 or longer; a native IPv6 client never matches a mapped one, nor is
 * ever in the mapped block itself (such clients are IPv4 clients), so that block counts as covered.
 */
export function familiesCoveredBy(entries: readonly string[]): Array<'IPv4' | 'IPv6'> {
  const ranges: Record<'ipv4' | 'ipv6', Array<[bigint, bigint]>> = { ipv4: [], ipv6: [rangeOf(ipaddr.parse('::ffff:0:0'), 96)] };
  for (const entry of entries) {
    if (TRUST_PROXY_NAMES.has(entry)) continue;
    const [text = '', prefixText] = entry.split('/');
    let address = ipaddr.parse(text);
    let prefix = prefixText === undefined ? (address.kind() === 'ipv4' ? 32 : 128) : Number(prefixText);
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
      // a mapped CIDR shorter than /96 matches no one (see above)
      if (prefix < 96) continue;
      address = (address as ipaddr.IPv6).toIPv4Address();
      prefix -= 96;
    }
    ranges[address.kind()].push(rangeOf(address, prefix));
  }
  const families: Array<'IPv4' | 'IPv6'> = [];
  if (coversAll(ranges.ipv4, 32)) families.push('IPv4');
  if (coversAll(ranges.ipv6, 128)) families.push('IPv6');
  return families;
}

/** The first and last address of a CIDR, as numbers. */
function rangeOf(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): [bigint, bigint] {
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  const value = address.toByteArray().reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const size = 1n << BigInt(bits - prefix);
  const start = value - (value % size);
  return [start, start + size - 1n];
}

/** True when the ranges together leave no address of a `bits`-bit space out. */
function coversAll(ranges: Array<[bigint, bigint]>, bits: number): boolean {
  let next = 0n;
  for (const [start, end] of [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) return false;
    if (end + 1n > next) next = end + 1n;
  }
  return next >= 1n << BigInt(bits);
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * CORS_ORIGINS: a comma list of exact origins (`https://shop.example.in,http://localhost:4200`).
 * `*` is refused: the API answers with the member's data to whoever holds the token, and a wildcard
 * cannot carry credentials anyway.
 */
export function parseCorsOrigins(raw: string): string[] | { error: string } {
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.includes('*')) return { error: '* would let any site call the API; list the origins (https://example.in)' };
  const invalid = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      return (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry;
    } catch {
      return true;
    }
  });
  return invalid.length > 0 ? { error: `must be origins like https://example.in (scheme and host, no path): ${invalid.join(', ')}` } : entries;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
    throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const out = result.output;
  const corsOrigins = parseCorsOrigins(out.CORS_ORIGINS);
  if (!Array.isArray(corsOrigins)) throw new ConfigError(`invalid environment:\n  CORS_ORIGINS: ${corsOrigins.error}`);
  const trustProxy = parseTrustProxy(out.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) throw new ConfigError(`invalid environment:\n  TRUST_PROXY: ${trustProxy.error}`);
  const credit = creditConfigFrom(out);
  if (out.HTTP_HEADERS_TIMEOUT_MS > out.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(`invalid environment:\n  HTTP_HEADERS_TIMEOUT_MS: ${out.HTTP_HEADERS_TIMEOUT_MS} is longer than HTTP_REQUEST_TIMEOUT_MS (${out.HTTP_REQUEST_TIMEOUT_MS}); the headers are part of the request`);
  }
  return {
    port: out.PORT,
    host: out.HOST,
    databaseUrl: out.DATABASE_URL,
    dataDir: path.resolve(out.DATA_DIR),
    databasePool: { statementTimeoutMs: out.DB_STATEMENT_TIMEOUT_MS, connectionTimeoutMs: out.DB_CONNECTION_TIMEOUT_MS, max: out.DB_POOL_MAX },
    logLevel: out.LOG_LEVEL,
    nodeEnv: out.NODE_ENV,
    trustProxy,
    ipv6LimitPrefixLength: out.IPV6_LIMIT_PREFIX_LENGTH,
    httpTimeouts: { headersMs: out.HTTP_HEADERS_TIMEOUT_MS, requestMs: out.HTTP_REQUEST_TIMEOUT_MS, keepAliveMs: out.HTTP_KEEP_ALIVE_TIMEOUT_MS },
    corsOrigins,
    clientLogLimitPerMinute: out.CLIENT_LOG_LIMIT_PER_MINUTE,
    analyticsLimitPerMinute: out.ANALYTICS_LIMIT_PER_MINUTE,
    analyticsLimitPerDevicePerMinute: out.ANALYTICS_LIMIT_PER_DEVICE_PER_MINUTE,
    analyticsMaxEventsPerBatch: out.ANALYTICS_MAX_EVENTS_PER_BATCH,
    analyticsRetentionDays: out.ANALYTICS_RETENTION_DAYS,
    unsubscribeLimitPerMinute: out.UNSUBSCRIBE_LIMIT_PER_MINUTE,
    couponGenerateLimitPerMemberPerMinute: out.COUPON_GENERATE_LIMIT_PER_MEMBER_PER_MINUTE,
    readCache: { versionTtlMs: out.CATALOGUE_VERSION_TTL_MS },
    auth: authConfigFrom(out),
    payment: paymentConfigFrom(out),
    cards: {
      checkLimitPerMinute: out.CARD_CHECK_LIMIT_PER_MINUTE,
      checkLimitPerHour: out.CARD_CHECK_LIMIT_PER_HOUR,
      activationLimitPerMemberPerMinute: out.CARD_ACTIVATION_LIMIT_PER_MEMBER_PER_MINUTE,
      sso: cardSsoFrom(out),
    },
    student: studentConfigFrom(out),
    social: socialLoginConfigFrom(out),
    staffSignIn: staffSignInFrom(out),
    credit,
    marketingProfile: marketingProfileConfigFrom(out),
  };
}

/**
 * Off unless MARKETING_PROFILE_ADAPTER names a tool. CleverTap needs its account id and passcode;
 * in production its API must be https and not this machine (a local fake or a tunnel to one would
 * swallow every member's profile), as the other adapters refuse their sandboxes there.
 */
export function marketingProfileConfigFrom(
  out: Pick<v.InferOutput<typeof EnvSchema>, 'NODE_ENV' | 'MARKETING_PROFILE_ADAPTER' | 'CLEVERTAP_API_BASE' | 'CLEVERTAP_ACCOUNT_ID' | 'CLEVERTAP_PASSCODE' | 'MARKETING_PROFILE_TIMEOUT_MS'>,
): MarketingProfileConfig {
  if (out.MARKETING_PROFILE_ADAPTER === 'none') return { adapter: 'none' };
  const problems: string[] = [];
  if (!out.CLEVERTAP_ACCOUNT_ID) problems.push('CLEVERTAP_ACCOUNT_ID: is required with MARKETING_PROFILE_ADAPTER=clevertap');
  if (!out.CLEVERTAP_PASSCODE) problems.push('CLEVERTAP_PASSCODE: is required with MARKETING_PROFILE_ADAPTER=clevertap');
  const api = new URL(out.CLEVERTAP_API_BASE);
  const host = api.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || (isIP(host) !== 0 && isLoopbackOrPrivate(host));
  if (out.NODE_ENV === 'production' && (api.protocol !== 'https:' || local)) {
    problems.push(`CLEVERTAP_API_BASE: ${api.origin} is not CleverTap (a local or plain-http target, such as a test fake); it is refused when NODE_ENV=production`);
  }
  if (problems.length > 0 || !out.CLEVERTAP_ACCOUNT_ID || !out.CLEVERTAP_PASSCODE) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    adapter: 'clevertap',
    clevertap: { apiBase: api.origin, accountId: out.CLEVERTAP_ACCOUNT_ID, passcode: out.CLEVERTAP_PASSCODE, timeoutMs: out.MARKETING_PROFILE_TIMEOUT_MS },
  };
}

function isLoopbackOrPrivate(address: string): boolean {
  const range = ipaddr.parse(address).range();
  return range === 'loopback' || range === 'private' || range === 'linkLocal' || range === 'uniqueLocal' || range === 'unspecified';
}

/**
 * The sandbox bureau makes a report up from the PAN alone: in production a member would be shown
 * it as their own, so it is refused there outright (no "unsafe" switch, unlike the payment
 * sandbox). Production without a bureau runs with `none`: the credit calls say the check is not
 * available.
 */
export function creditConfigFrom(out: Pick<v.InferOutput<typeof EnvSchema>, 'NODE_ENV' | 'CREDIT_BUREAU' | 'CREDIT_REPORT_VALIDITY_DAYS' | 'CREDIT_PAN_CHECK_LIMIT_PER_MEMBER_PER_HOUR'>): CreditConfig {
  const production = out.NODE_ENV === 'production';
  const bureau = out.CREDIT_BUREAU ?? (production ? 'none' : 'sandbox');
  if (bureau === 'sandbox' && production) {
    throw new ConfigError('invalid environment:\n  CREDIT_BUREAU: sandbox makes credit reports up from the PAN; it is refused when NODE_ENV=production (leave it unset or none until a real bureau is connected)');
  }
  return { bureau, reportValidityDays: out.CREDIT_REPORT_VALIDITY_DAYS, panCheckLimitPerMemberPerHour: out.CREDIT_PAN_CHECK_LIMIT_PER_MEMBER_PER_HOUR };
}

function paymentConfigFrom(out: v.InferOutput<typeof EnvSchema>): PaymentConfig {
  const production = out.NODE_ENV === 'production';
  const allowUnsafeSandbox = out.ALLOW_UNSAFE_SANDBOX_GATEWAY === 'true';
  const problems: string[] = [];
  const gateway = out.PAYMENT_GATEWAY ?? (production ? undefined : 'sandbox');
  if (gateway === undefined) {
    problems.push('PAYMENT_GATEWAY: is required when NODE_ENV=production: razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), or sandbox with ALLOW_UNSAFE_SANDBOX_GATEWAY=true');
  }
  if (gateway === 'sandbox' && production && !allowUnsafeSandbox) {
    problems.push('PAYMENT_GATEWAY: sandbox lets anyone mark an order paid; in production it needs ALLOW_UNSAFE_SANDBOX_GATEWAY=true (demos only)');
  }
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = out;
  if (gateway === 'razorpay') {
    for (const [name, value] of [['RAZORPAY_KEY_ID', keyId], ['RAZORPAY_KEY_SECRET', keySecret], ['RAZORPAY_WEBHOOK_SECRET', webhookSecret]] as const) {
      if (value === undefined) problems.push(`${name}: is required with PAYMENT_GATEWAY=razorpay`);
    }
  }
  if (problems.length > 0 || gateway === undefined) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    gateway,
    unsafeSandboxInProduction: gateway === 'sandbox' && production,
    razorpay: gateway === 'razorpay' && keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret, apiBase: out.RAZORPAY_API_BASE.replace(/\/+$/, '') } : undefined,
    // A separate key per purpose: the webhook key never signs anything else.
    sandboxWebhookSecret: out.SANDBOX_WEBHOOK_SECRET ?? deriveKeyHex(out.AUTH_SECRET ?? DEV_AUTH_SECRET, 'sandbox-webhook'),
    sandboxWebhookUrl: out.SANDBOX_WEBHOOK_URL,
    sandboxPendingResolveSeconds: out.SANDBOX_PENDING_RESOLVE_SECONDS,
    codeCheckLimitPerIpPerMinute: out.CODE_CHECK_LIMIT_PER_IP_PER_MINUTE,
    codeCheckLimitPerMemberPerMinute: out.CODE_CHECK_LIMIT_PER_MEMBER_PER_MINUTE,
    seller: {
      name: out.INVOICE_SELLER_NAME,
      address: out.INVOICE_SELLER_ADDRESS,
      gstin: out.INVOICE_SELLER_GSTIN,
      state: out.INVOICE_SELLER_STATE,
    },
  };
}

function studentConfigFrom(out: v.InferOutput<typeof EnvSchema>): StudentConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = out;
  const s3 = endpoint && bucket && region && accessKeyId && secretAccessKey ? { endpoint: endpoint.replace(/\/+$/, ''), bucket, region, accessKeyId, secretAccessKey } : undefined;
  if (!s3 && (endpoint || bucket || region || accessKeyId || secretAccessKey)) {
    throw new ConfigError('invalid environment:\n  S3_*: set all five of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, or none (documents then stay in STUDENT_DOCUMENTS_DIR)');
  }
  return { documentsDir: path.resolve(out.STUDENT_DOCUMENTS_DIR), s3, submitLimitPerMemberPerHour: out.STUDENT_SUBMIT_LIMIT_PER_MEMBER_PER_HOUR };
}

function deriveKeyHex(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'rewards-payment', purpose, 32)).toString('hex');
}

/** Exotel's settings, or the names of the missing ones. */
function exotelSettingsFrom(out: v.InferOutput<typeof EnvSchema>): ExotelSettings | string {
  const { EXOTEL_ACCOUNT_SID: accountSid, EXOTEL_API_KEY: apiKey, EXOTEL_API_TOKEN: apiToken, SMS_SENDER_ID: senderId, SMS_DLT_ENTITY_ID: dltEntityId } = out;
  const login = out.SMS_DLT_TEMPLATE_LOGIN_OTP;
  const credit = out.SMS_DLT_TEMPLATE_CREDIT_OTP;
  const studentDecision = out.SMS_DLT_TEMPLATE_STUDENT_DECISION;
  const missing = Object.entries({ EXOTEL_ACCOUNT_SID: accountSid, EXOTEL_API_KEY: apiKey, EXOTEL_API_TOKEN: apiToken, SMS_SENDER_ID: senderId, SMS_DLT_ENTITY_ID: dltEntityId, SMS_DLT_TEMPLATE_LOGIN_OTP: login, SMS_DLT_TEMPLATE_CREDIT_OTP: credit, SMS_DLT_TEMPLATE_STUDENT_DECISION: studentDecision })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 || !accountSid || !apiKey || !apiToken || !senderId || !dltEntityId || !login || !credit || !studentDecision) return missing.join(', ');
  return { apiBase: out.EXOTEL_API_BASE, accountSid, apiKey, apiToken, senderId, dltEntityId, templateIds: { login_otp: login, credit_otp: credit, student_decision: studentDecision }, timeoutMs: out.SMS_TIMEOUT_MS };
}

function authConfigFrom(out: v.InferOutput<typeof EnvSchema>): AuthConfig {
  const production = out.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !out.AUTH_SECRET) problems.push('AUTH_SECRET: is required when NODE_ENV=production');
  // The development secret is in the source: with it anyone can sign an access token for any member.
  if (production && out.AUTH_SECRET === DEV_AUTH_SECRET) problems.push('AUTH_SECRET: is the public development secret (it is in the source code); set a private one of 32+ characters when NODE_ENV=production');
  // With the public key anyone could turn a stolen refresh cookie into access tokens without rotating it.
  if (production && out.MEMBER_RENDER_KEY === DEV_MEMBER_RENDER_KEY) problems.push('MEMBER_RENDER_KEY: is the public development key (it is in the source code); set a private one of 32+ characters, the same on the site servers, when NODE_ENV=production');

  const { RECAPTCHA_V3_SECRET: v3Secret, RECAPTCHA_V2_SECRET: v2Secret, RECAPTCHA_V3_SITE_KEY: v3SiteKey, RECAPTCHA_V2_SITE_KEY: v2SiteKey } = out;
  const recaptcha = v3Secret && v2Secret && v3SiteKey && v2SiteKey ? { v3Secret, v2Secret, v3SiteKey, v2SiteKey } : undefined;
  if (!recaptcha && (v3Secret || v2Secret || v3SiteKey || v2SiteKey)) {
    problems.push('RECAPTCHA_*: set all four of RECAPTCHA_V3_SECRET, RECAPTCHA_V2_SECRET, RECAPTCHA_V3_SITE_KEY, RECAPTCHA_V2_SITE_KEY, or none');
  }
  const captchaProvider = out.CAPTCHA_PROVIDER ?? (recaptcha ? 'recaptcha' : 'altcha');
  if (captchaProvider === 'recaptcha' && !recaptcha) problems.push('CAPTCHA_PROVIDER: recaptcha needs the four RECAPTCHA_* settings');
  if (captchaProvider === 'none' && production) problems.push('CAPTCHA_PROVIDER: none is for development only, not NODE_ENV=production');

  // Production delivers texts for real: the outbox adapter keeps codes readable at /dev/outbox, and
  // the log adapter delivers nothing, so no member could ever log in.
  const smsAdapter = out.SMS_ADAPTER ?? (production ? undefined : 'outbox');
  if (smsAdapter === undefined) problems.push('SMS_ADAPTER: is required when NODE_ENV=production: exotel (with EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN, SMS_SENDER_ID, SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_LOGIN_OTP, SMS_DLT_TEMPLATE_CREDIT_OTP, SMS_DLT_TEMPLATE_STUDENT_DECISION)');
  if (smsAdapter === 'outbox' && production) problems.push('SMS_ADAPTER: outbox is for development only, not NODE_ENV=production');
  if (smsAdapter === 'log' && production) problems.push('SMS_ADAPTER: log delivers no text, so no member could log in; NODE_ENV=production needs exotel');
  const exotel = exotelSettingsFrom(out);
  if (smsAdapter === 'exotel' && typeof exotel === 'string') problems.push(`SMS_ADAPTER: exotel needs ${exotel}`);

  // SMTP only when it is configured; otherwise the outbox beside the SMS outbox (the dev route reads
  // both and exists while the SMS outbox does), else a log line.
  const emailAdapter = out.EMAIL_ADAPTER ?? (out.SMTP_URL ? 'smtp' : smsAdapter === 'outbox' ? 'outbox' : 'log');
  if (emailAdapter === 'outbox' && production) problems.push('EMAIL_ADAPTER: outbox is for development only, not NODE_ENV=production');
  if (emailAdapter === 'log' && production) problems.push('EMAIL_ADAPTER: log delivers no email, so email logins would never get their code; NODE_ENV=production needs smtp (SMTP_URL and EMAIL_FROM)');
  const smtp = out.SMTP_URL && out.EMAIL_FROM ? { url: out.SMTP_URL, from: out.EMAIL_FROM, timeoutMs: out.SMTP_TIMEOUT_MS } : undefined;
  if (emailAdapter === 'smtp' && !smtp) problems.push('EMAIL_ADAPTER: smtp needs SMTP_URL and EMAIL_FROM');

  const staticMobile = out.STATIC_TEST_MOBILE;
  const staticOtp = out.STATIC_TEST_OTP;
  if ((staticMobile === undefined) !== (staticOtp === undefined)) problems.push('STATIC_TEST_MOBILE: set together with STATIC_TEST_OTP, or neither');
  if (staticMobile !== undefined && production) problems.push('STATIC_TEST_MOBILE: a static test login is refused when NODE_ENV=production');

  if (problems.length > 0) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    secret: out.AUTH_SECRET ?? DEV_AUTH_SECRET,
    secretIsDevFallback: out.AUTH_SECRET === undefined,
    accessTokenTtlSeconds: out.ACCESS_TOKEN_TTL_SECONDS,
    memberRenderKey: out.MEMBER_RENDER_KEY ?? (production ? undefined : DEV_MEMBER_RENDER_KEY),
    refreshTokenTtlDays: out.REFRESH_TOKEN_TTL_DAYS,
    otpSendLimitPerIpPerHour: out.OTP_SEND_LIMIT_PER_IP_PER_HOUR,
    lookupLimitPerMinute: out.AUTH_LOOKUP_LIMIT_PER_MINUTE,
    verifyLimitPerIpPerHour: out.OTP_VERIFY_LIMIT_PER_IP_PER_HOUR,
    smsAdapter: smsAdapter ?? 'log',
    exotel: smsAdapter === 'exotel' && typeof exotel !== 'string' ? exotel : undefined,
    emailAdapter,
    smtp,
    outboxPollMs: out.OUTBOX_POLL_MS,
    captchaProvider,
    captchaWhitelist: out.CAPTCHA_WHITELIST.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    recaptcha,
    staticTestLogin: staticMobile !== undefined && staticOtp !== undefined ? { mobile: staticMobile, otp: staticOtp } : undefined,
  };
}

function cardSsoFrom(out: v.InferOutput<typeof EnvSchema>): CardSsoConfig {
  const { config, problems } = cardSsoConfigFrom(out, deriveKeyHex(out.AUTH_SECRET ?? DEV_AUTH_SECRET, 'sandbox-idp-visa'));
  if (problems.length > 0) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return config;
}

function staffSignInFrom(out: v.InferOutput<typeof EnvSchema>): StaffSignInConfig {
  const { config, problems } = staffSignInConfigFrom(out, deriveKeyHex(out.AUTH_SECRET ?? DEV_AUTH_SECRET, 'sandbox-idp-staff'));
  if (problems.length > 0) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return config;
}

function socialLoginConfigFrom(out: v.InferOutput<typeof EnvSchema>): SocialLoginConfig {
  const production = out.NODE_ENV === 'production';
  const problems: string[] = [];
  const sandbox = (out.SOCIAL_LOGIN_SANDBOX ?? (production ? 'false' : 'true')) === 'true';
  // The sandbox lets whoever uses it claim any verified email or mobile: never in production.
  if (sandbox && production) problems.push('SOCIAL_LOGIN_SANDBOX: the sandbox identity provider signs anyone in as anyone; it is refused when NODE_ENV=production');
  const real: Record<SocialProviderId, { id?: string; secret?: string; issuer: string }> = {
    google: { id: out.GOOGLE_CLIENT_ID, secret: out.GOOGLE_CLIENT_SECRET, issuer: out.GOOGLE_ISSUER },
    facebook: { id: out.FACEBOOK_CLIENT_ID, secret: out.FACEBOOK_CLIENT_SECRET, issuer: out.FACEBOOK_ISSUER },
  };
  for (const [provider, keys] of Object.entries(real)) {
    if ((keys.id === undefined) !== (keys.secret === undefined)) problems.push(`${provider.toUpperCase()}_CLIENT_ID: set together with ${provider.toUpperCase()}_CLIENT_SECRET, or neither`);
  }
  const anyReal = Object.values(real).some((keys) => keys.id !== undefined);
  if (production && anyReal && !out.SOCIAL_LOGIN_SITE_ORIGIN) problems.push('SOCIAL_LOGIN_SITE_ORIGIN: is required with GOOGLE_* or FACEBOOK_* keys in production (the origin the callbacks are registered on)');
  if (problems.length > 0) throw new ConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  const siteOrigin = new URL(out.SOCIAL_LOGIN_SITE_ORIGIN ?? 'http://localhost:4200').origin;
  const providers: Partial<Record<SocialProviderId, SocialProviderConfig>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const keys = real[provider];
    if (keys.id !== undefined && keys.secret !== undefined) providers[provider] = { issuer: keys.issuer, clientId: keys.id, clientSecret: keys.secret, sandbox: false };
    else if (sandbox) {
      providers[provider] = {
        issuer: `${siteOrigin}/dev/oidc/${provider}`,
        clientId: `sandbox-${provider}`,
        clientSecret: deriveKeyHex(out.AUTH_SECRET ?? DEV_AUTH_SECRET, `sandbox-idp-${provider}`),
        sandbox: true,
      };
    }
  }
  return { siteOrigin, providers };
}
