// The profile: reading it, the completion prompts' fields, and the cities it may name.
import { AUTH_MESSAGES } from '@rewards/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, TestClock, bearer, logIn, type LoggedIn } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';
import { CACHE_SHORT } from '../../http/cache-control';

const clock = new TestClock();
let incomplete: LoggedIn;
let member: LoggedIn;
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
beforeAll(async () => {
  incomplete = await logIn(t.app, '9876543215');
  member = await logIn(t.app, '9876543210');
});

const update = (session: LoggedIn, user: Record<string, unknown>) => postJson(t.app, AUTH.update, { user }, bearer(session.accessToken));

function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code, ...(userMessage ? { userMessage } : {}) });
}

describe('the profile', () => {
  it('answers the member who needs to complete it: placeholder name, no city, no gender', async () => {
    const response = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(incomplete.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({ ssoId: 'sso_demo_incomplete_profile', firstName: 'Guest', lastName: null, city: null, gender: null, primeProfile: 5 });
  });

  it('takes names, a listed city and a gender, and keeps them', async () => {
    const response = await update(incomplete, { firstName: '  Zoë  ', lastName: "D'Souza-Pereira", city: 'bengaluru', gender: 'N' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'Zoë', lastName: "D'Souza-Pereira", city: 'Bengaluru', gender: 'N' });
    const again = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(incomplete.accessToken) });
    expect(again.json().data).toMatchObject({ firstName: 'Zoë', city: 'Bengaluru', gender: 'N' });
    expect((await update(incomplete, { firstName: 'अनन्या' })).json().data.firstName).toBe('अनन्या');
  });

  it.each([
    ['an empty first name', { firstName: '' }],
    ['a first name of spaces', { firstName: '   ' }],
    ['digits in a name', { lastName: 'R2D2' }],
    ['symbols in a name', { firstName: 'Bob!' }],
    ['a link for a name', { lastName: 'www.spam.in' }],
    ['a name over 50 characters', { firstName: 'a'.repeat(51) }],
    ['a city not in the list', { city: 'Atlantis' }],
    ['a lower-case gender', { gender: 'm' }],
    ['an unknown gender', { gender: 'X' }],
  ])('refuses %s (auth 410)', async (_label, user) => {
    expectRefusal(await update(incomplete, user), 400, '410', AUTH_MESSAGES['410']);
  });

  it('refuses an invalid email (auth 403, HTTP 400)', async () => {
    expectRefusal(await update(incomplete, { email: 'asha@example' }), 400, '403', AUTH_MESSAGES['403']);
  });

  it('keeps a confirmed email confirmed only while it stays the same address', async () => {
    expect((await update(member, { email: 'AARAV.SHARMA@example.com' })).json().data).toMatchObject({ email: 'aarav.sharma@example.com', emailVerified: true });
    expect((await update(member, { email: 'aarav@example.org' })).json().data).toMatchObject({ email: 'aarav@example.org', emailVerified: false });
    // going back does not restore the confirmation: the address must be confirmed again
    expect((await update(member, { email: 'aarav.sharma@example.com' })).json().data.emailVerified).toBe(false);
  });

  it('accepts identifying fields that match the session and refuses others (TP400)', async () => {
    const ok = await update(member, { mobile: '+919876543210', ssoId: 'sso_demo_paid_member', ticketId: member.ticketId, city: 'Mumbai' });
    expect(ok.statusCode, ok.body).toBe(200);
    expectRefusal(await update(member, { mobile: '9876543211', city: 'Pune' }), 400, 'TP400');
    expectRefusal(await update(member, { ssoId: 'sso_demo_trial_member' }), 400, 'TP400');
    expectRefusal(await update(member, { ticketId: incomplete.ticketId }), 400, 'TP400');
    expect((await update(member, { ssoId: 'sso_demo_paid_member' })).json().data.city).toBe('Mumbai');
  });

  it('refuses an empty update (TP400)', async () => {
    expectRefusal(await update(member, {}), 400, 'TP400');
  });
});

describe('cities', () => {
  it('answers the cities with their states, and the 28 states and 8 union territories, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: AUTH.cities });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_SHORT);
    const { cities, states } = response.json().data as { cities: Array<{ name: string; state: string }>; states: string[] };
    expect(states).toHaveLength(36);
    expect(states).toEqual(
      expect.arrayContaining(['Karnataka', 'Telangana', 'Delhi', 'Ladakh', 'Jammu and Kashmir', 'Puducherry', 'Lakshadweep', 'Dadra and Nagar Haveli and Daman and Diu', 'Andaman and Nicobar Islands', 'Chandigarh']),
    );
    expect(cities.length).toBeGreaterThanOrEqual(60);
    expect(cities).toContainEqual({ name: 'Bengaluru', state: 'Karnataka' });
    for (const city of cities) expect(states, city.name).toContain(city.state);
  });
});
