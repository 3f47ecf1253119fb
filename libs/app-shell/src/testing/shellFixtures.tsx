// Shell test fixtures shared by the overlay and failure tests.
import type { User } from '@rewards/api-contract';
import { createSessionStore } from '@rewards/auth';
import { vi } from 'vitest';
import type { RegistryEntry } from '../routing/registry';
import { layoutContent } from './layoutFixtures';

export const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });

export const shellRegistry: RegistryEntry[] = [
  { path: '/', handle: { header: 'standard', footer: false }, load: page('Home page') },
  { path: '/faq', handle: { header: 'standard', footer: false }, load: page('FAQ page') },
  { path: '/support', handle: { header: 'standard', footer: false }, load: page('Support page') },
  { path: '/system-overload', handle: { header: 'none', footer: false }, load: async () => (await import('../system/systemRoutes')).overloadRoute },
];

export const layoutApi = { '/c/prime/layout': { success: true, data: layoutContent } };

export function memberUser(primeProfile: User['primeProfile'] = 5): User {
  return {
    autoRenewal: false,
    averageSavings: 0,
    business: false,
    businessLogo: null,
    city: 'Mumbai',
    clientNextAction: 'SHOW_HOME',
    corporate: false,
    dob: '1990-01-01',
    dp: null,
    email: 'aarav@example.in',
    emailVerified: true,
    endDate: null,
    firstName: 'Aarav',
    gender: 'M',
    lastEndDate: null,
    lastName: 'Shah',
    loginType: 'SSO',
    mobile: '9876543210',
    mobileVerified: true,
    orderId: null,
    paymentRequired: false,
    primeId: null,
    primeProfile,
    primeUser: true,
    showRenewal: false,
    ssoId: 'sso-1',
    startDate: null,
    superUser: false,
    totalSavings: 0,
    variantName: null,
  };
}

export function memberSession(primeProfile: User['primeProfile'] = 5) {
  const session = createSessionStore({ storage: undefined, channel: undefined });
  session.completeLogin({ accessToken: 'token', action: 'SHOW_HOME', actionType: 'NAVIGATE', expiresIn: 3600, tokenType: 'Bearer', loginType: 'SSO', user: memberUser(primeProfile) });
  return session;
}

/** A viewport `width` px wide, as far as media queries go. */
export function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}
