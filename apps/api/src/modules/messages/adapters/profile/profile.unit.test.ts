import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config';
import { productionEnv } from '../../../../test/production-env';
import { PermanentDeliveryError } from '../../errors';
import { CleverTapProfiles, type CleverTapSettings } from './clevertap';
import { startFakeCleverTap, type FakeCleverTap } from './fake-clevertap';
import { marketingGender, marketingPhone, marketingProfileOf, type ProfileSource } from './port';

const member: ProfileSource = {
  ssoId: 'sso_asha01',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha.Rao@Example.com',
  emailVerified: true,
  mobile: '9876543210',
  city: 'Bengaluru',
  gender: 'N',
  emailOptedOut: false,
  smsOptedOut: false,
};

describe('the marketing profile (spec §5)', () => {
  it.each([
    ['M', 'M'],
    ['F', 'F'],
    ['N', 'F'],
    [null, undefined],
    ['X', undefined],
  ])('a gender of %s is sent as %s', (gender, sent) => {
    expect(marketingGender(gender)).toBe(sent);
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    [null, undefined],
    ['12345', undefined],
  ])('a mobile of %s is sent as %s', (mobile, sent) => {
    expect(marketingPhone(mobile)).toBe(sent);
  });

  it('identifies the member by ssoId and sends what they gave, with the spec’s mappings and their opt-outs', () => {
    expect(marketingProfileOf(member)).toEqual({
      identity: 'sso_asha01',
      profileData: { Name: 'Asha Rao', Email: 'asha.rao@example.com', Phone: '+919876543210', Gender: 'F', City: 'Bengaluru', 'MSG-email': true, 'MSG-sms': true },
    });
  });

  it('leaves out what the member has not given, and an unverified email; opt-outs turn the channels off', () => {
    const profile = marketingProfileOf({ ...member, firstName: null, lastName: null, emailVerified: false, city: null, gender: null, mobile: null, emailOptedOut: true, smsOptedOut: true });
    expect(profile).toEqual({ identity: 'sso_asha01', profileData: { 'MSG-email': false, 'MSG-sms': false } });
  });
});

describe('CleverTap (the marketing-profile tool)', () => {
  let fake: FakeCleverTap | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const settings = (apiBase: string, timeoutMs = 2_000): CleverTapSettings => ({ apiBase, accountId: 'TEST-ACC-1', passcode: 'pass-123', timeoutMs });

  it('uploads the profile with the account headers', async () => {
    fake = await startFakeCleverTap();
    await new CleverTapProfiles(settings(fake.url)).send(marketingProfileOf(member));
    expect(fake.received).toEqual([{ ...marketingProfileOf(member), accountId: 'TEST-ACC-1', passcode: 'pass-123' }]);
  });

  it('a failing tool is retried later; a refused profile is not', async () => {
    fake = await startFakeCleverTap('fail');
    const failed = await new CleverTapProfiles(settings(fake.url)).send(marketingProfileOf(member)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PermanentDeliveryError);
    fake.mode = 'refuse';
    await expect(new CleverTapProfiles(settings(fake.url)).send(marketingProfileOf(member))).rejects.toBeInstanceOf(PermanentDeliveryError);
  });

  it('gives up on a tool that never answers within its timeout', async () => {
    fake = await startFakeCleverTap('stall');
    await expect(new CleverTapProfiles(settings(fake.url, 300)).send(marketingProfileOf(member))).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('MARKETING_PROFILE_ADAPTER', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).marketingProfile).toEqual({ adapter: 'none' });
    expect(loadConfig(productionEnv()).marketingProfile).toEqual({ adapter: 'none' });
  });

  it('clevertap needs its account id and passcode', () => {
    expect(() => loadConfig({ MARKETING_PROFILE_ADAPTER: 'clevertap' })).toThrow(/CLEVERTAP_ACCOUNT_ID: is required[\s\S]*CLEVERTAP_PASSCODE: is required/);
    expect(loadConfig({ MARKETING_PROFILE_ADAPTER: 'clevertap', CLEVERTAP_ACCOUNT_ID: 'A', CLEVERTAP_PASSCODE: 'P', CLEVERTAP_API_BASE: 'http://127.0.0.1:4010' }).marketingProfile).toEqual({
      adapter: 'clevertap',
      clevertap: { apiBase: 'http://127.0.0.1:4010', accountId: 'A', passcode: 'P', timeoutMs: 5_000 },
    });
  });

  it.each(['http://127.0.0.1:4010', 'https://localhost:4010', 'https://10.0.0.5', 'http://in1.api.clevertap.com'])('refuses a local or plain-http target (%s) in production', (apiBase) => {
    const env = productionEnv({ MARKETING_PROFILE_ADAPTER: 'clevertap', CLEVERTAP_ACCOUNT_ID: 'A', CLEVERTAP_PASSCODE: 'P', CLEVERTAP_API_BASE: apiBase });
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/CLEVERTAP_API_BASE: .* is refused when NODE_ENV=production/);
  });

  it('takes CleverTap’s own API in production', () => {
    const env = productionEnv({ MARKETING_PROFILE_ADAPTER: 'clevertap', CLEVERTAP_ACCOUNT_ID: 'A', CLEVERTAP_PASSCODE: 'P' });
    expect(loadConfig(env).marketingProfile?.clevertap?.apiBase).toBe('https://in1.api.clevertap.com');
  });
});
