// The read cache's own logic on a bare Fastify (no database): a crowd of requests for a missing or
// stale entry waits on one build; an error answer is never kept and lets the waiting ones run.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerReadCache } from './read-cache';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A public read (getHomeData) whose build takes 50 ms and counts its runs; `version` is the catalogue's. */
async function appWithSlowRead(options: { status?: number } = {}) {
  const state = { version: 1, builds: 0 };
  app = Fastify();
  registerReadCache(app, { currentVersion: async () => state.version, now: () => new Date(), maxAgeMs: 30_000, maxEntries: 10 });
  app.get('/home', { config: { operationId: 'getHomeData' } }, async (_request, reply) => {
    state.builds += 1;
    const build = state.builds;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return reply.code(options.status ?? 200).send({ build, version: state.version });
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
