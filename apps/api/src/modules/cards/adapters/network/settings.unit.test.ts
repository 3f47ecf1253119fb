// The card network settings as the server reads them from its environment (through loadConfig):
// the sandbox outside production, refused in production with the setting named; the real network
// from its three settings together; and what the network adapter reads from an ID token.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config';
import { cardBinsOf } from './oidc';
import { cardSsoConfigFrom, type CardSsoEnv } from './settings';
import { parseSandboxCardForm } from './sandbox-page';

const VISA = { VISA_SSO_ISSUER: 'https://sso.visa.example/', VISA_SSO_CLIENT_ID: 'rewards-club', VISA_SSO_CLIENT_SECRET: 'a-client-secret' };

describe('card network settings', () => {
  it('outside production: the sandbox Visa network on the site origin (the social login origin when set)', () => {
    expect(loadConfig({}).cards.sso).toEqual({
      siteOrigin: 'http://localhost:4200',
      networks: { VISA: { issuer: 'http://localhost:4200/dev/oidc/visa', clientId: 'sandbox-visa', clientSecret: expect.stringMatching(/^[0-9a-f]{64}$/), sandbox: true } },
    });
    expect(loadConfig({ SOCIAL_LOGIN_SITE_ORIGIN: 'http://127.0.0.1:4300' }).cards.sso?.networks.VISA?.issuer).toBe('http://127.0.0.1:4300/dev/oidc/visa');
    expect(loadConfig({ CARD_SSO_SITE_ORIGIN: 'http://127.0.0.1:4400/', SOCIAL_LOGIN_SITE_ORIGIN: 'http://127.0.0.1:4300' }).cards.sso?.siteOrigin).toBe('http://127.0.0.1:4400');
    expect(loadConfig({ CARD_SSO_SANDBOX: 'false' }).cards.sso?.networks).toEqual({});
  });

  // Production's other settings (SMS, payment…) are loadConfig's to check; these are the card network's own rules.
  const production = (env: Partial<CardSsoEnv> = {}) => cardSsoConfigFrom({ NODE_ENV: 'production', ...env }, 'sandbox-secret');

  it('refuses the sandbox in production, naming CARD_SSO_SANDBOX', () => {
    expect(production({ CARD_SSO_SANDBOX: 'true' }).problems).toEqual([expect.stringMatching(/^CARD_SSO_SANDBOX: the sandbox card network says anyone holds any card; it is refused when NODE_ENV=production/)]);
  });

  it('in production without VISA_SSO_* no network is on: cards can be checked, nothing activated', () => {
    expect(production()).toEqual({ config: { siteOrigin: 'http://localhost:4200', networks: {} }, problems: [] });
  });

  it('in production the real network needs its issuer, client id and secret together, and the site origin', () => {
    expect(production({ VISA_SSO_ISSUER: VISA.VISA_SSO_ISSUER }).problems).toEqual([expect.stringMatching(/^VISA_SSO_CLIENT_ID, VISA_SSO_CLIENT_SECRET: set together with the other VISA_SSO_\* settings/)]);
    expect(production(VISA).problems).toEqual([expect.stringMatching(/^CARD_SSO_SITE_ORIGIN: is required with VISA_SSO_\* in production/)]);
    expect(production({ ...VISA, CARD_SSO_SITE_ORIGIN: 'https://rewards.example.in' })).toEqual({
      config: { siteOrigin: 'https://rewards.example.in', networks: { VISA: { issuer: 'https://sso.visa.example/', clientId: 'rewards-club', clientSecret: 'a-client-secret', sandbox: false } } },
      problems: [],
    });
  });

  it('loadConfig stops the start on these problems, naming the setting', () => {
    expect(() => loadConfig({ CARD_SSO_SITE_ORIGIN: 'not an origin' })).toThrow(/CARD_SSO_SITE_ORIGIN: must be an origin/);
    expect(() => loadConfig({ VISA_SSO_CLIENT_ID: 'only-the-id' })).toThrow(/VISA_SSO_ISSUER, VISA_SSO_CLIENT_SECRET: set together/);
    expect(() => loadConfig({ VISA_SSO_ISSUER: 'not a url', VISA_SSO_CLIENT_ID: 'x', VISA_SSO_CLIENT_SECRET: 'y' })).toThrow(/VISA_SSO_ISSUER: must be a URL/);
  });
});

describe("the network's ID token", () => {
  it.each([
    [{ card_bins: ['438857', '431940'] }, ['438857', '431940']],
    [{ card_bin: '438857' }, ['438857']],
    [{ card_bins: ['438857'], card_bin: '438857' }, ['438857']],
    [{ card_bins: ['4388570000000000', 438857, '43885', null] }, []],
    [{ card_bins: '438857' }, []],
    [{}, []],
  ])('%j names the cards %j', (claims, bins) => {
    expect(cardBinsOf(claims)).toEqual(bins);
  });
});

describe('the sandbox network sign-in form', () => {
  it('takes 6 digits, or Cancel; anything else is said next to the form', () => {
    expect(parseSandboxCardForm(new URLSearchParams({ action: 'continue', card_bin: ' 438857 ' }))).toEqual({ kind: 'continue', cardBin: '438857' });
    expect(parseSandboxCardForm(new URLSearchParams({ action: 'cancel', card_bin: 'x' }))).toEqual({ kind: 'cancel' });
    for (const cardBin of ['', '43885', '4388571', 'abcdef']) {
      expect(parseSandboxCardForm(new URLSearchParams({ action: 'continue', card_bin: cardBin }))).toMatchObject({ kind: 'invalid', message: 'Enter the first 6 digits of the card you hold.' });
    }
  });
});
