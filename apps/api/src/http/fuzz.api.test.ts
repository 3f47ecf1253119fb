// Contract fuzzing: for every operation in openapi/openapi.yaml, fast-check generates valid-shaped
// requests from the operation's own schemas and generic mutations of them (wrong types, missing and
// unknown fields, 100 KB strings, NUL and other control characters, lone surrogates, emoji and
// Devanagari, negative and huge numbers, invalid JSON, wrong content types, empty bodies, `../` and
// `%00` in paths, broken credentials) and sends them through app.inject. Every answer must be a 4xx
// carrying the contract's error body with `Cache-Control: no-store`, or a 2xx the contract declares
// (the app validates its own answers, so a contract-breaking answer would be a 500): never a 5xx.
// Operations behind a bearer token are fuzzed without one and with a demo member's token; those
// behind the refresh cookie also with a real cookie.
//
//   FUZZ_RUNS=40     requests per operation and caller (default 40)
//   FUZZ_SEED=…      the base seed (printed); a failure names the seed and the test to replay
//   FUZZ_SHRINK=0    report the first failing request as it is, without shrinking it
//   LOG_LEVEL=debug  echo the server's log (a failure's report carries its warn/error lines anyway)
import zlib from 'node:zlib';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig, type TestAppConfigOverrides } from '../test/config';
import { loadContract } from '../contract';
import { bearer, logIn, mobileSequence } from '../test/auth';
import {
  contractOperations,
  dereference,
  describeRequest,
  emptyPool,
  harvest,
  requestArbitrary,
  truncate,
  validValue,
  type Caller,
  type FuzzOperation,
  type FuzzRequest,
  type ValuePool,
} from '../test/fuzz-arbitraries';
import { createTestApp, TEST_DRIVER, type TestApp } from '../test/harness';
import { createLogger } from './logging';
import { captureLines } from '../test/log-capture';

function envInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${raw}`);
  return value;
}

const RUNS = envInteger('FUZZ_RUNS', 40);
const SEED = envInteger('FUZZ_SEED', 20_261_120);
const SHRINK = process.env.FUZZ_SHRINK !== '0';
/** Aarav Sharma, the paid demo member (src/seed/data): the caller behind the bearer token. */
const MEMBER_MOBILE = '9876543210';

const document = loadContract() as unknown as Record<string, unknown>;
const operations = contractOperations(document);

/** The contract's error body, checked on every 4xx (and on the 5xx the report shows). */
const errorBodyAjv = new Ajv2020({ strict: false, allErrors: true });
const validateErrorBody = errorBodyAjv.compile(dereference(document, { $ref: '#/components/schemas/ErrorBody' }) as object);

/** One seed per test, derived from the base seed and the test's name (FNV-1a). */
function seedFor(label: string): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (let index = 0; index < label.length; index += 1) hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193);
  return hash | 0;
}

// --- what an answer must look like ---------------------------------------------------------------

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function declares(operation: FuzzOperation, status: number): boolean {
  return operation.statuses.some((declared) => declared === String(status) || declared === `${String(status)[0]}XX` || declared === 'default');
}

/** The request reached the operation itself: its route, or the HEAD Fastify adds to a GET route. */
function sameOperation(operation: FuzzOperation, request: FuzzRequest): boolean {
  return request.sameRoute || (request.method === 'HEAD' && operation.method === 'GET' && request.mutation === 'method HEAD');
}

/** Everything wrong with an answer to `request` (empty when it is fine). */
function answerProblems(operation: FuzzOperation, callerName: string, request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const status = answer.statusCode;
  if (status >= 500) problems.push(`answered ${status}: a server error`);
  // A redirect is right only where the contract says so (the social login's browser navigations),
  // on its route, or a HEAD of it (Fastify answers a GET route's HEAD as the GET).
  else if (status < 200 || (status >= 300 && status < 400 && !(sameOperation(operation, request) && declares(operation, status)))) problems.push(`answered ${status}, neither a 2xx nor a 4xx`);
  else if (status < 300) {
    if (request.sameRoute && !declares(operation, status)) problems.push(`answered ${status}, which the contract does not declare for ${operation.operationId}`);
    if (request.sameRoute && callerName === 'anonymous' && (operation.bearer === 'required' || operation.cookie?.need === 'required')) {
      problems.push(`answered ${status} without credentials, although ${operation.operationId} requires them`);
    }
  }
  if (status >= 400) {
    if (answer.headers['cache-control'] !== 'no-store') problems.push(`an error with cache-control ${JSON.stringify(answer.headers['cache-control'])}, not "no-store"`);
    if (request.method !== 'HEAD') {
      if (!/^application\/json/.test(String(answer.headers['content-type'] ?? ''))) problems.push(`an error with content-type ${JSON.stringify(answer.headers['content-type'])}`);
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        problems.push('an error body that is not JSON');
      }
      if (body !== undefined && !validateErrorBody(body)) {
        problems.push(`an error body that is not the contract's ErrorBody: ${errorBodyAjv.errorsText(validateErrorBody.errors)}`);
      }
    }
  }
  return problems;
}

