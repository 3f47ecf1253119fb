// India's states and cities (cities.yaml) and the demo members (users.yaml): checked, then written
// while their tables are empty. The demo members exist only outside production.
import { cities, states, users } from '../db/schema';
import type { AppDb } from '../db/connection';
import type { CitiesFile, UserSeed } from './data-schema';

const DAY_MS = 86_400_000;

export function placeProblems({ states: stateList, cities: cityList }: CitiesFile): string[] {
  const problems: string[] = [];
  const kinds = stateList.map((state) => state.kind);
  const stateCount = kinds.filter((kind) => kind === 'STATE').length;
  const territoryCount = kinds.length - stateCount;
  if (stateCount !== 28 || territoryCount !== 8) problems.push(`cities.yaml lists ${stateCount} states and ${territoryCount} union territories; India has 28 and 8`);
  const stateNames = new Set(stateList.map((state) => state.name));
  if (stateNames.size !== stateList.length) problems.push('cities.yaml lists a state twice');
  const cityNames = new Set<string>();
  for (const city of cityList) {
    if (!stateNames.has(city.state)) problems.push(`city ${city.name} names unknown state ${city.state}`);
    if (cityNames.has(city.name.toLowerCase())) problems.push(`city ${city.name} is listed twice`);
    cityNames.add(city.name.toLowerCase());
  }
  return problems;
}

export function userProblems(userList: UserSeed[], places: CitiesFile): string[] {
  const problems: string[] = [];
  const cityNames = new Set(places.cities.map((city) => city.name));
  const mobiles = new Set<string>();
  const ssoIds = new Set<string>();
  for (const user of userList) {
    if (mobiles.has(user.mobile)) problems.push(`user mobile ${user.mobile} is listed twice`);
    if (ssoIds.has(user.ssoId)) problems.push(`user ${user.ssoId} is listed twice`);
    mobiles.add(user.mobile);
    ssoIds.add(user.ssoId);
    if (user.city !== undefined && !cityNames.has(user.city)) problems.push(`user ${user.ssoId} lives in ${user.city}, which is not in cities.yaml`);
  }
  return problems;
}

export async function writePlaces(db: AppDb, places: CitiesFile): Promise<void> {
  // States are referenced by cities; a database seeded before may already hold them.
  await db
    .insert(states)
    .values(places.states.map((state, position) => ({ name: state.name, kind: state.kind, position })))
    .onConflictDoNothing();
  await db.insert(cities).values(places.cities.map((city, position) => ({ name: city.name, state: city.state, position })));
}

export async function writeUsers(db: AppDb, userList: UserSeed[], now: Date): Promise<void> {
  const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await db.insert(users).values(
    userList.map((user) => ({
      ssoId: user.ssoId,
      mobile: user.mobile,
      mobileVerified: user.mobileVerified,
      email: user.email ?? null,
      emailVerified: user.email !== undefined && user.emailVerified,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      city: user.city ?? null,
      gender: user.gender ?? null,
      dob: user.dob ?? null,
      primeProfile: user.primeProfile,
      primeId: user.primeId ?? null,
      variantName: user.variantName ?? null,
      corporate: user.corporate,
      business: user.business,
      businessLogo: user.businessLogo ?? null,
      superUser: user.superUser,
      startDate: daysFromNow(user.startInDays),
      endDate: daysFromNow(user.endInDays),
      lastEndDate: daysFromNow(user.lastEndInDays),
      orderId: user.orderId ?? null,
      autoRenewal: user.autoRenewal,
      showRenewal: user.showRenewal,
      totalSavings: user.totalSavings,
      averageSavings: user.averageSavings,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
