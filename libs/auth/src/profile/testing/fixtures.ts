// Contract-typed sample data and a fake AuthApi for the profile's tests and stories.
import type { AuthApi } from '@rewards/api-client';
import type { City, LoginResult, UpdateUserFields, User } from '@rewards/api-contract';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    ssoId: 'sso-1001',
    primeId: 'P-1001',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    emailVerified: true,
    mobile: '9876543210',
    mobileVerified: true,
    city: 'Pune',
    gender: 'F',
    dob: null,
    dp: null,
    primeProfile: 5,
    primeUser: true,
    variantName: 'TP_ANNUAL',
    corporate: false,
    business: false,
    businessLogo: null,
    clientNextAction: 'SHOW_HOME',
    lastEndDate: null,
    startDate: '2026-01-12T04:30:00Z',
    endDate: '2027-01-12T04:30:00Z',
    orderId: 'ORD-1001',
    autoRenewal: false,
    showRenewal: false,
    averageSavings: 404,
    totalSavings: 4850,
    paymentRequired: false,
    loginType: 'SSO',
    superUser: false,
    ...overrides,
  };
}

export const trialMember = () =>
  makeUser({ primeProfile: 1, startDate: '2026-03-01T04:30:00Z', endDate: '2099-03-31T04:30:00Z', totalSavings: 1200, variantName: 'TP_TRIAL' });
export const paidMember = () => makeUser({ primeProfile: 5, endDate: '2099-01-12T04:30:00Z' });
export const expiredMember = () =>
  makeUser({ primeProfile: 6, primeUser: false, startDate: '2025-01-12T04:30:00Z', endDate: '2026-01-12T04:30:00Z', totalSavings: 12650, paymentRequired: true });
/** A member who signed up with the placeholder name and nothing else. */
export const newGuestNamedMember = () => makeUser({ firstName: 'Guest', lastName: null, city: null, gender: null, email: null, emailVerified: false, primeProfile: 0, totalSavings: 0 });

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

export function makeLoginResult(user: User): LoginResult {
  return { accessToken: 'test-access-token', action: 'SHOW_HOME', actionType: 'NAVIGATE', expiresIn: 900, loginType: user.loginType, tokenType: 'Bearer', user };
}

const notInThisFake = (name: string) => () => Promise.reject(new Error(`${name} is not part of the profile fake`));

export interface FakeAuthApi extends AuthApi {
  /** Every `updateUser` call, in order. */
  updates: UpdateUserFields[];
}

/**
 * An AuthApi that answers the profile calls from memory: `updateUser` merges the fields into the
 * user it was given (or runs `onUpdate`, which may throw an ApiError to act out a refusal).
 */
export function fakeAuthApi({
  user = makeUser(),
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
} = {}): FakeAuthApi {
  let current = user;
  const updates: UpdateUserFields[] = [];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    updates,
    checkUserExist: notInThisFake('checkUserExist'),
    preLogin: notInThisFake('preLogin'),
    captchaChallenge: notInThisFake('captchaChallenge'),
    register: notInThisFake('register'),
    sendOtp: notInThisFake('sendOtp'),
    resendOtp: notInThisFake('resendOtp'),
    verifyOtp: notInThisFake('verifyOtp'),
    exchangeTicket: notInThisFake('exchangeTicket'),
    newToken: notInThisFake('newToken'),
    logout: () => Promise.resolve(),
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
  };
}
