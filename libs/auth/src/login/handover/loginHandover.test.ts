// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearLoginHandover,
  LOGIN_HANDOVER_KEYS,
  LOGIN_HANDOVER_TTL_MS,
  readLoginHandover,
  saveLoginHandover,
  subscribeLoginHandover,
} from './loginHandover';

afterEach(() => sessionStorage.clear());

describe('login handover notes', () => {
  it('hands a note over to the next page, in this tab only', () => {
    saveLoginHandover('trialToast', { primeProfile: 5 });

    expect(readLoginHandover('trialToast')).toEqual({ primeProfile: 5 });
    expect(sessionStorage.getItem(LOGIN_HANDOVER_KEYS.trialToast)).not.toBeNull();
    expect(localStorage.getItem(LOGIN_HANDOVER_KEYS.trialToast)).toBeNull();
  });

  it('keeps a note for an hour (1/24 day) and then forgets it', () => {
    saveLoginHandover('referralToast', { text: 'You have already been referred by another member' }, { now: 1_000 });

    expect(readLoginHandover('referralToast', { now: 1_000 + LOGIN_HANDOVER_TTL_MS - 1 })).toEqual({ text: 'You have already been referred by another member' });
    expect(readLoginHandover('referralToast', { now: 1_000 + LOGIN_HANDOVER_TTL_MS })).toBeUndefined();
    // An expired note is removed, not only ignored.
    expect(sessionStorage.getItem(LOGIN_HANDOVER_KEYS.referralToast)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['without an expiry', JSON.stringify({ note: { code: 'ASHA1', announceRefusal: true } })],
    ['of the wrong shape', JSON.stringify({ note: { code: 42 }, expiresAt: Date.now() + 60_000 })],
  ])('ignores and removes a stored note that is %s', (_case, raw) => {
    sessionStorage.setItem(LOGIN_HANDOVER_KEYS.loginCode, raw);

    expect(readLoginHandover('loginCode')).toBeUndefined();
    expect(sessionStorage.getItem(LOGIN_HANDOVER_KEYS.loginCode)).toBeNull();
  });

  it('tells subscribers in this tab when a note is written or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLoginHandover(listener);

    saveLoginHandover('loginCode', { code: 'ASHA1', announceRefusal: false });
    clearLoginHandover('loginCode');
    unsubscribe();
    saveLoginHandover('loginCode', { code: 'ASHA1', announceRefusal: false });

    expect(listener).toHaveBeenCalledTimes(2);
    expect(readLoginHandover('loginCode')).toEqual({ code: 'ASHA1', announceRefusal: false });
  });

  it('works without storage (nothing is kept, nothing throws)', () => {
    saveLoginHandover('trialToast', { primeProfile: 2 }, { storage: undefined });
    expect(readLoginHandover('trialToast', { storage: undefined })).toBeUndefined();
  });
});
