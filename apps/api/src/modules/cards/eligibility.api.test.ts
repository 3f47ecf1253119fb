// Card eligibility through the app, on PGlite and (with DATABASE_URL) on PostgreSQL: the seeded BIN
// table's three cases and an unknown card, the offer's options and dates, unknown channels, and the
// per-address and per-member limits (per minute and per hour) counted in the database.
import type { components } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock, bearer, logIn, mobileSequence } from '../../test/auth';
import { useTestApp } from '../../test/harness';

type CardValidateResponse = components['schemas']['CardValidateResponse'];

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 86_400 } } });
const nextMobile = mobileSequence('93500');
/** Each test checks from its own addresses, so the per-address limit of one test never meets another's. */
let addressSeq = 0;
const nextAddress = () => `198.51.100.${(addressSeq += 1)}`;

const VALIDATE = (channel = 'VISA_SIGNATURE') => `/nc/prime/card/${channel}/validate`;
const NOT_ELIGIBLE = 'This card is not eligible for the offer. Please enter the first 6 digits of a valid Visa Signature credit card.';
const NOT_SIGNATURE = 'This Visa card is not a Visa Signature credit card. Please use a Visa Signature credit card.';

const check = (cardBin: unknown, options: { address?: string; headers?: Record<string, string>; channel?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: VALIDATE(options.channel),
    remoteAddress: options.address ?? nextAddress(),
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify({ cardBin }),
  });

/** Moves the clock to the start of the next hour, so a test's minute and hour windows are fresh and aligned. */
function toNextHour() {
  const now = clock.now().getTime();
  clock.advance((Math.ceil((now + 1) / 3_600_000) * 3_600_000 - now) / 1000);
}

beforeAll(async () => {
  // The seed opens the window 180 days from the moment of seeding; the tests run on their own clock.
  await t.database.db.execute(sql`update card_channels set window_end_date = '2027-05-19' where id = 'VISA_SIGNATURE'`);
});

