// The container description stays true to the code (docs/deploy.md): .env.example names every
// setting the API and the site server read, compose.yaml has production's shape, the images run
// as an unprivileged user with production dependencies only, and the proxy never caches a member's
// request. (The images themselves are built from the scripts tools/artifacts-test.mjs proves.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The settings a source file reads: process.env.X, process.env['X'], env['X'] and read('X', …) forms. */
function settingsReadIn(file: string): string[] {
  const text = read(file);
  const names = [...text.matchAll(/(?:process\.env|\benv)(?:\.([A-Z][A-Z0-9_]+)|\[['"`]([A-Z][A-Z0-9_]+)['"`]\])|\bread\(['"]([A-Z][A-Z0-9_]+)['"]/g)].map((match) => match[1] ?? match[2] ?? match[3]);
  return names.filter((name): name is string => name !== undefined);
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`) && !file.includes('scale-out'));
}

/** The names .env.example lists, set or commented out (`NAME=` or `# NAME=`). */
function listedSettings(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string));
}

describe('.env.example', () => {
  it("lists every setting of the API's schema (apps/api/src/config.ts)", () => {
    const config = read('apps/api/src/config.ts');
    const schema = config.slice(config.indexOf('const EnvSchema = v.object({'), config.indexOf('\n});', config.indexOf('const EnvSchema')));
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(90);
    const listed = listedSettings();
    expect(names.filter((name) => !listed.has(name as string))).toEqual([]);
  });

  it('lists every setting the API process and the site server read outside the schema', () => {
    const files = [...sourceFiles('apps/api/src').filter((file) => !/(enrol|load|report-funnel|cli)\.ts$/.test(file)), ...sourceFiles('apps/site-server/src')];
    const read = new Set(files.flatMap(settingsReadIn));
    // the site server builds SITE_ORIGIN_<SITE> from the site's name
    for (const site of ['WEB', 'SHOPPER', 'MORE_REWARDS']) read.add(`SITE_ORIGIN_${site}`);
    const listed = listedSettings();
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, { build?: { target: string }; image?: string; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; ports?: string[] }> };

  it('runs PostgreSQL, two API processes, the site server and a TLS proxy in front', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'api-lb', 'postgres', 'proxy', 'site']);
    expect([services['api-1']?.build?.target, services['api-2']?.build?.target, services['site']?.build?.target]).toEqual(['api', 'api', 'site']);
    expect(services['api-1']?.environment?.['DATABASE_URL']).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    // only the proxy is published
    expect(Object.entries(services).filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['proxy']);
    expect(services['proxy']?.ports).toContain('${HTTPS_PORT:-443}:443');
    // each waits until what it needs is ready (the images' health checks ask /system/ready): no cycle
    expect(services['api-1']?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services['api-lb']?.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' } });
    expect(services['site']?.depends_on).toEqual({ 'api-lb': { condition: 'service_healthy' } });
    expect(services['site']?.environment?.['API_ORIGIN']).toBe('http://api-lb:8080');
    expect(services['proxy']?.depends_on).toEqual({ site: { condition: 'service_healthy' } });
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const stage = (name: string) => stages.find((text) => text.split('\n')[0]?.endsWith(` AS ${name}`)) ?? '';

  it('builds with the scripts npm test proves, and runs each deployable as the node user with production dependencies only', () => {
    expect(stage('build')).toMatch(/npm ci[^\n]*\n[\s\S]*RUN npm run build/);
    for (const name of ['api', 'site']) {
      const text = stage(name);
      expect(text).toContain(`COPY --from=build /repo/dist/artifacts/${name}/ ./`);
      expect(text).toMatch(/npm ci --omit=dev/);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toMatch(/HEALTHCHECK[\s\S]*\/system\/ready/);
    }
    expect(JSON.parse(read('package.json')).scripts.build).toContain('node tools/artifacts.mjs');
  });
});

describe('the proxy (deploy/nginx/nginx.conf)', () => {
  const conf = read('deploy/nginx/nginx.conf');

  it('terminates TLS and never serves or stores a cached answer for a request with a cookie or a token', () => {
    expect(conf).toMatch(/listen 443 ssl;/);
    expect(conf).toMatch(/map "\$http_cookie\$http_authorization" \$personal_request \{ "" 0; default 1; \}/);
    const cached = conf.split(/location /).filter((block) => /proxy_cache pages;/.test(block) && !block.startsWith('/assets/'));
    expect(cached.length).toBe(2);
    for (const block of cached) {
      expect(block).toContain('proxy_cache_bypass $personal_request;');
      expect(block).toContain('proxy_no_cache $personal_request $personal_answer;');
    }
  });
});
