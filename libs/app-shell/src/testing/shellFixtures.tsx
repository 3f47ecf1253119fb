// Shell test fixtures shared by the overlay and failure tests.
import { layoutContent } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { vi } from 'vitest';
import type { RegistryEntry } from '../routing/registry';

export const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });

export const shellRegistry: RegistryEntry[] = [
  { path: '/', handle: { header: 'standard', footer: false }, load: page('Home page') },
  { path: '/faq', handle: { header: 'standard', footer: false }, load: page('FAQ page') },
  { path: '/support', handle: { header: 'standard', footer: false }, load: page('Support page') },
  { path: '/system-overload', handle: { header: 'none', footer: false }, load: async () => (await import('../system/systemRoutes')).overloadRoute },
];

export const layoutApi = { '/c/prime/layout': { success: true, data: layoutContent } };

/** A paying member's session: Aarav, with every detail the frame shows filled in. */
export function memberSession(primeProfile: User['primeProfile'] = 5) {
  return testSessionStore(
    makeUser({ ...paidMembership, primeProfile, firstName: 'Aarav', lastName: 'Shah', email: 'aarav@example.in', emailVerified: true, city: 'Mumbai', gender: 'M', dob: '1990-01-01' }),
  );
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