/** A pino line as a reader wants it: level, message, the error's type, message, SQLSTATE and cause, a few stack frames. */
function formatLogLine(line: string): string[] {
  let entry: { level?: number; msg?: string; err?: LoggedError };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return [`  ${truncate(line.trim(), 2_000)}`];
  }
  const out = [`  [${entry.level ?? '?'}] ${entry.msg ?? ''}`];
  for (let error = entry.err, depth = 0; error && depth < 4; error = error.cause, depth += 1) {
    out.push(`  ${depth === 0 ? 'error' : 'cause'}: ${error.type ?? 'Error'}: ${truncate(error.message ?? '', 600)}${error.code ? ` (code ${error.code})` : ''}`);
    const frames = (error.stack ?? '').split('\n').filter((frame) => frame.trim().startsWith('at ')).slice(0, 4);
    out.push(...frames.map((frame) => `      · ${frame.trim()}`));
  }
  return out;
}

interface LoggedError {
  type?: string;
  message?: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

function report(operation: FuzzOperation, callerName: string, request: FuzzRequest, answer: Answer, problems: string[], log: string[]): string {
  const label = `${operation.operationId} as ${callerName}`;
  return [
    `${operation.operationId} (${operation.method} ${operation.path}) as ${callerName}: ${problems.join('; ')}`,
    `request: ${describeRequest(request)}`,
    `answer: ${answer.statusCode} cache-control=${String(answer.headers['cache-control'])} content-type=${String(answer.headers['content-type'])}`,
    `  ${truncate(answer.body, 800)}`,
    `server log (warn and above) for this request:`,
    ...(log.length > 0 ? log.flatMap(formatLogLine) : ['  (nothing)']),
    `replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run src/http/fuzz.test.ts -t "${label}"`,
  ].join('\n');
}

// --- the oracle can fail ---------------------------------------------------------------------------

describe('the fuzz oracle', () => {
  const operation = operations.find((candidate) => candidate.operationId === 'getOfferDetail') as FuzzOperation;
  const request: FuzzRequest = { mutation: 'valid', method: 'GET', url: '/c/prime/offer/x', headers: {}, sameRoute: true };
  const errorBody = JSON.stringify({ success: false, responseMessage: 'Bad request', userMessage: 'Invalid request.', systemErrorCode: 'TP400', details: [{ path: 'path/x', message: 'is bad' }] });
  const errorHeaders = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

  it('accepts a 4xx with the error body and a declared 2xx', () => {
    expect(answerProblems(operation, 'anonymous', request, { statusCode: 400, headers: errorHeaders, body: errorBody })).toEqual([]);
    expect(answerProblems(operation, 'anonymous', request, { statusCode: 200, headers: {}, body: '{}' })).toEqual([]);
  });

  it('accepts a redirect only where the contract declares one (the social login)', () => {
    const social = operations.find((candidate) => candidate.operationId === 'startSocialLogin') as FuzzOperation;
    const start: FuzzRequest = { mutation: 'valid', method: 'GET', url: '/nc/um/social/v1/google/start', headers: {}, sameRoute: true };
    expect(answerProblems(social, 'anonymous', start, { statusCode: 302, headers: {}, body: '' })).toEqual([]);
    expect(answerProblems(social, 'anonymous', { ...start, method: 'HEAD', mutation: 'method HEAD', sameRoute: false }, { statusCode: 302, headers: {}, body: '' })).toEqual([]);
    expect(answerProblems(social, 'anonymous', { ...start, mutation: 'path: bent', sameRoute: false }, { statusCode: 302, headers: {}, body: '' })).toEqual([expect.stringMatching(/neither/)]);
  });

  it.each([
    ['a 500', { statusCode: 500, headers: errorHeaders, body: errorBody }, /server error/],
    ['a 503', { statusCode: 503, headers: errorHeaders, body: errorBody }, /server error/],
    ['a redirect', { statusCode: 302, headers: {}, body: '' }, /neither/],
    ['an undeclared 2xx', { statusCode: 204, headers: {}, body: '' }, /does not declare/],
    ['an error without no-store', { statusCode: 404, headers: { ...errorHeaders, 'cache-control': 'public, max-age=60' }, body: errorBody }, /no-store/],
    ['an error that is not JSON', { statusCode: 400, headers: errorHeaders, body: 'Bad Request' }, /not JSON/],
    ['an error as text/plain', { statusCode: 400, headers: { ...errorHeaders, 'content-type': 'text/plain' }, body: errorBody }, /content-type/],
    ['an error without systemErrorCode', { statusCode: 400, headers: errorHeaders, body: JSON.stringify({ success: false, responseMessage: 'x', userMessage: 'y' }) }, /ErrorBody/],
    ['an error with success true', { statusCode: 400, headers: errorHeaders, body: JSON.stringify({ success: true, responseMessage: 'x', userMessage: 'y', systemErrorCode: 'TP400' }) }, /ErrorBody/],
    ['an error with a stack', { statusCode: 400, headers: errorHeaders, body: JSON.stringify({ success: false, responseMessage: 'x', userMessage: 'y', systemErrorCode: 'TP400', stack: 'at x' }) }, /ErrorBody/],
  ])('flags %s', (_label, answer, problem) => {
    expect(answerProblems(operation, 'anonymous', request, answer).join('; ')).toMatch(problem);
  });

  it('flags a 2xx without credentials where the contract requires them', () => {
    const secured = operations.find((candidate) => candidate.bearer === 'required') as FuzzOperation;
    const answer = { statusCode: 200, headers: {}, body: '{}' };
    expect(answerProblems(secured, 'anonymous', request, answer).join('; ')).toMatch(/without credentials/);
    expect(answerProblems(secured, 'member', request, answer)).toEqual([]);
  });
});

describe('the valid-shaped generators', () => {
  // The app's own request dialect: JSON Schema 2020-12, formats, no coercion of bodies.
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
  addFormats(ajv);

  it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s: generated values satisfy its schemas', (_id, operation) => {
    const schemas = [...operation.parameters.map((parameter) => parameter.schema), ...(operation.body ? [operation.body.schema] : [])];
    for (const schema of schemas) {
      const validate: ValidateFunction = ajv.compile(schema);
      fc.assert(
        fc.property(validValue(schema), (value) => {
          if (!validate(value)) throw new Error(`${JSON.stringify(value)?.slice(0, 300)}: ${ajv.errorsText(validate.errors)}`);
        }),
        { numRuns: 50, seed: seedFor(`valid ${operation.operationId}`) },
      );
    }
  });
});

