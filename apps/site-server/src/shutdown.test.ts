// SIGTERM during a burst, on a real site server process (`node --import tsx src/main.ts --site web
// --dev`, so no build is needed) in front of a stand-in API that takes 400 ms per answer: 50 proxied
// requests are all under way in the site server when SIGTERM arrives; every one must be answered 200,
// the server answers not-ready while it drains, then stops accepting and exits 0. (Run under plain
// node: the tsx CLI relays a signal and SIGKILLs a child that has not acknowledged it within 30 ms.)
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BURST = 50;
const DRAIN_MS = 300;
const API_DELAY_MS = 400;

const apiSeen: Array<string | undefined> = [];
const api = http.createServer((request, response) => {
  if (request.url === '/system/ready') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
    return;
  }
  apiSeen.push(request.headers['x-request-id'] as string | undefined);
  setTimeout(() => response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(request.headers['x-request-id']) }).end('{"ok":true}'), API_DELAY_MS);
});

let child: ChildProcess;
let output = '';
let port = 0;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  port = await freePort();
  const keep = Object.fromEntries(['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/site-server/src/main.ts', '--site', 'web', '--dev'], {
    cwd: ROOT,
    env: { ...keep, PORT: String(port), API_ORIGIN: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, SHUTDOWN_DRAIN_MS: String(DRAIN_MS), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited during startup\n${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/system/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() - started > 90_000) throw new Error(`the site server was not ready after 90 s\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 100_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => api.close(resolve));
});

describe('SIGTERM during a burst', () => {
  it(`answers all ${BURST} proxied requests under way, is not ready while draining, then exits 0`, async () => {
    const burst = Array.from({ length: BURST }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/c/prime/home?i=${i}`, { signal: AbortSignal.timeout(15_000) }).then(
        async (response) => ({ status: response.status, id: response.headers.get('x-request-id'), body: await response.text() }),
        (error: unknown) => ({ status: 0, id: null, body: String(error) }),
      ),
    );
    // every request has reached the API through the site server: all 50 are under way there
    const waitFrom = Date.now();
    while (apiSeen.length < BURST && Date.now() - waitFrom < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(apiSeen).toHaveLength(BURST);
    const signalAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await fetch(`http://127.0.0.1:${port}/system/ready`).then(
      async (response) => ({ status: response.status, body: await response.json() }),
      (error: unknown) => ({ status: 0, body: String(error) }),
    );
    const results = await Promise.all(burst);
    const exit = await exited;
    const failed = results.filter((result) => result.status !== 200);
    console.log(`[shutdown] site server: ${BURST} proxied requests under way at SIGTERM, ${failed.length} failed; exited ${Date.now() - signalAt} ms after SIGTERM (code ${exit.code})`);
    if (failed.length > 0 || exit.code !== 0) console.log(output);
    expect(failed).toEqual([]);
    expect(ready).toEqual({ status: 503, body: { status: 'draining', site: 'web' } });
    expect(exit).toEqual({ code: 0, signal: null });
    // each answer carries the id its request had at the API, and each has its access line
    expect(new Set(results.map((result) => result.id))).toEqual(new Set(apiSeen));
    const accessLines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line['msg'] === 'request' && String(line['path']).startsWith('/c/prime/home'));
    expect(new Set(accessLines.map((line) => line['reqId']))).toEqual(new Set(apiSeen));
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(await fetch(`http://127.0.0.1:${port}/system/live`).then(() => 'answered', () => 'refused')).toBe('refused');
  }, 30_000);
});
