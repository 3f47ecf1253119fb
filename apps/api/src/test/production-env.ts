// The environment of an API process started with NODE_ENV=production in tests: every setting
// production requires, none of development's conveniences. One place, so a new production
// requirement (a setting the server refuses to start without) is added here once for every test
// that starts a production process.
import { randomBytes } from 'node:crypto';

/** A production environment; `overrides` add or replace settings (DATA_DIR, DATABASE_URL, …). */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // A fresh secret per call: production refuses the public development one.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Razorpay with placeholder keys and an address nothing listens on: these tests never pay.
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_ProductionEnv',
    RAZORPAY_KEY_SECRET: 'production-env-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'production-env-webhook-secret',
    RAZORPAY_API_BASE: 'http://127.0.0.1:9',
    // A real SMS provider (DLT-registered) and SMTP: production refuses the outbox and the log
    // adapters. Placeholder credentials and addresses nothing listens on: no test here sends.
    SMS_ADAPTER: 'exotel',
    EXOTEL_API_BASE: 'http://127.0.0.1:9',
    EXOTEL_ACCOUNT_SID: 'production-env',
    EXOTEL_API_KEY: 'production-env-key',
    EXOTEL_API_TOKEN: 'production-env-token',
    SMS_SENDER_ID: 'RWDCLB',
    SMS_DLT_ENTITY_ID: '1101000000000000001',
    SMS_DLT_TEMPLATE_LOGIN_OTP: '1107000000000000001',
    SMS_DLT_TEMPLATE_CREDIT_OTP: '1107000000000000002',
    SMS_DLT_TEMPLATE_STUDENT_DECISION: '1107000000000000003',
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMAIL_FROM: 'Rewards Club <no-reply@rewards.example.in>',
    // The company's staff sign-in provider (production refuses the sandbox staff provider): placeholders
    // at an address nothing listens on; discovery happens at the first staff sign-in, which no test here makes.
    CONSOLE_ORIGIN: 'http://127.0.0.1:9',
    STAFF_OIDC_ISSUER: 'https://127.0.0.1:9/realms/staff',
    STAFF_OIDC_CLIENT_ID: 'production-env-console',
    STAFF_OIDC_CLIENT_SECRET: 'production-env-console-secret',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
}