// --- the fuzz itself -----------------------------------------------------------------------------

/**
 * Every numeric setting whose name (or parent's name) says "limit" raised far out of reach, whatever
 * the settings are called: otherwise the suite would fuzz 429s. Durations (…Ms, windows, TTLs) stay.
 */
function raiseLimits<T>(value: T, path = ''): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const here = path ? `${path}.${key}` : key;
      if (typeof item === 'number' && /limit/i.test(here) && !/(ms|millis|seconds|minutes|hours|days|ttl|window|timeout)$/i.test(key)) return [key, 1_000_000];
      return [key, raiseLimits(item, here)];
    }),
  ) as T;
}

interface Tally {
  sent: number;
  byCaller: Record<string, number>;
  byClass: { '2xx': number; '4xx': number; '5xx': number; other: number };
  /** Answers to the member's requests that came from past validation and authentication (2xx, or a 4xx other than 400/401/TP401). */
  memberReached: number;
}

const tallies = new Map<string, Tally>();
/** Operations whose fuzz found a problem (their tallies stop early). */
const failed = new Set<string>();
const serverLog: string[] = [];
let t: TestApp;
const callers = new Map<string, Caller>();
const pool: ValuePool = emptyPool();
let started = 0;

function tally(operation: FuzzOperation, callerName: string, status: number, body: string): void {
  const entry = tallies.get(operation.operationId) ?? { sent: 0, byCaller: {}, byClass: { '2xx': 0, '4xx': 0, '5xx': 0, other: 0 }, memberReached: 0 };
  entry.sent += 1;
  entry.byCaller[callerName] = (entry.byCaller[callerName] ?? 0) + 1;
  const statusClass = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 200 && status < 300 ? '2xx' : 'other';
  entry.byClass[statusClass] += 1;
  const refused = status === 400 || status === 401 || (status === 403 && /"TP401"/.test(body));
  if (callerName === 'member' && status < 500 && !refused) entry.memberReached += 1;
  tallies.set(operation.operationId, entry);
}

