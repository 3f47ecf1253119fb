import { describe, expect, it } from 'vitest';
import { coreSite, moreRewardsSite, shopperSite } from './sites';
import { DARK_MODE_COOKIE, darkModeCookieUpdate, darkModeOf, inAppVisit, merchantIdOf, VISIT_STORAGE_KEY, visitPartner, visitSettings, type VisitStorage } from './visit';

function memoryStorage(initial: Record<string, string> = {}): VisitStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return { values, getItem: (key) => values[key] ?? null, setItem: (key, value) => void (values[key] = value) };
}

describe('merchantIdOf', () => {
  it.each([
    ['ACME_BANK', 'ACME_BANK'],
    ['acme-bank-01', 'acme-bank-01'],
    ['  PAYZAP  ', 'PAYZAP'],
    ['AB', 'AB'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('takes %j as the merchant id %j', (raw, expected) => {
    expect(merchantIdOf(raw)).toBe(expected);
  });

  it.each([
    ['a single character', 'A'],
    ['over 40 characters', 'A'.repeat(41)],
    ['a space inside', 'ACME BANK'],
    ['punctuation', 'ACME.BANK'],
    ['markup', '<script>'],
    ['nothing', ''],
    ['a co-brand channel', 'SHOPPERS_STOP'],
    ['a co-brand channel in lower case', 'more_rewards'],
  ])('refuses %s', (_name, raw) => {
    expect(merchantIdOf(raw)).toBeUndefined();
  });

  it('refuses a missing value', () => {
    expect(merchantIdOf(null)).toBeUndefined();
    expect(merchantIdOf(undefined)).toBeUndefined();
  });
});

describe('visitSettings', () => {
  it('an ordinary visit: no merchant id, not in the app, not dark', () => {
    expect(visitSettings('', memoryStorage())).toEqual({ inApp: false, darkMode: false });
    expect(visitSettings('?promo=WELCOME&info=x&tag=superLogout', memoryStorage())).toEqual({ inApp: false, darkMode: false });
  });

  it('keeps a merchant id for the tab: a later page without it still has it', () => {
    const storage = memoryStorage();
    expect(visitSettings('?merchantId=ACME_BANK', storage).merchantId).toBe('ACME_BANK');
    expect(visitSettings('', storage).merchantId).toBe('ACME_BANK');
    expect(visitSettings('?merchantId=PAYZAP', storage).merchantId).toBe('PAYZAP');
  });

  it('ignores an invalid merchant id: the tab keeps what it had, a fresh one has none', () => {
    const fresh = memoryStorage();
    expect(visitSettings('?merchantId=SHOPPERS_STOP', fresh).merchantId).toBeUndefined();
    expect(fresh.values[VISIT_STORAGE_KEY]).toBeUndefined();
    const storage = memoryStorage();
    visitSettings('?merchantId=ACME_BANK', storage);
    expect(visitSettings('?merchantId=not%20valid', storage).merchantId).toBe('ACME_BANK');
  });

  it.each(['true', '1', 'android', 'ios', 'TRUE', 'iOS'])('app=%s is in the app, for the tab', (value) => {
    const storage = memoryStorage();
    expect(visitSettings(`?app=${value}`, storage).inApp).toBe(true);
    expect(visitSettings('', storage).inApp).toBe(true);
    expect(inAppVisit(storage)).toBe(true);
  });

  it('app=false or 0 ends it for the tab; any other value says nothing', () => {
    const storage = memoryStorage();
    visitSettings('?app=true', storage);
    expect(visitSettings('?app=web', storage).inApp).toBe(true);
    expect(visitSettings('?app=false', storage).inApp).toBe(false);
    expect(inAppVisit(storage)).toBe(false);
    expect(visitSettings('?app=yes', memoryStorage()).inApp).toBe(false);
    visitSettings('?app=1', storage);
    expect(visitSettings('?app=0', storage).inApp).toBe(false);
  });

  it('forgets a damaged or forged stored value', () => {
    expect(visitSettings('', memoryStorage({ [VISIT_STORAGE_KEY]: '{not json' }))).toEqual({ inApp: false, darkMode: false });
    expect(visitSettings('', memoryStorage({ [VISIT_STORAGE_KEY]: JSON.stringify({ merchantId: 'SHOPPERS_STOP', inApp: 'yes' }) }))).toEqual({ inApp: false, darkMode: false });
    expect(inAppVisit(memoryStorage({ [VISIT_STORAGE_KEY]: 'null' }))).toBe(false);
  });

  it('works without storage, or with storage that refuses', () => {
    expect(visitSettings('?merchantId=ACME_BANK&app=ios', null)).toEqual({ merchantId: 'ACME_BANK', inApp: true, darkMode: false });
    const refusing: VisitStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitSettings('?merchantId=ACME_BANK', refusing)).toEqual({ merchantId: 'ACME_BANK', inApp: false, darkMode: false });
    expect(inAppVisit(null)).toBe(false);
  });

  it('reads dark mode from the address, else the cookie', () => {
    expect(visitSettings('?isDarkModeEnabled=true', memoryStorage()).darkMode).toBe(true);
    expect(visitSettings('', memoryStorage(), `a=b; ${DARK_MODE_COOKIE}=1`).darkMode).toBe(true);
    expect(visitSettings('?isDarkModeEnabled=false', memoryStorage(), `${DARK_MODE_COOKIE}=1`).darkMode).toBe(false);
  });
});

describe('dark mode', () => {
  it.each([
    ['the address turns it on', '?isDarkModeEnabled=true', undefined, true],
    ['in any case', '?isDarkModeEnabled=TRUE', '', true],
    ['the address turns it off over the cookie', '?isDarkModeEnabled=false', `${DARK_MODE_COOKIE}=1`, false],
    ['the cookie keeps it on', '?promo=X', `x=1; ${DARK_MODE_COOKIE}=1`, true],
    ['an unknown value says nothing', '?isDarkModeEnabled=maybe', `${DARK_MODE_COOKIE}=1`, true],
    ['nothing: light', '', '', false],
    ['another cookie named alike: light', '', `${DARK_MODE_COOKIE}x=1`, false],
  ])('%s', (_name, search, cookie, expected) => {
    expect(darkModeOf(search, cookie)).toBe(expected);
  });

  it('writes the cookie only when the address says something', () => {
    expect(darkModeCookieUpdate('?isDarkModeEnabled=true')).toBe(`${DARK_MODE_COOKIE}=1; path=/; samesite=lax`);
    expect(darkModeCookieUpdate('?isDarkModeEnabled=false')).toBe(`${DARK_MODE_COOKIE}=; max-age=0; path=/; samesite=lax`);
    expect(darkModeCookieUpdate('?isDarkModeEnabled=')).toBeUndefined();
    expect(darkModeCookieUpdate('')).toBeUndefined();
  });
});

describe('visitPartner', () => {
  it('gives the core site the merchant id as its channel', () => {
    expect(visitPartner(coreSite, { merchantId: 'ACME_BANK' })).toEqual({ ...coreSite, channel: 'ACME_BANK' });
    expect(visitPartner(coreSite, {})).toBe(coreSite);
  });

  it.each([shopperSite, moreRewardsSite])('the $id site keeps its own channel', (site) => {
    expect(visitPartner(site, { merchantId: 'ACME_BANK' })).toBe(site);
  });
});
