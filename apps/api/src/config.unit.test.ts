import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_MEMBER_RENDER_KEY } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_AUTH_SECRET, REPO_ROOT, loadConfig } from './config';

const SECRET = 'a-real-secret-of-at-least-32-characters';
/** What production needs to deliver codes: a DLT-registered SMS gateway and SMTP. */
const MESSAGING = {
  SMS_ADAPTER: 'exotel',
  EXOTEL_ACCOUNT_SID: 'rewardsclub1',
  EXOTEL_API_KEY: 'key-123',
  EXOTEL_API_TOKEN: 'token-456',
  SMS_SENDER_ID: 'RWDCLB',
  SMS_DLT_ENTITY_ID: '1101234567890123456',
  SMS_DLT_TEMPLATE_LOGIN_OTP: '1107000000000000001',
  SMS_DLT_TEMPLATE_CREDIT_OTP: '1107000000000000002',
  SMS_DLT_TEMPLATE_STUDENT_DECISION: '1107000000000000003',
  SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
  EMAIL_FROM: 'Rewards Club <no-reply@rewards.example.in>',
};
/** What production needs for staff sign-in: the company's OpenID Connect provider and the console's origin. */
const STAFF_OIDC = { CONSOLE_ORIGIN: 'https://admin.rewards.example.in', STAFF_OIDC_ISSUER: 'https://login.rewards.example.in/realms/staff', STAFF_OIDC_CLIENT_ID: 'operator-console', STAFF_OIDC_CLIENT_SECRET: 'staff-client-secret-0123' };
const RAZORPAY = { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'key-secret-0123', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123' };

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3333,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      databasePool: { statementTimeoutMs: 5_000, connectionTimeoutMs: 3_000, max: 10 },
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      ipv6LimitPrefixLength: 64,
      httpTimeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
      corsOrigins: [],
      clientLogLimitPerMinute: 60,
      analyticsLimitPerMinute: 30,
      analyticsLimitPerDevicePerMinute: 12,
      analyticsMaxEventsPerBatch: 20,
      analyticsRetentionDays: 90,
      unsubscribeLimitPerMinute: 10,
      couponGenerateLimitPerMemberPerMinute: 30,
      readCache: { versionTtlMs: 500 },
      auth: {
        secret: DEV_AUTH_SECRET,
        secretIsDevFallback: true,
        accessTokenTtlSeconds: 900,
        refreshTokenTtlDays: 30,
        otpSendLimitPerIpPerHour: 20,
        lookupLimitPerMinute: 60,
        memberRenderKey: DEV_MEMBER_RENDER_KEY,
        verifyLimitPerIpPerHour: 100,
        smsAdapter: 'outbox',
        exotel: undefined,
        emailAdapter: 'outbox',
        smtp: undefined,
        outboxPollMs: 1_000,
        captchaProvider: 'altcha',
        captchaWhitelist: [],
        recaptcha: undefined,
        staticTestLogin: undefined,
      },
      payment: {
        gateway: 'sandbox',
        unsafeSandboxInProduction: false,
        razorpay: undefined,
        sandboxWebhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        sandboxWebhookUrl: undefined,
        sandboxPendingResolveSeconds: 8,
        codeCheckLimitPerIpPerMinute: 30,
        codeCheckLimitPerMemberPerMinute: 10,
        seller: {
          name: 'Rewards Club Services Private Limited',
          address: '4th Floor, 12 Residency Road, Bengaluru 560025, Karnataka',
          gstin: '29AAACR5055K1Z5',
          state: 'Karnataka',
        },
      },
      cards: {
        checkLimitPerMinute: 10,
        checkLimitPerHour: 30,
        activationLimitPerMemberPerMinute: 10,
        // the card network is the sandbox network, on the core site's local origin
        sso: { siteOrigin: 'http://localhost:4200', networks: { VISA: { issuer: 'http://localhost:4200/dev/oidc/visa', clientId: 'sandbox-visa', clientSecret: expect.stringMatching(/^[0-9a-f]{64}$/), sandbox: true } } },
      },
      credit: { bureau: 'sandbox', reportValidityDays: 30, panCheckLimitPerMemberPerHour: 20 },
      // off unless MARKETING_PROFILE_ADAPTER names a tool
      marketingProfile: { adapter: 'none' },
      student: { documentsDir: path.join(REPO_ROOT, '.data', 'documents'), s3: undefined, submitLimitPerMemberPerHour: 5 },
      // both providers are the sandbox identity provider, on the core site's local origin
      social: {
        siteOrigin: 'http://localhost:4200',
        providers: {
          google: { issuer: 'http://localhost:4200/dev/oidc/google', clientId: 'sandbox-google', clientSecret: expect.stringMatching(/^[0-9a-f]{64}$/), sandbox: true },
          facebook: { issuer: 'http://localhost:4200/dev/oidc/facebook', clientId: 'sandbox-facebook', clientSecret: expect.stringMatching(/^[0-9a-f]{64}$/), sandbox: true },
        },
      },
      staffSignIn: { consoleOrigin: 'http://localhost:4203', issuer: 'http://localhost:4203/dev/oidc/staff', clientId: 'sandbox-console', clientSecret: expect.stringMatching(/^[0-9a-f]{64}$/), sandbox: true },
    });
    // the repo root is where the contract lives
    expect(fs.existsSync(path.join(REPO_ROOT, 'openapi', 'openapi.yaml'))).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/api-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      IPV6_LIMIT_PREFIX_LENGTH: '56',
      DB_STATEMENT_TIMEOUT_MS: '2500',
      DB_CONNECTION_TIMEOUT_MS: '1500',
      DB_POOL_MAX: '20',
      CLIENT_LOG_LIMIT_PER_MINUTE: '10',
      ANALYTICS_LIMIT_PER_DEVICE_PER_MINUTE: '6',
      ANALYTICS_MAX_EVENTS_PER_BATCH: '50',
      ANALYTICS_RETENTION_DAYS: '30',
      UNSUBSCRIBE_LIMIT_PER_MINUTE: '3',
      COUPON_GENERATE_LIMIT_PER_MEMBER_PER_MINUTE: '5',
      CARD_CHECK_LIMIT_PER_MINUTE: '4',
      CARD_CHECK_LIMIT_PER_HOUR: '12',
      CARD_ACTIVATION_LIMIT_PER_MEMBER_PER_MINUTE: '3',
      CREDIT_BUREAU: 'none',
      CREDIT_REPORT_VALIDITY_DAYS: '45',
      CREDIT_PAN_CHECK_LIMIT_PER_MEMBER_PER_HOUR: '7',
      AUTH_SECRET: SECRET,
      ...RAZORPAY,
      ...MESSAGING,
      ...STAFF_OIDC,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/api-data',
      logLevel: 'warn',
      nodeEnv: 'production',
      trustProxy: 1,
      ipv6LimitPrefixLength: 56,
      databasePool: { statementTimeoutMs: 2_500, connectionTimeoutMs: 1_500, max: 20 },
      clientLogLimitPerMinute: 10,
      analyticsLimitPerDevicePerMinute: 6,
      analyticsMaxEventsPerBatch: 50,
      analyticsRetentionDays: 30,
      unsubscribeLimitPerMinute: 3,
      couponGenerateLimitPerMemberPerMinute: 5,
      cards: { checkLimitPerMinute: 4, checkLimitPerHour: 12, activationLimitPerMemberPerMinute: 3 },
      credit: { bureau: 'none', reportValidityDays: 45, panCheckLimitPerMemberPerHour: 7 },
    });
  });

  describe('payment settings', () => {
    it('reads every payment variable', () => {
      const config = loadConfig({
        SANDBOX_WEBHOOK_SECRET: SECRET,
        SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:3398/nc/prime/payment/webhook/sandbox',
        SANDBOX_PENDING_RESOLVE_SECONDS: '3',
        CODE_CHECK_LIMIT_PER_IP_PER_MINUTE: '5',
        CODE_CHECK_LIMIT_PER_MEMBER_PER_MINUTE: '2',
        INVOICE_SELLER_NAME: 'Seller',
        INVOICE_SELLER_ADDRESS: 'Mumbai',
        INVOICE_SELLER_GSTIN: '27AAACR5055K1Z7',
        INVOICE_SELLER_STATE: 'Maharashtra',
      });
      expect(config.payment).toEqual({
        gateway: 'sandbox',
        unsafeSandboxInProduction: false,
        razorpay: undefined,
        sandboxWebhookSecret: SECRET,
        sandboxWebhookUrl: 'http://127.0.0.1:3398/nc/prime/payment/webhook/sandbox',
        sandboxPendingResolveSeconds: 3,
        codeCheckLimitPerIpPerMinute: 5,
        codeCheckLimitPerMemberPerMinute: 2,
        seller: { name: 'Seller', address: 'Mumbai', gstin: '27AAACR5055K1Z7', state: 'Maharashtra' },
      });
    });

    it('reads Razorpay: key id, key secret, webhook secret, and the API base', () => {
      expect(loadConfig({ ...RAZORPAY, RAZORPAY_API_BASE: 'http://127.0.0.1:9/' }).payment).toMatchObject({
        gateway: 'razorpay',
        unsafeSandboxInProduction: false,
        razorpay: { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'key-secret-0123', webhookSecret: 'webhook-secret-0123', apiBase: 'http://127.0.0.1:9' },
      });
      expect(loadConfig(RAZORPAY).payment.razorpay?.apiBase).toBe('https://api.razorpay.com');
    });

    it('refuses production without a gateway, naming PAYMENT_GATEWAY, and the sandbox unless allowed as unsafe', () => {
      const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, ...MESSAGING, ...STAFF_OIDC };
      expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY: is required when NODE_ENV=production/);
      expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY: sandbox .* ALLOW_UNSAFE_SANDBOX_GATEWAY=true/);
      expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox', ALLOW_UNSAFE_SANDBOX_GATEWAY: 'true' }).payment).toMatchObject({ gateway: 'sandbox', unsafeSandboxInProduction: true });
      expect(loadConfig({ ...production, ...RAZORPAY }).payment).toMatchObject({ gateway: 'razorpay', unsafeSandboxInProduction: false });
      // Outside production the sandbox stays the default, and the unsafe setting changes nothing.
      expect(loadConfig({ ALLOW_UNSAFE_SANDBOX_GATEWAY: 'true' }).payment).toMatchObject({ gateway: 'sandbox', unsafeSandboxInProduction: false });
    });

    it.each(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])('refuses Razorpay without %s, naming it', (name) => {
      expect(() => loadConfig({ ...RAZORPAY, [name]: undefined })).toThrow(new RegExp(`${name}: is required with PAYMENT_GATEWAY=razorpay`));
    });

    it('derives the webhook secret from AUTH_SECRET, so each deployment has its own', () => {
      const one = loadConfig({ AUTH_SECRET: SECRET }).payment.sandboxWebhookSecret;
      const other = loadConfig({ AUTH_SECRET: `${SECRET}-other` }).payment.sandboxWebhookSecret;
      expect(one).not.toBe(other);
      expect(one).not.toContain(SECRET);
    });

    it.each([
      ['SANDBOX_WEBHOOK_SECRET', 'short'],
      ['SANDBOX_PENDING_RESOLVE_SECONDS', '-1'],
      ['CODE_CHECK_LIMIT_PER_IP_PER_MINUTE', '0'],
      ['INVOICE_SELLER_GSTIN', 'not-a-gstin'],
      ['PAYMENT_GATEWAY', 'razorpay'],
    ])('refuses %s=%s, naming it', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3333, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['DB_STATEMENT_TIMEOUT_MS', '0'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'https://shop.example.in/path'],
    ['CORS_ORIGINS', 'shop.example.in'],
    ['CORS_ORIGINS', 'ftp://shop.example.in'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j as %j (Fastify’s hop count or proxy list)', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('keeps CORS closed unless origins are listed, and reads a list of exact origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://shop.example.in, http://localhost:4200 ' }).corsOrigins).toEqual(['https://shop.example.in', 'http://localhost:4200']);
  });

  describe('student document settings', () => {
    const S3 = { S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'student-documents', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret-key' };

    it('keeps documents in STUDENT_DOCUMENTS_DIR, or in S3 when all five S3 settings are given', () => {
      expect(loadConfig({ STUDENT_DOCUMENTS_DIR: '/var/lib/api/documents', STUDENT_SUBMIT_LIMIT_PER_MEMBER_PER_HOUR: '3' }).student).toEqual({ documentsDir: '/var/lib/api/documents', s3: undefined, submitLimitPerMemberPerHour: 3 });
      expect(loadConfig(S3).student.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'student-documents', region: 'auto', accessKeyId: 'key-id', secretAccessKey: 'secret-key' });
    });

    it.each([
      ['some S3 settings only', { S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET }, /S3_\*: set all five/],
      ['an S3 endpoint that is not http(s)', { ...S3, S3_ENDPOINT: 'ftp://files.example.in' }, /S3_ENDPOINT/],
      ['an invalid bucket name', { ...S3, S3_BUCKET: 'Student_Documents' }, /S3_BUCKET/],
      ['a zero send limit', { STUDENT_SUBMIT_LIMIT_PER_MEMBER_PER_HOUR: '0' }, /STUDENT_SUBMIT_LIMIT_PER_MEMBER_PER_HOUR/],
    ])('refuses %s', (_label, env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('auth settings', () => {
    it('reads every auth variable', () => {
      const config = loadConfig({
        AUTH_SECRET: SECRET,
        ACCESS_TOKEN_TTL_SECONDS: '60',
        REFRESH_TOKEN_TTL_DAYS: '7',
        OTP_SEND_LIMIT_PER_IP_PER_HOUR: '50',
        AUTH_LOOKUP_LIMIT_PER_MINUTE: '120',
        OTP_VERIFY_LIMIT_PER_IP_PER_HOUR: '40',
        SMS_ADAPTER: 'log',
        CAPTCHA_PROVIDER: 'none',
        CAPTCHA_WHITELIST: ' 9876543210, 127.0.0.1 ,,',
        STATIC_TEST_MOBILE: '9999999999',
        STATIC_TEST_OTP: '123456',
        MEMBER_RENDER_KEY: 'a-member-render-key-of-32-characters-or-more',
      });
      expect(config.auth).toEqual({
        secret: SECRET,
        secretIsDevFallback: false,
        accessTokenTtlSeconds: 60,
        refreshTokenTtlDays: 7,
        otpSendLimitPerIpPerHour: 50,
        lookupLimitPerMinute: 120,
        memberRenderKey: 'a-member-render-key-of-32-characters-or-more',
        verifyLimitPerIpPerHour: 40,
        smsAdapter: 'log',
        exotel: undefined,
        emailAdapter: 'log',
        smtp: undefined,
        outboxPollMs: 1_000,
        captchaProvider: 'none',
        captchaWhitelist: ['9876543210', '127.0.0.1'],
        recaptcha: undefined,
        staticTestLogin: { mobile: '9999999999', otp: '123456' },
      });
    });

    it('requires AUTH_SECRET in production, and an SMS gateway and SMTP that really deliver', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required when NODE_ENV=production/);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY })).toThrow(/SMS_ADAPTER: is required when NODE_ENV=production: exotel/);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, SMS_ADAPTER: 'log' })).toThrow(/SMS_ADAPTER: log delivers no text/);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, SMS_DLT_TEMPLATE_CREDIT_OTP: '' })).toThrow(/SMS_ADAPTER: exotel needs SMS_DLT_TEMPLATE_CREDIT_OTP/);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, ...STAFF_OIDC, SMS_DLT_TEMPLATE_STUDENT_DECISION: undefined })).toThrow(/SMS_ADAPTER: exotel needs SMS_DLT_TEMPLATE_STUDENT_DECISION/);
      expect(() => loadConfig({ ...MESSAGING, SMS_DLT_TEMPLATE_STUDENT_DECISION: 'student-decision' })).toThrow(/SMS_DLT_TEMPLATE_STUDENT_DECISION: must be a DLT template id \(digits\)/);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, SMTP_URL: '' })).toThrow(/EMAIL_ADAPTER: log delivers no email/);
      expect(() => loadConfig({ ...MESSAGING, SMS_SENDER_ID: 'rewards-club' })).toThrow(/SMS_SENDER_ID: must be the 6-letter DLT header/);
      const auth = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, ...STAFF_OIDC, SMS_TIMEOUT_MS: '3000', OUTBOX_POLL_MS: '500' }).auth;
      expect(auth).toMatchObject({ secret: SECRET, secretIsDevFallback: false, smsAdapter: 'exotel', captchaProvider: 'altcha', outboxPollMs: 500 });
      expect(auth.exotel).toEqual({
        apiBase: 'https://api.exotel.com',
        accountSid: 'rewardsclub1',
        apiKey: 'key-123',
        apiToken: 'token-456',
        senderId: 'RWDCLB',
        dltEntityId: '1101234567890123456',
        templateIds: { login_otp: '1107000000000000001', credit_otp: '1107000000000000002', student_decision: '1107000000000000003' },
        timeoutMs: 3_000,
      });
    });

    it('sends email by SMTP only when SMTP is configured, else beside the SMS adapter', () => {
      const smtpEnv = { SMTP_URL: 'smtps://user:pass@smtp.example.in:465', EMAIL_FROM: 'Rewards Club <no-reply@rewards.example.in>' };
      expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING, ...STAFF_OIDC, ...smtpEnv }).auth).toMatchObject({ emailAdapter: 'smtp', smtp: { url: smtpEnv.SMTP_URL, from: smtpEnv.EMAIL_FROM, timeoutMs: 5_000 } });
      expect(loadConfig({ SMS_ADAPTER: 'log' }).auth).toMatchObject({ emailAdapter: 'log', smtp: undefined });
      expect(loadConfig({}).auth).toMatchObject({ emailAdapter: 'outbox' });
    });

    it('uses reCAPTCHA when all four keys are set', () => {
      const keys = { RECAPTCHA_V3_SECRET: 's3', RECAPTCHA_V2_SECRET: 's2', RECAPTCHA_V3_SITE_KEY: 'k3', RECAPTCHA_V2_SITE_KEY: 'k2' };
      expect(loadConfig(keys).auth).toMatchObject({ captchaProvider: 'recaptcha', recaptcha: { v3Secret: 's3', v2Secret: 's2', v3SiteKey: 'k3', v2SiteKey: 'k2' } });
      expect(loadConfig({ ...keys, CAPTCHA_PROVIDER: 'altcha' }).auth.captchaProvider).toBe('altcha');
    });

    it.each([
      ['a short AUTH_SECRET', { AUTH_SECRET: 'too-short' }, /AUTH_SECRET: must be at least 32 characters/],
      ['a zero access token lifetime', { ACCESS_TOKEN_TTL_SECONDS: '0' }, /ACCESS_TOKEN_TTL_SECONDS/],
      ['an unknown SMS adapter', { SMS_ADAPTER: 'carrier-pigeon' }, /SMS_ADAPTER/],
      ['an unknown captcha provider', { CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER/],
      ['some reCAPTCHA keys only', { RECAPTCHA_V3_SECRET: 's3' }, /RECAPTCHA_\*: set all four/],
      ['reCAPTCHA without keys', { CAPTCHA_PROVIDER: 'recaptcha' }, /CAPTCHA_PROVIDER: recaptcha needs/],
      ['a static test mobile without its code', { STATIC_TEST_MOBILE: '9999999999' }, /STATIC_TEST_MOBILE: set together/],
      ['a static test code of five digits', { STATIC_TEST_MOBILE: '9999999999', STATIC_TEST_OTP: '12345' }, /STATIC_TEST_OTP: must be 6 digits/],
      ['an invalid static test mobile', { STATIC_TEST_MOBILE: '12345', STATIC_TEST_OTP: '123456' }, /STATIC_TEST_MOBILE/],
      ['the outbox in production', { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMS_ADAPTER: 'outbox' }, /SMS_ADAPTER: outbox is for development only/],
      ['captcha off in production', { NODE_ENV: 'production', AUTH_SECRET: SECRET, CAPTCHA_PROVIDER: 'none' }, /CAPTCHA_PROVIDER: none is for development only/],
      ['the email outbox in production', { NODE_ENV: 'production', AUTH_SECRET: SECRET, EMAIL_ADAPTER: 'outbox' }, /EMAIL_ADAPTER: outbox is for development only/],
      ['SMTP without a sender', { EMAIL_ADAPTER: 'smtp', SMTP_URL: 'smtps://user:pass@smtp.example.in:465' }, /EMAIL_ADAPTER: smtp needs SMTP_URL and EMAIL_FROM/],
      ['an SMTP URL of another scheme', { SMTP_URL: 'https://smtp.example.in' }, /SMTP_URL/],
      ['a static test login in production', { NODE_ENV: 'production', AUTH_SECRET: SECRET, STATIC_TEST_MOBILE: '9999999999', STATIC_TEST_OTP: '123456' }, /refused when NODE_ENV=production/],
    ])('refuses %s', (_label, env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('social login', () => {
    it('uses the real provider where its keys are set, and the sandbox for the other', () => {
      const { social } = loadConfig({ GOOGLE_CLIENT_ID: 'g-client', GOOGLE_CLIENT_SECRET: 'g-secret', SOCIAL_LOGIN_SITE_ORIGIN: 'https://rewards.example.in/' });
      expect(social).toEqual({
        siteOrigin: 'https://rewards.example.in',
        providers: {
          google: { issuer: 'https://accounts.google.com', clientId: 'g-client', clientSecret: 'g-secret', sandbox: false },
          facebook: expect.objectContaining({ issuer: 'https://rewards.example.in/dev/oidc/facebook', sandbox: true }),
        },
      });
    });

    it('runs no sandbox in production, and offers only the providers with keys', () => {
      const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENT_GATEWAY: 'sandbox', ALLOW_UNSAFE_SANDBOX_GATEWAY: 'true', ...MESSAGING, ...STAFF_OIDC };
      expect(loadConfig(production).social).toEqual({ siteOrigin: 'http://localhost:4200', providers: {} });
      expect(() => loadConfig({ ...production, SOCIAL_LOGIN_SANDBOX: 'true' })).toThrow(/SOCIAL_LOGIN_SANDBOX/);
      expect(() => loadConfig({ ...production, FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/SOCIAL_LOGIN_SITE_ORIGIN/);
      expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g' })).toThrow(/GOOGLE_CLIENT_ID: set together with GOOGLE_CLIENT_SECRET/);
    });
  });

  describe('staff sign-in (the operator console)', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY, ...MESSAGING };

    it('uses the sandbox staff provider at the console origin outside production, and the company provider when its three settings are set', () => {
      expect(loadConfig({ CONSOLE_ORIGIN: 'http://admin.localhost:4300/' }).staffSignIn).toMatchObject({ consoleOrigin: 'http://admin.localhost:4300', issuer: 'http://admin.localhost:4300/dev/oidc/staff', sandbox: true });
      expect(loadConfig({ ...production, ...STAFF_OIDC }).staffSignIn).toEqual({
        consoleOrigin: 'https://admin.rewards.example.in',
        issuer: 'https://login.rewards.example.in/realms/staff',
        clientId: 'operator-console',
        clientSecret: 'staff-client-secret-0123',
        sandbox: false,
      });
    });

    it('refuses to start in production without the company provider, naming the settings and why', () => {
      expect(() => loadConfig(production)).toThrow(/STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET: required when NODE_ENV=production.*sandbox staff provider.*refused in production/);
      expect(() => loadConfig({ ...production, ...STAFF_OIDC, STAFF_OIDC_CLIENT_SECRET: '' })).toThrow(/STAFF_OIDC_CLIENT_SECRET: required when NODE_ENV=production/);
      expect(() => loadConfig({ ...production, ...STAFF_OIDC, CONSOLE_ORIGIN: '' })).toThrow(/CONSOLE_ORIGIN: is required when NODE_ENV=production/);
      expect(() => loadConfig({ ...production, ...STAFF_OIDC, STAFF_OIDC_ISSUER: 'http://idp.internal' })).toThrow(/STAFF_OIDC_ISSUER: must be an https URL/);
    });

    it('refuses some of the STAFF_OIDC_* settings only, anywhere', () => {
      expect(() => loadConfig({ STAFF_OIDC_ISSUER: 'https://login.example.in' })).toThrow(/STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET: set together with the other STAFF_OIDC_\* settings/);
    });
  });

  describe('production refusals: the public secret and proxies that trust everyone (issue 29)', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY };

    it('refuses the public MEMBER_RENDER_KEY in production, and has none there unless set (members then get the neutral frame)', () => {
      expect(() => loadConfig({ ...production, MEMBER_RENDER_KEY: DEV_MEMBER_RENDER_KEY })).toThrow(/MEMBER_RENDER_KEY: is the public development key/);
      expect(() => loadConfig({ MEMBER_RENDER_KEY: 'short' })).toThrow(/MEMBER_RENDER_KEY: must be at least 32 characters/);
      expect(loadConfig({}).auth.memberRenderKey).toBe(DEV_MEMBER_RENDER_KEY);
      expect(() => loadConfig(production)).not.toThrow(/MEMBER_RENDER_KEY/);
    });

    it('refuses the public development AUTH_SECRET in production, naming the setting', () => {
      expect(() => loadConfig({ ...production, AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(/AUTH_SECRET: is the public development secret/);
      // a private secret is not refused for being the secret (whatever else production may still ask for)
      expect(() => loadConfig(production)).not.toThrow(/AUTH_SECRET/);
      // outside production the development secret stays usable
      expect(loadConfig({ AUTH_SECRET: DEV_AUTH_SECRET }).auth.secret).toBe(DEV_AUTH_SECRET);
    });

    it.each([
      ['0.0.0.0/0', 'IPv4'],
      ['::/0', 'IPv6'],
      ['0.0.0.0/1,128.0.0.0/1', 'IPv4'],
      ['0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1, 10.0.0.0/8', 'IPv4'],
      ['::ffff:0:0/96', 'IPv4'],
      ['::ffff:0.0.0.0/97,128.0.0.0/1', 'IPv4'],
      ['::/1,8000::/1', 'IPv6'],
      ['::/1,8000::/2,c000::/2,0.0.0.0/1,128.0.0.0/1', 'IPv4 and every IPv6'],
    ])('refuses TRUST_PROXY=%s (it covers every %s address) with a clear message, in production and everywhere', (value, family) => {
      for (const env of [{ ...production, TRUST_PROXY: value }, { TRUST_PROXY: value }]) {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(`TRUST_PROXY: ${value.split(',').map((entry) => entry.trim()).join(',')} covers every ${family} address`);
      }
    });

    it.each([
      ['0.0.0.0/1'],
      ['0.0.0.0/1,128.0.0.0/2,192.0.0.0/3,224.0.0.0/4,240.0.0.0/5,248.0.0.0/6,252.0.0.0/7,254.0.0.0/8,255.0.0.0/9'],
      ['::/1,8000::/2,c000::/3'],
      // a mapped CIDR shorter than /96 matches no client at all (proxy-addr), so it covers nothing
      ['::ffff:0:0/95,::/1'],
      ['10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fd00::/8,loopback'],
    ])('accepts TRUST_PROXY=%s, which leaves some addresses untrusted', (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(value.split(','));
      expect(() => loadConfig({ ...production, TRUST_PROXY: value })).not.toThrow(/TRUST_PROXY/);
    });

    it.each([
      ['AUTH_SECRET', { AUTH_SECRET: DEV_AUTH_SECRET }, 'AUTH_SECRET: is the public development secret'],
      ['TRUST_PROXY', { AUTH_SECRET: SECRET, TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY: 0.0.0.0/0 covers every IPv4 address'],
    ])('the real server process refuses to start in production over %s: exit code 2, the setting named on stderr', async (_name, env, message) => {
      // The server as deployed (tsx src/server.ts): it must stop at the settings, before any database or port.
      const started = Date.now();
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = execFile(
          path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
          ['src/server.ts'],
          {
            cwd: path.join(REPO_ROOT, 'apps/api'),
            env: { PATH: process.env.PATH, ...production, ...env, PORT: '5187', HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: path.join(os.tmpdir(), `config-refusal-${process.pid}`) },
            timeout: 30_000,
          },
          (error, _stdout, stderr) => {
            if (error && typeof error.code !== 'number') reject(error);
            else resolve({ code: child.exitCode, stderr });
          },
        );
      });
      console.log(`production start with the ${_name} refusal: exit code ${result.code} after ${Date.now() - started} ms`);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
    }, 40_000);

    it('reads IPV6_LIMIT_PREFIX_LENGTH (32 to 128, default 64)', () => {
      expect(loadConfig({}).ipv6LimitPrefixLength).toBe(64);
      expect(loadConfig({ IPV6_LIMIT_PREFIX_LENGTH: '128' }).ipv6LimitPrefixLength).toBe(128);
      expect(() => loadConfig({ IPV6_LIMIT_PREFIX_LENGTH: '16' })).toThrow(/IPV6_LIMIT_PREFIX_LENGTH/);
      expect(() => loadConfig({ IPV6_LIMIT_PREFIX_LENGTH: '129' })).toThrow(/IPV6_LIMIT_PREFIX_LENGTH/);
    });
  });
});
