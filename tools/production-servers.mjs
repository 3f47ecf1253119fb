// What the artifact test (tools/artifacts-test.mjs), the load test (tools/load.mjs) and the Lighthouse
// run (tools/perf.mjs) share: the production builds they serve, free ports, a scratch PostgreSQL database, a stand-in for the SMS provider, server processes started
// from the bundles, waiting until they are ready, and signing a member in through the real API flow.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Builds what the production servers run (the API's and the site server's bundles, the three sites); a failed build ends the process. */
export function buildProductionServers(root) {
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=@rewards/api,@rewards/site-server,@rewards/web,@rewards/shopper,@rewards/more-rewards', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** `count` ports nothing listens on now. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A database of its own on the PostgreSQL server at `serverUrl`, or undefined when none answers there. */
export async function scratchDatabase(serverUrl, prefix) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A stand-in for Exotel's SMS API (the production SMS adapter): it answers as Exotel does and keeps
 * each text, so a test reads the code a member's phone would show. Production refuses the
 * development outbox, so this is how a production API's codes are read without a real gateway.
 */
export async function fakeSmsGateway() {
  const texts = new Map();
  const waiters = new Map();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const to = (form.get('To') ?? '').replace(/^\+?91/, '');
      const code = /\b(\d{6})\b/.exec(form.get('Body') ?? '')?.[1];
      if (code) {
        texts.set(to, code);
        for (const resolve of waiters.get(to) ?? []) resolve(code);
        waiters.delete(to);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ SMSMessage: { Sid: `fake-${randomBytes(6).toString('hex')}`, Status: 'queued' } }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** The code texted to `mobile`: the one waiting, else the next to come. */
    codeFor(mobile, { timeoutMs = 15_000 } = {}) {
      const last = texts.get(mobile);
      if (last) {
        texts.delete(mobile);
        return Promise.resolve(last);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no text reached ${mobile} within ${timeoutMs} ms`)), timeoutMs);
        waiters.set(mobile, [...(waiters.get(mobile) ?? []), (code) => {
          clearTimeout(timer);
          texts.delete(mobile);
          resolve(code);
        }]);
      });
    },
    /** The code texted to `mobile` if it came already (taken: a second call answers undefined). */
    take(mobile) {
      const code = texts.get(mobile);
      texts.delete(mobile);
      return code;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The settings a production API needs (NODE_ENV=production refuses to start without them), its SMS sent to `smsUrl`. */
export function productionApiEnv({ smsUrl, port, overrides = {} }) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // The site servers are the one proxy hop in front: believe exactly the address they append.
    TRUST_PROXY: '1',
    SMS_ADAPTER: 'exotel',
    EXOTEL_API_BASE: smsUrl,
    EXOTEL_ACCOUNT_SID: 'artifact-test',
    EXOTEL_API_KEY: 'artifact-test-key',
    EXOTEL_API_TOKEN: 'artifact-test-token',
    SMS_SENDER_ID: 'RWDCLB',
    SMS_DLT_ENTITY_ID: '1101000000000000001',
    SMS_DLT_TEMPLATE_LOGIN_OTP: '1107000000000000001',
    SMS_DLT_TEMPLATE_CREDIT_OTP: '1107000000000000002',
    SMS_DLT_TEMPLATE_STUDENT_DECISION: '1107000000000000003',
    // Nothing here sends an email: an address nothing listens on.
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMAIL_FROM: 'Rewards Club <no-reply@rewards.example.in>',
    // Razorpay with placeholder keys and an address nothing listens on (a run that pays overrides
    // this with the sandbox: PAYMENT_GATEWAY=sandbox, ALLOW_UNSAFE_SANDBOX_GATEWAY=true).
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_ProductionServers',
    RAZORPAY_KEY_SECRET: 'production-servers-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'production-servers-webhook-secret',
    RAZORPAY_API_BASE: 'http://127.0.0.1:9',
    CREDIT_BUREAU: 'none',
    // Staff sign-in needs the company's OpenID Connect provider in production (the sandbox staff
    // provider is refused): placeholders at an address nothing listens on, reached only at a staff sign-in.
    CONSOLE_ORIGIN: 'http://127.0.0.1:9',
    STAFF_OIDC_ISSUER: 'https://127.0.0.1:9/realms/staff',
    STAFF_OIDC_CLIENT_ID: 'production-servers-console',
    STAFF_OIDC_CLIENT_SECRET: 'production-servers-console-secret',
    // Requests from this machine skip the captcha a browser solves (config.ts: tests, load tests).
    CAPTCHA_WHITELIST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
}

/** A server process whose output is kept (and shown when it fails). */
export function startProcess(name, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return {
    name,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Waits until `origin` answers 200 on /system/ready (or, on a server without it, /system/health). */
export async function waitReady(server, origin, timeoutMs = 120_000) {
  const started = Date.now();
  let exitedWith;
  server.exited.then((code) => (exitedWith = code));
  let readiness = '/system/ready';
  while (Date.now() - started < timeoutMs) {
    if (exitedWith !== undefined) throw new Error(`${server.name} exited (${exitedWith}) before it was ready:\n${server.output().slice(-4000)}`);
    try {
      const response = await fetch(`${origin}${readiness}`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 404 && readiness === '/system/ready') readiness = '/system/health';
      else if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} was not ready at ${origin} within ${timeoutMs} ms:\n${server.output().slice(-4000)}`);
}

/** A JSON call; its parsed answer, or an error naming the call, its status and body. */
export async function callJson(origin, pathname, { body, headers = {}, method = body === undefined ? 'GET' : 'POST' } = {}) {
  const response = await fetch(`${origin}${pathname}`, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 500)}`);
  return { response, json: JSON.parse(text) };
}

/** A mobile no earlier run used (9 and nine digits from the clock and chance). */
export function freshMobile() {
  return `9${`${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9)}`;
}

/** Signs a new member in as the sites do (register, the texted code, verify, login) through `origin`; the access token and refresh cookie. */
export async function signIn(origin, mobile, codeFor) {
  await callJson(origin, '/nc/um/user/v1/register', { body: { mobile, firstName: 'Artifact' } });
  const otp = await codeFor(mobile);
  const { ticketId } = (await callJson(origin, '/nc/um/user/v1/otp/verify', { body: { mobile, otp } })).json.data;
  const { response, json } = await callJson(origin, '/nc/um/auth/v1/login', { body: { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId } });
  const refreshCookie = /(?:^|,\s*)(rp_rt=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { accessToken: json.data.accessToken, refreshCookie };
}