/** The body as a client reads it: the fuzz varies Accept-Encoding, and the API compresses when asked. */
function decodedBody(response: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

async function send(operation: FuzzOperation, callerName: string, request: FuzzRequest) {
  serverLog.length = 0;
  let response;
  try {
    response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  } catch (error) {
    throw new Error(`app.inject threw ${String(error)} for ${describeRequest(request)}`);
  }
  const answer = { statusCode: response.statusCode, headers: response.headers, body: decodedBody(response) };
  tally(operation, callerName, answer.statusCode, answer.body);
  // later operations get the ids earlier ones created (an order for the order status, a coupon for its state)
  if (answer.statusCode < 300 && request.method !== 'HEAD' && /json/.test(String(answer.headers['content-type']))) harvest(JSON.parse(answer.body), pool);
  return { response: answer, log: serverLog.splice(0) };
}

beforeAll(async () => {
  started = Date.now();
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} runs per operation and caller (FUZZ_RUNS), ${operations.length} operations, ${TEST_DRIVER}`);
  const { sink } = captureLines({ lines: serverLog, echo: Boolean(process.env.LOG_LEVEL) });
  const roomy = raiseLimits(testAppConfig());
  // the fuzz walks past captcha (whitelisted address) so register and send reach their handlers, and
  // the member's access token outlives a long FUZZ_RUNS session
  const config: TestAppConfigOverrides = { ...roomy, auth: { ...roomy.auth, captchaWhitelist: ['127.0.0.1'], accessTokenTtlSeconds: 86_400 } };
  t = await createTestApp({ config, deps: { logger: createLogger(process.env.LOG_LEVEL || 'warn', undefined, sink) } });

  callers.set('anonymous', { name: 'anonymous', headers: {} });
  const member = await logIn(t.app, MEMBER_MOBILE);
  callers.set('member', { name: 'member', headers: bearer(member.accessToken), accessToken: member.accessToken, refreshToken: member.refreshToken });
  harvest(member.login, pool);
  // each cookie operation gets a login of its own: renewal rotates the cookie and logout revokes it
  const nextMobile = mobileSequence('70000');
  for (const operation of operations) {
    if (!operation.cookie || operation.cookie.need === 'none') continue;
    const session = await logIn(t.app, nextMobile());
    callers.set(`cookie:${operation.operationId}`, {
      name: 'cookie',
      headers: { cookie: `${operation.cookie.name}=${session.refreshToken}` },
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    });
  }
  // real names, slugs, ids and codes from the API's own answers make valid-shaped requests reach deeper
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.parameters.some((parameter) => parameter.required)) continue;
    for (const headers of operation.bearer === 'none' ? [{}] : [{}, bearer(member.accessToken)]) {
      const response = await t.app.inject({ method: 'GET', url: operation.path, headers });
      if (response.statusCode === 200 && /json/.test(String(response.headers['content-type']))) harvest(JSON.parse(decodedBody(response)), pool);
    }
  }
});

afterAll(async () => {
  await t?.close();
  if (tallies.size === 0) return;
  const rows = [...tallies].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([id]) => id.length));
  const total = rows.reduce((sum, [, entry]) => sum + entry.sent, 0);
  const lines = rows.map(([id, entry]) => {
    const callerCounts = Object.entries(entry.byCaller)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    const { byClass } = entry;
    return `${id.padEnd(width)} ${String(entry.sent).padStart(5)}  ${String(byClass['2xx']).padStart(4)} ${String(byClass['4xx']).padStart(4)} ${String(byClass['5xx']).padStart(4)}  ${callerCounts}`;
  });
  console.log(
    [
      `fuzz: ${total} requests to ${rows.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}, ${RUNS} runs per operation and caller, ${TEST_DRIVER}; shrinking re-sends count too)`,
      `${'operation'.padEnd(width)} ${'sent'.padStart(5)}  ${'2xx'.padStart(4)} ${'4xx'.padStart(4)} ${'5xx'.padStart(4)}  by caller`,
      ...lines,
    ].join('\n'),
  );
});

describe(`contract fuzz (seed ${SEED}, ${RUNS} runs per operation and caller)`, () => {
  for (const operation of operations) {
    const callerNames = ['anonymous', ...(operation.bearer !== 'none' ? ['member'] : []), ...(operation.cookie && operation.cookie.need !== 'none' ? ['cookie'] : [])];
    for (const callerName of callerNames) {
      const label = `${operation.operationId} as ${callerName}`;
      it(`${label} (${operation.method} ${operation.path})`, async () => {
        const caller = callers.get(callerName === 'cookie' ? `cookie:${operation.operationId}` : callerName) as Caller;
        const arbitrary = requestArbitrary(operation, { caller, pool });
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const { response, log } = await send(operation, callerName, request);
            const problems = answerProblems(operation, callerName, request, response);
            if (problems.length > 0) {
              failed.add(operation.operationId);
              throw new Error(report(operation, callerName, request, response, problems, log));
            }
          }),
          { numRuns: RUNS, seed: seedFor(label), endOnFailure: !SHRINK },
        );
      }, 180_000);
    }
  }

  it('reached the handlers behind the bearer token with the member token', () => {
    const unreached = operations
      .filter((operation) => operation.bearer === 'required' && !failed.has(operation.operationId) && (tallies.get(operation.operationId)?.byCaller.member ?? 0) > 0)
      .filter((operation) => (tallies.get(operation.operationId)?.memberReached ?? 0) === 0)
      .map((operation) => operation.operationId);
    expect(unreached).toEqual([]);
  });
});
