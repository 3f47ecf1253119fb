import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { AltchaCaptcha, decodeAltchaPayload, encodeAltchaPayload, type SpentChallenges } from './altcha';
import { NoCaptcha, WhitelistedCaptcha, type CaptchaPort } from './port';
import { RecaptchaCaptcha, SITEVERIFY_URL, type Fetch } from './recaptcha';

const context = { invisible: true, identifier: '9876543210', ip: '203.0.113.9' };

function memorySpent(): SpentChallenges {
  const spent = new Set<string>();
  return {
    async spend(id) {
      if (spent.has(id)) return false;
      spent.add(id);
      return true;
    },
  };
}

async function solvedToken(captcha: AltchaCaptcha): Promise<string> {
  const data = await captcha.challenge();
  if (data.provider !== 'altcha' || !data.altcha) throw new Error('not an altcha challenge');
  const solution = await solveChallenge({ challenge: data.altcha, deriveKey });
  if (!solution) throw new Error('not solved');
  return encodeAltchaPayload(data.altcha, solution);
}

describe('ALTCHA', () => {
  const options = { signatureSecret: 's'.repeat(64), keySignatureSecret: 'k'.repeat(64) };

  it('issues a signed SHA-256 challenge that expires in five minutes', async () => {
    const now = Date.now();
    const data = await new AltchaCaptcha({ ...options, spent: memorySpent(), now: () => now }).challenge();
    expect(data.provider).toBe('altcha');
    expect(data.altcha?.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32, expiresAt: Math.floor(now / 1000) + 300 });
    expect(data.altcha?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(data.altcha?.parameters ?? {})).not.toContain(undefined);
  });

  it('accepts a solved challenge once: the same payload again is a replay', async () => {
    const captcha = new AltchaCaptcha({ ...options, spent: memorySpent() });
    const token = await solvedToken(captcha);
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(token)).toBe(false);
  });

  it('refuses missing, malformed, tampered, foreign, expired and test-mode payloads', async () => {
    const captcha = new AltchaCaptcha({ ...options, spent: memorySpent() });
    const token = await solvedToken(captcha);
    const payload = decodeAltchaPayload(token);
    if (!payload) throw new Error('payload does not decode');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    expect(await captcha.verify(encode({ challenge: null, solution: null, test: true }))).toBe(false);
    const wrongKey = payload.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await captcha.verify(encode({ ...payload, solution: { ...payload.solution, derivedKey: wrongKey } }))).toBe(false);
    expect(await captcha.verify(encode({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } } }))).toBe(false);
    // signed with another server's secret
    const other = new AltchaCaptcha({ signatureSecret: 'x'.repeat(64), keySignatureSecret: 'y'.repeat(64), spent: memorySpent() });
    expect(await captcha.verify(await solvedToken(other))).toBe(false);
    // expired: the same valid payload, checked six minutes later
    const later = new AltchaCaptcha({ ...options, spent: memorySpent(), now: () => Date.now() + 360_000 });
    expect(await later.verify(token)).toBe(false);
    // and still good now
    expect(await captcha.verify(token)).toBe(true);
  });
});

describe('reCAPTCHA', () => {
  const keys = { v3Secret: 'v3-secret', v2Secret: 'v2-secret', v3SiteKey: 'v3-site', v2SiteKey: 'v2-site' };
  const quiet = { warn: () => undefined };

  function fakeFetch(answer: unknown, ok = true) {
    const calls: Array<{ url: string; body: Record<string, string> }> = [];
    const fetch: Fetch = async (url, init) => {
      calls.push({ url, body: Object.fromEntries(init.body) });
      if (answer instanceof Error) throw answer;
      return { ok, json: async () => answer };
    };
    return { fetch, calls };
  }

  it('answers the site keys as its challenge', async () => {
    const captcha = new RecaptchaCaptcha(keys, fakeFetch({}).fetch, quiet);
    expect(await captcha.challenge()).toEqual({ provider: 'recaptcha', recaptcha: { siteKeyV3: 'v3-site', siteKeyV2: 'v2-site' } });
  });

  it('checks an invisible token with the v3 secret and a score of at least 0.5', async () => {
    const good = fakeFetch({ success: true, score: 0.5, action: 'sendOtp' });
    expect(await new RecaptchaCaptcha(keys, good.fetch, quiet).verify('token-1', context)).toBe(true);
    expect(good.calls).toEqual([{ url: SITEVERIFY_URL, body: { secret: 'v3-secret', response: 'token-1', remoteip: '203.0.113.9' } }]);
    expect(await new RecaptchaCaptcha(keys, fakeFetch({ success: true, score: 0.3 }).fetch, quiet).verify('t', context)).toBe(false);
    expect(await new RecaptchaCaptcha(keys, fakeFetch({ success: true }).fetch, quiet).verify('t', context)).toBe(false);
    expect(await new RecaptchaCaptcha(keys, fakeFetch({ success: false, score: 0.9 }).fetch, quiet).verify('t', context)).toBe(false);
  });

  it('checks a visible (v2) token with the v2 secret, where success is enough', async () => {
    const v2 = fakeFetch({ success: true });
    expect(await new RecaptchaCaptcha(keys, v2.fetch, quiet).verify('token-2', { ...context, invisible: false })).toBe(true);
    expect(v2.calls[0]?.body.secret).toBe('v2-secret');
    expect(await new RecaptchaCaptcha(keys, fakeFetch({ success: false }).fetch, quiet).verify('t', { ...context, invisible: false })).toBe(false);
  });

  it('refuses without a token, and when Google fails or answers nonsense', async () => {
    const unused = fakeFetch({ success: true, score: 1 });
    expect(await new RecaptchaCaptcha(keys, unused.fetch, quiet).verify(undefined, context)).toBe(false);
    expect(unused.calls).toEqual([]);
    expect(await new RecaptchaCaptcha(keys, fakeFetch(new Error('network down')).fetch, quiet).verify('t', context)).toBe(false);
    expect(await new RecaptchaCaptcha(keys, fakeFetch({ success: true, score: 1 }, false).fetch, quiet).verify('t', context)).toBe(false);
    expect(await new RecaptchaCaptcha(keys, fakeFetch('nope').fetch, quiet).verify('t', context)).toBe(false);
  });
});

describe('whitelist and none', () => {
  const refuseAll: CaptchaPort = { challenge: async () => ({ provider: 'none' }), verify: async () => false };

  it('lets whitelisted mobiles and addresses through without a token, and asks the provider otherwise', async () => {
    const captcha = new WhitelistedCaptcha(refuseAll, ['9876543210', '198.51.100.1']);
    expect(await captcha.verify(undefined, { ...context, identifier: '9876543210' })).toBe(true);
    expect(await captcha.verify(undefined, { ...context, identifier: '9000000000', ip: '198.51.100.1' })).toBe(true);
    expect(await captcha.verify('token', { ...context, identifier: '9000000000' })).toBe(false);
  });

  it('none lets everything through', async () => {
    expect(await new NoCaptcha().challenge()).toEqual({ provider: 'none' });
    expect(await new NoCaptcha().verify()).toBe(true);
  });
});
