// The read cache's own logic on a bare Fastify (no database): a crowd of requests for a missing or
// stale entry waits on one build; an error answer is never kept and lets the waiting ones run.
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../contract';
import { registerReadCache, shapeOf, UNSELECTING_PARAMETERS } from './read-cache';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A public read (getHomeData) whose build takes 50 ms and counts its runs; `version` is the catalogue's. */
async function appWithSlowRead(options: { status?: number; padding?: number } = {}) {
  const state = { version: 1, builds: 0 };
  app = Fastify();
  registerReadCache(app, { currentVersion: async () => state.version, now: () => new Date(), maxAgeMs: 30_000, maxEntries: 10 });
  app.get('/home', { config: { operationId: 'getHomeData' } }, async (_request, reply) => {
    state.builds += 1;
    const build = state.builds;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return reply.code(options.status ?? 200).send({ build, version: state.version, ...(options.padding ? { padding: 'x'.repeat(options.padding) } : {}) });
  });
  await app.ready();
  return state;
}

const crowd = (size: number) => Promise.all(Array.from({ length: size }, () => app!.inject({ method: 'GET', url: '/home' })));

describe('the read cache under a crowd', () => {
  it('builds a missing entry once for twenty requests arriving together, and they all get it', async () => {
    const state = await appWithSlowRead();
    const answers = await crowd(20);
    expect(state.builds).toBe(1);
    expect(answers.map((answer) => answer.json())).toEqual(Array(20).fill({ build: 1, version: 1 }));
    expect(answers.filter((answer) => answer.headers['x-read-model'] === 'hit')).toHaveLength(19);
  });

  it('builds once more when the catalogue version moves, however many arrive', async () => {
    const state = await appWithSlowRead();
    await crowd(5);
    state.version = 2;
    const answers = await crowd(20);
    expect(state.builds).toBe(2);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([JSON.stringify({ build: 2, version: 2 })]));
  });

  it('keeps no error answer: each waiting request runs the route itself, and none waits forever', async () => {
    const state = await appWithSlowRead({ status: 404 });
    const answers = await crowd(10);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(404));
    expect(state.builds).toBe(10);
  });
});

describe('compressed answers', () => {
  it('a crowd reusing a large entry gets the one brotli the cache made, from the first reuse on', async () => {
    await appWithSlowRead({ padding: 100_000 });
    const miss = await app!.inject({ method: 'GET', url: '/home' });
    const reuses = await Promise.all(Array.from({ length: 10 }, () => app!.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, br' } })));
    for (const answer of reuses) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(miss.body);
    }
    expect(new Set(reuses.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });
});

describe('requests of a shape already validated', () => {
  it('a shape is the raw path and query without one plain rid and deviceId each; anything else has none', () => {
    expect(shapeOf('/c/prime/home')).toBe('/c/prime/home');
    expect(shapeOf('/c/prime/home?cid=TIMES_PRIME&rid=0f8e-11&pid=WEB&deviceId=d1')).toBe('/c/prime/home?cid=TIMES_PRIME&pid=WEB');
    expect(shapeOf('/c/prime/home?cid=TIMES_PRIME&pid=WEB&rid=other')).toBe(shapeOf('/c/prime/home?cid=TIMES_PRIME&pid=WEB&rid=0f8e-11'));
    // order and encoding are the request's own: a differently written query is another shape
    expect(shapeOf('/c/prime/home?pid=WEB&cid=TIMES_PRIME')).not.toBe(shapeOf('/c/prime/home?cid=TIMES_PRIME&pid=WEB'));
    expect(shapeOf('/c/prime/home?rid=a&rid=b')).toBeUndefined();
    expect(shapeOf('/c/prime/home?rid=a%00b')).toBeUndefined();
    expect(shapeOf(`/c/prime/home?rid=${'a'.repeat(65)}`)).toBeUndefined();
    expect(shapeOf(`/c/prime/home?deviceId=${'a'.repeat(128)}`)).toBe('/c/prime/home?');
  });

  it("the id parameters' limits are the contract's", () => {
    const components = (loadContract() as { components?: { parameters?: Record<string, unknown> } }).components;
    const parameters = Object.values(components?.parameters ?? {}) as { name: string; in: string; schema?: { maxLength?: number } }[];
    for (const [name, longest] of UNSELECTING_PARAMETERS) {
      expect(parameters.find((parameter) => parameter.name === name && parameter.in === 'query')?.schema?.maxLength).toBe(longest);
    }
  });

  it('answers a request of a validated shape from its entry without validating it again; other shapes are validated', async () => {
    let validations = 0;
    app = Fastify();
    registerReadCache(app, { currentVersion: async () => 1, peekVersion: () => 1, now: () => new Date(), maxAgeMs: 30_000, maxEntries: 10 });
    const querystring = { type: 'object', properties: { rid: { type: 'string', maxLength: 64 }, deviceId: { type: 'string', maxLength: 128 }, page: { type: 'integer' } } };
    app.get('/blog', { config: { operationId: 'getBlogArticles' }, schema: { querystring }, preValidation: async () => void (validations += 1) }, async () => ({ articles: [] }));
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/blog?page=1&rid=first' })).headers['x-read-model']).toBeUndefined();
    expect(validations).toBe(1);
    const again = await app.inject({ method: 'GET', url: '/blog?page=1&rid=second' });
    expect(again.headers['x-read-model']).toBe('hit');
    expect(again.json()).toEqual({ articles: [] });
    expect(validations).toBe(1);
    // a rid the fast path cannot vouch for goes through validation, which refuses it
    expect((await app.inject({ method: 'GET', url: `/blog?page=1&rid=${'x'.repeat(65)}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/blog?page=one&rid=third' })).statusCode).toBe(400);
    expect(validations).toBe(3);
    // validated, and still the same entry: a device id selects nothing
    expect((await app.inject({ method: 'GET', url: '/blog?page=1&deviceId=phone%202' })).headers['x-read-model']).toBe('hit');
    expect(validations).toBe(4);
  });
});
