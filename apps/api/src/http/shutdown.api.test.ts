// SIGTERM during a burst, on a real API process (`tsx src/server.ts`, as production runs it: PGlite in
// a scratch directory, or a scratch PostgreSQL database when DATABASE_URL/TEST_DATABASE_URL is set):
// 50 requests are sent at once, SIGTERM follows while they are under way, and every one of them must
// be answered 200; the process answers not-ready while it drains, then stops accepting and exits 0.
// The server runs under `node --import tsx`, one process, as `node dist/server.js` runs in production:
// the tsx CLI relays a signal to its child and SIGKILLs it when the child, busy answering, has not
// acknowledged within 30 ms, which is no graceful shutdown at all.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { ScratchDatabase, freePorts } from '../scale-out/api-processes';
import { testAuthConfig } from '../test/config';

const BURST = 50;
// the default drain (SHUTDOWN_DRAIN_MS), as it ships
const DRAIN_MS = 1_000;
const STARTUP_TIMEOUT_MS = 120_000;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

let dataDir: string | undefined;
let scratch: ScratchDatabase | undefined;

/** One `node --import tsx apps/api/src/server.ts` process and what it wrote. */
class ServerProcess {
  readonly url: string;
  private readonly child: ChildProcess;
  private text = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const keep = Object.fromEntries(['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'server.ts')], {
      cwd: REPO_ROOT,
      env: { ...keep, ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.setEncoding('utf8').on('data', (chunk: string) => (this.text += chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get output(): string {
    return this.text;
  }

  async waitUntilReady(timeoutMs: number): Promise<void> {
    const started = Date.now();
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`the server exited during startup\n${this.text}`);
      const status = await fetch(`${this.url}/system/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() - started > timeoutMs) throw new Error(`not ready after ${timeoutMs} ms\n${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

let api: ServerProcess;

beforeAll(async () => {
  const [port] = await freePorts(1);
  let database: Record<string, string>;
  if (serverUrl) {
    scratch = new ScratchDatabase(serverUrl);
    await scratch.create();
    database = { DATABASE_URL: scratch.url };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-shutdown-'));
    database = { DATA_DIR: dataDir };
  }
  api = new ServerProcess(port!, {
    ...database,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    AUTH_SECRET: testAuthConfig().secret,
    SMS_ADAPTER: 'outbox',
    CAPTCHA_PROVIDER: 'none',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_DEADLINE_MS: '10000',
  });
  await api.waitUntilReady(STARTUP_TIMEOUT_MS);
}, STARTUP_TIMEOUT_MS + 10_000);

afterAll(async () => {
  api?.kill();
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);


interface Sent {
  /** Resolves once the request is written to its own new connection (the server has not necessarily read it). */
  written: Promise<void>;
  answer: Promise<{ status: number; at: number; id: string | undefined; error?: string }>;
}

/** Searches nobody made before (each builds its read model on the database) and offer pages, each on its own connection with its own request id. */
function send(i: number, id: string): Sent {
  const search = i % 2 === 0;
  const body = search ? JSON.stringify({ query: `${['pizza', 'spa', 'movie', 'coffee', 'buffet'][i % 5]} ${i}` }) : undefined;
  let written!: () => void;
  const sent: Sent = {
    written: new Promise((resolve) => (written = resolve)),
    answer: new Promise((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: api.port,
          agent: false,
          method: search ? 'POST' : 'GET',
          path: search ? '/nc/prime/benefit/search' : `/c/prime/offer/tandoor-tales-weekday-buffet?i=${i}`,
          headers: { 'x-request-id': id, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
          timeout: 15_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, at: performance.now(), id: response.headers['x-request-id'] as string | undefined }));
        },
      );
      // written: connected (the kernel holds the connection for the server to accept) and the request sent
      let connected = false;
      let finished = false;
      request.on('socket', (socket) => socket.once('connect', () => ((connected = true), finished && written())));
      request.on('finish', () => ((finished = true), connected && written()));
      request.on('error', (error) => {
        written();
        resolve({ status: 0, at: performance.now(), id: undefined, error: String(error) });
      });
      request.end(body);
    }),
  };
  return sent;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM during a burst', () => {
  it(`answers all ${BURST} requests under way, is not ready while draining, then exits 0`, async () => {
    const started = performance.now();
    const ids = Array.from({ length: BURST }, (_, i) => `burst-${i}-${Date.now()}`);
    const burst = ids.map((id, i) => send(i, id));
    // every request is on the wire (written to its connection) when the signal is sent
    await Promise.all(burst.map((sent) => sent.written));
    const signalAt = performance.now();
    api.signal('SIGTERM');
    // readiness turns to 503 once the signal is handled (behind the burst on a busy process), until the port closes
    const readiness: Array<{ status: number; body: string }> = [];
    const probing = (async () => {
      for (;;) {
        const answer = await fetch(`${api.url}/system/ready`).then(
          async (response) => ({ status: response.status, body: await response.text() }),
          () => undefined,
        );
        if (!answer) return;
        readiness.push(answer);
        if (answer.status === 503) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const results = await Promise.all(burst.map((sent) => sent.answer));
    await probing;
    const exit = await api.exited;
    const exitedAfter = Math.round(performance.now() - signalAt);
    const afterSignal = results.filter((result) => result.at > signalAt).length;
    const afterClose = results.filter((result) => result.at > signalAt + DRAIN_MS).length;
    const failed = results.filter((result) => result.status !== 200);
    const times = results.map((result) => result.at - started).sort((a, b) => a - b);
    console.log(
      `[shutdown] api: ${BURST} requests, ${failed.length} failed, ${afterSignal} answered after SIGTERM, ${afterClose} after the close began; ` +
        `p50 ${Math.round(times[BURST / 2]!)} ms, max ${Math.round(times.at(-1)!)} ms; exited ${exitedAfter} ms after SIGTERM (code ${exit.code})`,
    );
    if (failed.length > 0 || exit.code !== 0) console.log(api.output);
    expect(failed).toEqual([]);
    expect(results.map((result) => result.id)).toEqual(ids);
    expect(readiness.at(-1)).toEqual({ status: 503, body: '{"status":"draining"}' });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(api.output).toContain('"msg":"stopped"');
    expect(api.output).not.toMatch(/"level":[56]0/);
    expect(await portOpen(api.port)).toBe(false);
  }, 40_000);
});
