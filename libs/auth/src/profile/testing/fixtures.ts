// The profile's members (the shared `makeUser` with a complete profile) and a fake AuthApi that
// keeps profile edits, for the profile's tests and stories.
import type { AuthApi } from '@rewards/api-client';
import type { City, UpdateUserFields, User } from '@rewards/api-contract';
import { fakeAuthApi, makeUser, paidMembership } from '../../testing';

/** A paying member who has filled in every detail the profile shows: `makeUser(completeProfile)`. */
export const completeProfile = {
  ...paidMembership,
  ssoId: 'sso-1001',
  primeId: 'P-1001',
  email: 'asha.rao@example.com',
  emailVerified: true,
  city: 'Pune',
  gender: 'F',
  variantName: 'TP_ANNUAL',
  startDate: '2026-01-12T04:30:00Z',
  endDate: '2027-01-12T04:30:00Z',
  orderId: 'ORD-1001',
  averageSavings: 404,
  totalSavings: 4850,
} satisfies Partial<User>;

export const trialMember = () =>
  makeUser({ ...completeProfile, primeProfile: 1, startDate: '2026-03-01T04:30:00Z', endDate: '2099-03-31T04:30:00Z', totalSavings: 1200, variantName: 'TP_TRIAL' });
export const paidMember = () => makeUser({ ...completeProfile, endDate: '2099-01-12T04:30:00Z' });
export const expiredMember = () =>
  makeUser({ ...completeProfile, primeProfile: 6, primeUser: false, startDate: '2025-01-12T04:30:00Z', endDate: '2026-01-12T04:30:00Z', totalSavings: 12650, paymentRequired: true });
/** A member who signed up with the placeholder name and nothing else. */
export const newGuestNamedMember = () =>
  makeUser({ ...completeProfile, firstName: 'Guest', lastName: null, city: null, gender: null, email: null, emailVerified: false, primeProfile: 0, totalSavings: 0 });

export const sampleCities: City[] = [
  { name: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Aurangabad', state: 'Bihar' },
  { name: 'Aurangabad', state: 'Maharashtra' },
  { name: 'Bengaluru', state: 'Karnataka' },
  { name: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Delhi', state: 'Delhi' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Jaipur', state: 'Rajasthan' },
  { name: 'Kolkata', state: 'West Bengal' },
  { name: 'Lucknow', state: 'Uttar Pradesh' },
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Navi Mumbai', state: 'Maharashtra' },
  { name: 'Pune', state: 'Maharashtra' },
];

export interface ProfileAuthApi extends AuthApi {
  /** Every `updateUser` call, in order. */
  updates: UpdateUserFields[];
}

/**
 * The shared `fakeAuthApi()` answering the profile calls from memory: `updateUser` merges the
 * fields into the user it was given (or runs `onUpdate`, which may throw an ApiError to act out a
 * refusal) and records them.
 */
export function profileAuthApi({
  user = makeUser(completeProfile),
  cities = sampleCities,
  onUpdate,
  citiesDelayMs = 0,
  updateDelayMs = 0,
}: {
  user?: User;
  cities?: City[];
  onUpdate?: (fields: UpdateUserFields, current: User) => User | Promise<User>;
  citiesDelayMs?: number;
  updateDelayMs?: number;
} = {}): ProfileAuthApi {
  let current = user;
  const updates: UpdateUserFields[] = [];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    ...fakeAuthApi({
      currentUser: () => Promise.resolve(current),
      async updateUser(fields) {
        updates.push(fields);
        if (updateDelayMs) await wait(updateDelayMs);
        current = onUpdate ? await onUpdate(fields, current) : ({ ...current, ...fields } as User);
        return current;
      },
      async cities() {
        if (citiesDelayMs) await wait(citiesDelayMs);
        return { cities, states: [...new Set(cities.map((city) => city.state))].sort() };
      },
    }),
    updates,
  };
}
