// What a run's logs hold: a whole login journey, failing requests and a failing query are logged at
// the most verbose level, then the log text is searched for every secret the run handled.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testAppConfig } from '../test/config';
import { AUTH, bearer, logIn, withCookie } from '../test/auth';
import { createTestDatabase, postJson, type TestDatabase } from '../test/harness';
import { createLogger, safeError, safeUrl } from './logging';
import { captureLines } from '../test/log-capture';

const MOBILE = '9123456780';
const BODY_SECRET = 'body-secret-5f2c9a';
const { lines, sink } = captureLines();

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb?.dispose();
});

describe('logs', () => {
  it('never hold request bodies, SQL parameters, mobiles, one-time codes or tokens', async () => {
    const app = await buildApp(testAppConfig({ logLevel: 'trace', auth: { captchaWhitelist: ['127.0.0.1'] } }), {
      database: testDb.database,
      logger: createLogger('trace', undefined, sink),
    });
    await app.ready();
    try {
      const { accessToken, refreshToken, ticketId } = await logIn(app, MOBILE);
      const codes = (await app.inject({ method: 'GET', url: AUTH.outbox(MOBILE) })).json() as Array<{ code: string }>;
      await app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) });
      await app.inject({ method: 'POST', url: AUTH.renew, headers: withCookie(refreshToken) });
      await app.inject({ method: 'GET', url: AUTH.preLogin(MOBILE) });
      await postJson(app, AUTH.verify, { mobile: MOBILE, otp: '000000', note: BODY_SECRET });
      await postJson(app, AUTH.update, { firstName: BODY_SECRET }, bearer(accessToken));
      await postJson(app, AUTH.checkUserExist, { user: { mobile: `${MOBILE}\u0000` } });
      await app.inject({ method: 'GET', url: `/nowhere/${MOBILE}?mobile=${MOBILE}&token=${accessToken}` });

      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(20);
      for (const secret of [MOBILE, BODY_SECRET, accessToken, refreshToken, ticketId, ...codes.map((c) => c.code)]) {
        expect(text, `the logs hold ${secret}`).not.toContain(secret);
      }
      // what is there is still useful: routes, status codes, masked mobiles
      expect(text).toContain('91XXXXXX80');
      expect(text).toContain('"statusCode":200');
    } finally {
      await app.close();
    }
  });

  it('keep a failed query’s SQL and SQLSTATE but not its parameters or the row it quotes', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_idx"'), {
      code: '23505',
      detail: `Key (mobile)=(${MOBILE}) already exists.`,
    });
    const error = new DrizzleQueryError('insert into "users" ("mobile") values ($1)', [MOBILE], driverError);
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain(MOBILE);
  });

  it.each([
    ['/nc/um/user/v1/preLogin/9876543210', '/nc/um/user/v1/preLogin/98XXXXXX10'],
    ['/dev/outbox?mobile=9876543210', '/dev/outbox?mobile=…'],
    ['/c/prime/blog/street-food-123?page=2&pageSize=10', '/c/prime/blog/street-food-123?page=…&pageSize=…'],
  ])('log the URL %s as %s', (url, logged) => {
    expect(safeUrl(url)).toBe(logged);
  });
});
