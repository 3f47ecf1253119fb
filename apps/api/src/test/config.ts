// The settings tests and benchmarks build apps with: fixed secrets (no warnings), quiet logs, and
// otherwise the defaults. Production code never imports this file.
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HTTP_TIMEOUTS, type AppConfig, type AuthConfig, type CardsConfig, type CreditConfig, type PaymentConfig, type StudentConfig } from '../config';

/** The site servers' render key in tests (renderSession). */
export const TEST_MEMBER_RENDER_KEY = 'test-member-render-key-0123456789abcdef';

/** Auth settings for tests: a fixed secret (no warning), the outbox, real ALTCHA, roomy lookup limits. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    secret: 'test-auth-secret-0123456789abcdef0123456789',
    secretIsDevFallback: false,
    accessTokenTtlSeconds: 900,
    memberRenderKey: TEST_MEMBER_RENDER_KEY,
    refreshTokenTtlDays: 30,
    otpSendLimitPerIpPerHour: 20,
    lookupLimitPerMinute: 1_000,
    verifyLimitPerIpPerHour: 1_000,
    smsAdapter: 'outbox',
    exotel: undefined,
    emailAdapter: 'outbox',
    smtp: undefined,
    outboxPollMs: 1_000,
    captchaProvider: 'altcha',
    captchaWhitelist: [],
    recaptcha: undefined,
    staticTestLogin: undefined,
    ...overrides,
  };
}

/** Payment settings for tests: a fixed webhook secret, roomy code limits. */
export function testPaymentConfig(overrides: Partial<PaymentConfig> = {}): PaymentConfig {
  return {
    gateway: 'sandbox',
    unsafeSandboxInProduction: false,
    razorpay: undefined,
    sandboxWebhookSecret: 'test-webhook-secret-0123456789abcdef0123456789',
    sandboxWebhookUrl: undefined,
    sandboxPendingResolveSeconds: 8,
    codeCheckLimitPerIpPerMinute: 1_000,
    codeCheckLimitPerMemberPerMinute: 1_000,
    seller: { name: 'Rewards Club Services Private Limited', address: 'Bengaluru, Karnataka', gstin: '29AAACR5055K1Z5', state: 'Karnataka' },
    ...overrides,
  };
}

/** Card-linked offer settings for tests: the defaults (10 checks a minute, 30 an hour, 10 activations a minute). */
export function testCardsConfig(overrides: Partial<CardsConfig> = {}): CardsConfig {
  return { checkLimitPerMinute: 10, checkLimitPerHour: 30, activationLimitPerMemberPerMinute: 10, ...overrides };
}

/** Credit-check settings for tests: the sandbox bureau, 30-day reports, 20 PAN lookups an hour. */
export function testCreditConfig(overrides: Partial<CreditConfig> = {}): CreditConfig {
  return { bureau: 'sandbox', reportValidityDays: 30, panCheckLimitPerMemberPerHour: 20, ...overrides };
}

/** Student form settings for tests: documents under the system's temporary directory, the default 5 sends an hour. */
export function testStudentConfig(overrides: Partial<StudentConfig> = {}): StudentConfig {
  return { documentsDir: path.join(os.tmpdir(), 'rewards-api-test-documents'), s3: undefined, submitLimitPerMemberPerHour: 5, ...overrides };
}

export type TestAppConfigOverrides = Partial<Omit<AppConfig, 'auth' | 'payment' | 'cards' | 'credit' | 'student'>> & {
  auth?: Partial<AuthConfig>;
  payment?: Partial<PaymentConfig>;
  cards?: Partial<CardsConfig>;
  credit?: Partial<CreditConfig>;
  student?: Partial<StudentConfig>;
};

/** Settings for tests and benchmarks: quiet, and otherwise the defaults. */
export function testAppConfig(overrides: TestAppConfigOverrides = {}): AppConfig {
  const { auth, payment, cards, credit, student, ...rest } = overrides;
  return {
    logLevel: 'silent',
    nodeEnv: 'test',
    trustProxy: false,
    ipv6LimitPrefixLength: 64,
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    corsOrigins: [],
    clientLogLimitPerMinute: 60,
    analyticsLimitPerMinute: 120,
    analyticsLimitPerDevicePerMinute: 120,
    analyticsMaxEventsPerBatch: 20,
    analyticsRetentionDays: 90,
    unsubscribeLimitPerMinute: 10,
    couponGenerateLimitPerMemberPerMinute: 30,
    // every read checks the version: a fixture's insert is seen by the next request
    readCache: { versionTtlMs: 0 },
    ...rest,
    auth: testAuthConfig(auth),
    payment: testPaymentConfig(payment),
    cards: testCardsConfig(cards),
    credit: testCreditConfig(credit),
    student: testStudentConfig(student),
  };
}
