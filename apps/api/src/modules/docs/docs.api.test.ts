// /docs: the contract's reference page, served with everything it needs from this origin.
import fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../contract';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ seed: false });

describe('/docs', () => {
  it('is a page whose scripts all come from this origin or carry the policy nonce', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("font-src 'self' data:");
    expect(policy).not.toMatch(/https?:/);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const attributes of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      if (src) expect(src).toMatch(/^\/docs\/scalar-[\d.]+\.js$/);
      else expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
  });

  it('serves the bundle it names, compressed when asked, cacheable for good', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    const bundle = /src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const plain = await t.app.inject({ method: 'GET', url: bundle });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toContain('createApiReference');
    const gzipped = await t.app.inject({ method: 'GET', url: bundle, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('serves the contract it renders: openapi.yaml as routed', async () => {
    const contract = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as { info: unknown; paths: Record<string, unknown> };
    const source = parse(fs.readFileSync(OPENAPI_PATH, 'utf8')) as { info: unknown; paths: Record<string, unknown> };
    expect(contract.info).toEqual(source.info);
    expect(Object.keys(contract.paths).length).toBeGreaterThan(50);
    for (const path of Object.keys(contract.paths)) expect(source.paths).toHaveProperty([path]);
  });
});