describe('POST /nc/prime/card/{cardChannelId}/validate', () => {
  it.each(['438857', '431940'])('finds %s eligible and answers the offer with its options and dates', async (cardBin) => {
    const response = await check(cardBin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as CardValidateResponse;
    expect(body).toMatchObject({ success: true, systemErrorCode: null, userMessage: null });
    expect(body.data).toMatchObject({
      cardChannelId: 'VISA_SIGNATURE',
      cardBin,
      cardName: 'Visa Signature',
      planDisplayName: 'Visa Signature membership',
      durationDays: 365,
      windowEndDate: '2027-05-19',
    });
    expect(body.data?.activationOptions.map((option) => [option.action, option.title])).toEqual([
      ['ACTIVATE_NOW', 'Activate now'],
      ['ACTIVATE_FUTURE', 'Activate later'],
    ]);
    const popup = body.data?.futureActivationPopup;
    expect(popup?.cta).toBe('Yes, activate');
    // the 1st of each month from tomorrow (21 Nov 2026) to the window's last day
    expect(popup?.activationOptions).toEqual([
      { label: '1 Dec 2026', activationDate: '2026-12-01' },
      { label: '1 Jan 2027', activationDate: '2027-01-01' },
      { label: '1 Feb 2027', activationDate: '2027-02-01' },
      { label: '1 Mar 2027', activationDate: '2027-03-01' },
      { label: '1 Apr 2027', activationDate: '2027-04-01' },
      { label: '1 May 2027', activationDate: '2027-05-01' },
    ]);
  });

  it.each([
    ['a Visa card that is not a Visa Signature card', '411111', NOT_SIGNATURE],
    ['a card missing from the table', '555555', NOT_ELIGIBLE],
    ['another unknown card', '438858', NOT_ELIGIBLE],
  ])('refuses %s (%s) with TP400 and its message', async (_label, cardBin, userMessage) => {
    const response = await check(cardBin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: false, message: 'The card is not eligible for the offer', systemErrorCode: 'TP400', userMessage, data: null });
  });

  it('answers 404 for a card channel that does not exist', async () => {
    const response = await check('438857', { channel: 'MASTERCARD_WORLD' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: '404' });
  });

  it.each([['43885'], ['4388571'], ['43885a'], [438857], ['']])('refuses a BIN that is not 6 digits (%j) as a bad request', async (cardBin) => {
    const response = await check(cardBin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path: 'body/cardBin' }] });
  });

  it('works for a signed-in member, and asks for a renewal when the token has expired', async () => {
    const member = await logIn(t.app, nextMobile());
    const response = await check('438857', { headers: bearer(member.accessToken) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await check('438857', { headers: bearer('not-a-token') })).statusCode).toBe(401);
  });

  it('offers only activating now once the window for a later start is over', async () => {
    await t.database.db.execute(sql`update card_channels set window_end_date = '2026-11-20' where id = 'VISA_SIGNATURE'`);
    try {
      const data = (await check('438857')).json().data as components['schemas']['CardOffer'];
      expect(data.activationOptions.map((option) => option.action)).toEqual(['ACTIVATE_NOW']);
      expect(data.futureActivationPopup.activationOptions).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update card_channels set window_end_date = '2027-05-19' where id = 'VISA_SIGNATURE'`);
    }
  });
});

describe('eligibility checks are limited', () => {
  it('per address: 10 a minute, then TP429 with Retry-After; other addresses are not affected', async () => {
    toNextHour();
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) expect((await check(i % 2 ? '438857' : '555555', { address })).statusCode).toBe(200);
    const refused = await check('438857', { address });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, systemErrorCode: 'TP429' });
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect((await check('438857', { address: nextAddress() })).statusCode).toBe(200);
    // the next minute lets the address through again
    clock.advance(60);
    expect((await check('438857', { address })).statusCode).toBe(200);
  });

  it('per address: 30 an hour, even spread over minutes', async () => {
    toNextHour();
    const address = nextAddress();
    for (let minute = 0; minute < 3; minute += 1) {
      for (let i = 0; i < 10; i += 1) expect((await check('555555', { address })).statusCode).toBe(200);
      clock.advance(60);
    }
    const refused = await check('438857', { address });
    expect(refused.statusCode, refused.body).toBe(429);
    // the hour's window ends 57 minutes later
    expect(Number(refused.headers['retry-after'])).toBe(57 * 60);
  });

  it('per member, whatever address they check from: 10 a minute and 30 an hour', async () => {
    toNextHour();
    const member = await logIn(t.app, nextMobile());
    const asMember = (cardBin: string) => check(cardBin, { headers: bearer(member.accessToken) });
    for (let i = 0; i < 10; i += 1) expect((await asMember('438857')).statusCode).toBe(200);
    const refused = await asMember('438857');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().systemErrorCode).toBe('TP429');
    // another member, and a visitor, from a fresh address are not affected
    const other = await logIn(t.app, nextMobile());
    expect((await check('438857', { headers: bearer(other.accessToken) })).statusCode).toBe(200);
    expect((await check('438857')).statusCode).toBe(200);

    clock.advance(60);
    for (let i = 0; i < 10; i += 1) expect((await asMember('555555')).statusCode).toBe(200);
    clock.advance(60);
    for (let i = 0; i < 10; i += 1) expect((await asMember('555555')).statusCode).toBe(200);
    clock.advance(60);
    const hourly = await asMember('438857');
    expect(hourly.statusCode, hourly.body).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBe(57 * 60);
  });

  it('keeps its counters in the database, one row per limit, key and window', async () => {
    const result = (await t.database.db.execute(sql`select bucket from rate_limit_counters where bucket like 'card-check-%' group by bucket order by bucket`)) as unknown;
    const rows = Array.isArray(result) ? result : (result as { rows: Array<{ bucket: string }> }).rows;
    expect(rows.map((row: { bucket: string }) => row.bucket)).toEqual(['card-check-ip-hour', 'card-check-ip-minute', 'card-check-member-hour', 'card-check-member-minute']);
  });
});
