import type { AuthApi } from '@rewards/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthTestProviders, authTestApi, fakeAuthApi, loginResult, testSessionStore } from '../testing';
import { readPreLoginDetails, savePreLoginDetails } from './deviceMemory';
import { endsGuestSession, useHomeLoadReset } from './homeLoad';

describe('endsGuestSession', () => {
  it.each([
    ['a GUEST session on the home page', '/', 'GUEST', false, true],
    ['a GUEST session that has just started on the home page and is on its way to payment', '/', 'GUEST', true, false],
    ['a GUEST session on the payment page', '/payment', 'GUEST', false, false],
    ['a GUEST session elsewhere', '/categories', 'GUEST', false, false],
    ['a member (sent on to their home anyway)', '/', 'SSO', false, false],
    ['a visitor', '/', undefined, false, false],
  ] as const)('%s: %s', (_name, pathname, loginType, arriving, expected) => {
    expect(endsGuestSession({ pathname, loginType, arriving })).toBe(expected);
  });
});

describe('useHomeLoadReset', () => {
  function setUp(pathname: string, loginType: 'GUEST' | 'SSO') {
    const store = testSessionStore(null);
    store.completeLogin(loginResult('SHOW_HOME', { loginType, mobileVerified: loginType === 'SSO' }));
    store.finishArriving();
    const logout = vi.fn<AuthApi['logout']>(async () => undefined);
    const api = authTestApi(fakeAuthApi({ logout }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthTestProviders api={api} store={store}>
        {children}
      </AuthTestProviders>
    );
    savePreLoginDetails({ loginAllowed: true, mobile: '9876543210', message: '', loginType: 'GUEST' });
    renderHook(() => useHomeLoadReset(pathname), { wrapper });
    return { store, logout };
  }

  it('on the home page forgets the pre-login details and ends a GUEST session, on the server too', async () => {
    const { store, logout } = setUp('/', 'GUEST');
    await waitFor(() => expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: undefined, accessToken: undefined }));
    expect(logout).toHaveBeenCalledOnce();
    expect(readPreLoginDetails()).toBeUndefined();
  });

  it('elsewhere keeps both', async () => {
    const { store, logout } = setUp('/payment', 'GUEST');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState()).toMatchObject({ loginType: 'GUEST', accessToken: 'access-token' });
    expect(logout).not.toHaveBeenCalled();
    expect(readPreLoginDetails()?.mobile).toBe('9876543210');
  });
});
