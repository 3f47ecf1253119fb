// CREDIT_BUREAU as loadConfig reads it: the sandbox outside production, none in production, and the
// sandbox refused in production with an error naming the setting (it would show made-up reports as
// the member's own).
import { describe, expect, it } from 'vitest';
import { ConfigError, creditConfigFrom, loadConfig } from '../../config';

const SECRET = 'a-real-secret-of-at-least-32-characters';
const RAZORPAY = { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'key-secret-0123', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123' };
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: SECRET, ...RAZORPAY };

describe('CREDIT_BUREAU', () => {
  // The credit section is read before the others, so its refusal is the one a production start with the sandbox shows.
  it('is the sandbox by default outside production, and none may be chosen there too', () => {
    expect(loadConfig({}).credit.bureau).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).credit.bureau).toBe('sandbox');
    expect(loadConfig({ CREDIT_BUREAU: 'none' }).credit.bureau).toBe('none');
  });

  it('is none by default in production', () => {
    // The credit section alone: a whole production environment also needs the other sections' real providers.
    const env = { CREDIT_REPORT_VALIDITY_DAYS: 30, CREDIT_PAN_CHECK_LIMIT_PER_MEMBER_PER_HOUR: 20 } as const;
    expect(creditConfigFrom({ ...env, NODE_ENV: 'production', CREDIT_BUREAU: undefined })).toEqual({ bureau: 'none', reportValidityDays: 30, panCheckLimitPerMemberPerHour: 20 });
    expect(creditConfigFrom({ ...env, NODE_ENV: 'production', CREDIT_BUREAU: 'none' }).bureau).toBe('none');
    expect(creditConfigFrom({ ...env, NODE_ENV: 'development', CREDIT_BUREAU: undefined }).bureau).toBe('sandbox');
  });

  it('refuses the sandbox in production, naming the setting, with no switch to allow it', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error;
      }
      throw new Error('loadConfig accepted the sandbox bureau in production');
    };
    const error = refusal({ ...PRODUCTION, CREDIT_BUREAU: 'sandbox' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toMatch(/CREDIT_BUREAU: sandbox makes credit reports up from the PAN; it is refused when NODE_ENV=production/);
    // The payment sandbox's escape hatch does not reach it.
    expect(refusal({ ...PRODUCTION, CREDIT_BUREAU: 'sandbox', ALLOW_UNSAFE_SANDBOX_GATEWAY: 'true' })).toBeInstanceOf(ConfigError);
  });

  it('refuses a bureau it does not know, naming the setting', () => {
    expect(() => loadConfig({ CREDIT_BUREAU: 'experian' })).toThrow(/CREDIT_BUREAU: /);
  });
});
