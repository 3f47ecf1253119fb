import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_HOSTS, hostDispatcher, parseHostList, siteForHost, SITES } from './hosts';

describe('siteForHost', () => {
  const hosts = { shopper: ['rewards.shop.example', 'shopper.localhost'], 'more-rewards': ['more-rewards.localhost'], admin: ['console.rewards.example', 'admin.localhost'] };

  it.each([
    ['shopper.localhost', 'shopper'],
    ['shopper.localhost:4200', 'shopper'],
    ['Rewards.Shop.Example', 'shopper'],
    ['rewards.shop.example.', 'shopper'],
    ['more-rewards.localhost:8080', 'more-rewards'],
    ['admin.localhost:4200', 'admin'],
    ['Console.Rewards.Example', 'admin'],
    ['localhost:4200', 'web'],
    ['evil.shopper.localhost', 'web'],
    [undefined, 'web'],
  ] as const)('%s serves %s', (host, site) => {
    expect(siteForHost(host, hosts)).toBe(site);
  });
});

describe('parseHostList', () => {
  it('reads a comma list, trimmed and lower-cased, or falls back to the defaults', () => {
    expect(parseHostList(' A.example , b.example,,', [])).toEqual(['a.example', 'b.example']);
    expect(parseHostList(undefined, DEFAULT_SITE_HOSTS.shopper)).toEqual(['shopper.localhost']);
    expect(parseHostList('  ', DEFAULT_SITE_HOSTS.shopper)).toEqual(['shopper.localhost']);
  });
});

describe('hostDispatcher', () => {
  const apps = Object.fromEntries(
    SITES.map((site) => {
      const app = Fastify();
      app.addHook('onRequest', async (_request, reply) => void reply.header('x-site-hook', site));
      app.get('/', async () => ({ site }));
      return [site, app];
    }),
  ) as Record<(typeof SITES)[number], ReturnType<typeof Fastify>>;
  const server = hostDispatcher(apps, DEFAULT_SITE_HOSTS);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands each request to its Host's site, hooks included", async () => {
    await Promise.all(Object.values(apps).map((app) => app.ready()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = async (host: string) => {
      const { request } = await import('node:http');
      return new Promise<{ body: string; hook: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ body, hook: res.headers['x-site-hook'] as string | undefined }));
        });
        req.on('error', reject);
        req.end();
      });
    };
    expect(await ask('shopper.localhost:4200')).toEqual({ body: '{"site":"shopper"}', hook: 'shopper' });
    expect(await ask('more-rewards.localhost')).toEqual({ body: '{"site":"more-rewards"}', hook: 'more-rewards' });
    expect(await ask('admin.localhost:4200')).toEqual({ body: '{"site":"admin"}', hook: 'admin' });
    expect(await ask('localhost:4200')).toEqual({ body: '{"site":"web"}', hook: 'web' });
  });
});
