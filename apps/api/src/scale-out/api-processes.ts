// Real API processes for the scale-out tests: a throwaway PostgreSQL database per run, free loopback
// ports, and `tsx src/server.ts` started as its own OS process (its own process group, so the tsx
// wrapper and the server it runs are stopped together), polled until healthy, and always stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const SERVER = path.join('apps', 'api', 'src', 'server.ts');
/** How much of each process's output is kept for a failure report. */
const OUTPUT_KEEP_CHARS = 16_000;

/** The server the tests run on: TEST_DATABASE_URL, or DATABASE_URL; a clear failure without. */
export function requirePostgresUrl(what: string): string {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      `${what} needs a PostgreSQL server: set TEST_DATABASE_URL (or DATABASE_URL), e.g. ` +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:scale --workspace @rewards/api',
    );
  }
  return url;
}

/** A database created for one run on the server `serverUrl` points at, and dropped after it. */
export class ScratchDatabase {
  readonly name = `scale_${randomBytes(6).toString('hex')}`;
  readonly url: string;
  private created = false;

  constructor(private readonly serverUrl: string) {
    const url = new URL(serverUrl);
    url.pathname = `/${this.name}`;
    this.url = url.toString();
  }

  async create(): Promise<void> {
    await this.admin(async (client) => client.query(`create database "${this.name}"`));
    this.created = true;
  }

  /** Ends every connection still open on it (a process that did not stop), then drops it. */
  async drop(): Promise<void> {
    if (!this.created) return;
    await this.admin(async (client) => {
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [this.name]);
      await client.query(`drop database if exists "${this.name}"`);
    });
    this.created = false;
  }

  private async admin(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  }
}

/** `count` distinct free loopback ports (each bound at once, so no two are the same). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** Only what a Node process needs from the test's environment; nothing of Vitest's or a stray setting. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'TZ', 'SystemRoot'];
  return Object.fromEntries(keep.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
}

const running = new Set<ApiProcess>();
let exitHookInstalled = false;

/** If the test process exits without stopping them (a crash, a timeout), kill what is left. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const api of running) api.killNow();
  });
}

/** One `tsx src/server.ts` process on `port`, with exactly the environment given (plus PATH and HOME). */
export class ApiProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private exitCode: number | null | undefined;
  private exitSignal: NodeJS.Signals | null | undefined;
  private stdout = '';
  private stderr = '';
  private stopping = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get alive(): boolean {
    return this.child !== undefined && this.exitCode === undefined;
  }

  start(): void {
    installExitHook();
    const child = spawn(TSX, [SERVER], {
      cwd: REPO_ROOT,
      env: { ...baseEnv(), ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
      // its own process group: tsx runs the server in a child process, and both are stopped together
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(this);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.stdout = (this.stdout + chunk).slice(-OUTPUT_KEEP_CHARS)));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-OUTPUT_KEEP_CHARS)));
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        running.delete(this);
        resolve();
      });
      child.once('error', (error) => {
        this.stderr += `\nspawn failed: ${error.message}`;
        this.exitCode = -1;
        running.delete(this);
        resolve();
      });
    });
  }

  /** Polls /system/health until it answers 200; fails with the process's output if it exits first. */
  async waitUntilHealthy(timeoutMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (!this.alive) throw new Error(`${this.name} exited during startup (${this.describeExit()})\n${this.output()}`);
      try {
        const response = await fetch(`${this.url}/system/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return Date.now() - started;
        await response.body?.cancel();
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs) throw new Error(`${this.name} not healthy after ${timeoutMs} ms\n${this.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /**
   * SIGTERM to tsx, which relays it to the server (graceful: in-flight requests finish, the pool
   * closes) and exits with it; SIGKILL to the whole group if that takes longer than `graceMs` or tsx
   * itself was killed (its server may be left behind).
   */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child?.pid || this.stopping) return;
    this.stopping = true;
    if (this.alive) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    }
    if (this.alive || this.exitSignal) {
      this.killNow();
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    }
  }

  /** SIGKILL to the whole process group, synchronously (safe in an exit handler). */
  killNow(): void {
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }

  /** True when the process ended without being asked to (a crash, a failed start). */
  exitedOnItsOwn(): boolean {
    return this.child !== undefined && this.exitCode !== undefined && !this.stopping;
  }

  describeExit(): string {
    if (this.exitCode === undefined) return 'running';
    return this.exitSignal ? `signal ${this.exitSignal}` : `exit code ${this.exitCode}`;
  }

  /** What the process wrote (the tail of each stream), for failure reports. */
  output(): string {
    const parts = [];
    if (this.stderr.trim()) parts.push(`--- ${this.name} stderr ---\n${this.stderr.trimEnd()}`);
    if (this.stdout.trim()) parts.push(`--- ${this.name} stdout ---\n${this.stdout.trimEnd()}`);
    return parts.length > 0 ? parts.join('\n') : `--- ${this.name}: no output ---`;
  }

  hasOutput(): boolean {
    return this.stderr.trim() !== '' || this.stdout.trim() !== '';
  }
}
