#!/usr/bin/env node
// Starts the API (embedded PostgreSQL with the demo data on first start), the three sites and the
// operator console (apps/admin, served by the site server as the site `admin`).
//   node tools/start.mjs            dev servers: each site's server renders through Vite (hot reload)
//   node tools/start.mjs --prod     the production site servers over the builds and the bundled API, which must be built first
//   --only api,web                  a subset (Playwright starts each server on its own)
//   --prod --one-process            every site in one process on the core site's port, chosen by Host (shopper.localhost,
//                                   admin.localhost for the console, …)
// Ports are settings: API_PORT (3333), WEB_PORT (4200), SHOPPER_PORT (4201), MORE_REWARDS_PORT (4202), ADMIN_PORT (4203);
// the end-to-end run starts its own set (apps/e2e/src/ports.ts), so it never tests a running `npm start`.
// Every site server (apps/site-server) renders its pages on the server and proxies the API paths to
// the API, so each site is a single origin in the browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const prod = args.includes('--prod');
const oneProcess = prod && args.includes('--one-process');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : null;

/** A port setting, or its default; a clear stop for anything but a port number. */
function portSetting(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name}=${raw} is not a port number (1-65535).`);
    process.exit(2);
  }
  return port;
}
const ports = { api: portSetting('API_PORT', 3333), web: portSetting('WEB_PORT', 4200), shopper: portSetting('SHOPPER_PORT', 4201), moreRewards: portSetting('MORE_REWARDS_PORT', 4202), admin: portSetting('ADMIN_PORT', 4203) };
// The console's origin: the staff sign-in comes back to it (the API's CONSOLE_ORIGIN), and its cookies are its host's.
const consoleOrigin = process.env.CONSOLE_ORIGIN ?? (oneProcess ? `http://admin.localhost:${ports.web}` : `http://localhost:${ports.admin}`);

/** The sandbox staff provider's demo accounts, one per role (apps/api's staff sign-in; libs/admin's demoStaff.ts). */
const DEMO_STAFF = [
  ['reviewer@staff.example', 'Asha Rao', 'reviewer'],
  ['support@staff.example', 'Sunil Menon', 'support'],
  ['marketer@staff.example', 'Meera Iyer', 'marketer'],
  ['admin@staff.example', 'Arjun Das', 'admin'],
];
const DEMO_STAFF_PASSWORD = 'console-demo';

const services = [
  {
    name: 'api',
    label: 'API',
    port: ports.api,
    cwd: 'apps/api',
    // --prod: the bundle production runs (`npm run build` in apps/api), by plain Node
    ...(prod ? { cmd: process.execPath, args: ['dist/server.js'] } : { cmd: bin('tsx'), args: ['src/server.ts'] }),
    url: `http://localhost:${ports.api}/system/health`,
    env: {
      PORT: String(ports.api),
      // The sites' proxies are the one hop in front of the API: it believes exactly the address they
      // append to X-Forwarded-For (each browser's own), and nothing a browser wrote there itself.
      TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
      // Social and card sign-ins come back to the core site, wherever it listens.
      SOCIAL_LOGIN_SITE_ORIGIN: process.env.SOCIAL_LOGIN_SITE_ORIGIN ?? `http://localhost:${ports.web}`,
      CONSOLE_ORIGIN: consoleOrigin,
    },
  },
  ...(oneProcess
    ? [{ name: 'all', label: 'Every site by Host', port: ports.web, cwd: '.', url: `http://localhost:${ports.web}/  http://shopper.localhost:${ports.web}/  http://more-rewards.localhost:${ports.web}/  ${consoleOrigin}/` }]
    : [
        { name: 'web', label: 'Core site', port: ports.web, cwd: '.' },
        { name: 'shopper', label: 'Shopper site', port: ports.shopper, cwd: '.' },
        { name: 'more-rewards', label: 'More Rewards site', port: ports.moreRewards, cwd: '.' },
        { name: 'admin', label: 'Operator console', port: ports.admin, cwd: '.' },
      ]),
]
  .map((service) => ({
    // --prod: the site server's bundle (`npm run build` in apps/site-server), by plain Node, as the
    // deployables run it; development renders through Vite from the sources, by tsx
    ...(prod ? { cmd: process.execPath, args: ['apps/site-server/dist/main.js', '--site', service.name] } : { cmd: bin('tsx'), args: ['apps/site-server/src/main.ts', '--site', service.name, '--dev'] }),
    url: `http://localhost:${service.port}/`,
    env: { PORT: String(service.port), API_ORIGIN: process.env.API_ORIGIN ?? `http://127.0.0.1:${ports.api}` },
    ...service,
  }))
  .filter((service) => !only || only.has(service.name));

const children = [];
let stopping = false;
// A reader that has gone (`npm run perf` or the load test, which start these servers and read their
// output, finishing first) is no failure: the lines still coming while the servers drain are dropped
// instead of ending in an unhandled EPIPE and its stack trace.
for (const out of [process.stdout, process.stderr]) {
  out.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// --prod runs what `npm run build` made; a missing bundle is named, not thrown at by Node. A console
// not built (tools/production-servers.mjs, which perf and the load test use, builds the member sites
// alone) is left out, and said so.
let consoleServed = services.some((service) => service.name === 'admin' || service.name === 'all');
if (prod && consoleServed && !fs.existsSync(path.join(root, 'apps/admin/dist/index.html'))) {
  consoleServed = false;
  console.error('The operator console is not built (apps/admin/dist): it is left out. `npm run build` builds it.');
  const index = services.findIndex((service) => service.name === 'admin');
  if (index >= 0) services.splice(index, 1);
}
if (prod) {
  const missing = services.map((service) => path.join(root, service.cwd, service.args[0])).filter((entry) => !fs.existsSync(entry));
  if (missing.length > 0) {
    console.error(`Not built: ${[...new Set(missing)].map((entry) => path.relative(root, entry)).join(', ')}. Run \`npm run build\` first (or \`npm run serve:prod\`, which builds).`);
    process.exit(1);
  }
}

for (const service of services) {
  if (await portOpen(service.port)) {
    console.error(`Port ${service.port} (${service.label}) is already in use. Stop whatever runs there and try again.`);
    process.exit(1);
  }
}

for (const service of services) {
  const child = spawn(service.cmd, service.args, {
    cwd: path.join(root, service.cwd),
    env: { ...process.env, FORCE_COLOR: '1', ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}] `;
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
      stop(code || 1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const ready = await Promise.all(services.map((service) => waitForPort(service.port, 120_000)));
if (ready.every(Boolean)) {
  const width = Math.max(...services.map((service) => service.label.length));
  console.log(`\n${prod ? 'Production builds' : 'Dev servers'} ready:`);
  for (const service of services) console.log(`  ${service.label.padEnd(width)}  ${service.url}`);
  if (consoleServed) {
    console.log(`\nOperator console ${consoleOrigin}/: sign in with a demo staff account (password ${DEMO_STAFF_PASSWORD}; the sandbox sign-in, not in production):`);
    for (const [email, name, role] of DEMO_STAFF) console.log(`  ${role.padEnd(8)}  ${email.padEnd(24)}  ${name}`);
  }
  console.log('Press Ctrl+C to stop.\n');
} else {
  services.forEach((service, index) => {
    if (!ready[index]) console.error(`${service.label} did not open port ${service.port} within 120 s.`);
  });
  stop(1);
}
