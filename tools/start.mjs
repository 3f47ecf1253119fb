#!/usr/bin/env node
// Starts the API (embedded PostgreSQL with the demo data on first start) and the three sites.
//   node tools/start.mjs            dev servers: each site's server renders through Vite (hot reload)
//   node tools/start.mjs --prod     the production site servers over the builds and the bundled API, which must be built first
//   --only api,web                  a subset (Playwright starts each server on its own)
//   --prod --one-process            every site in one process on :4200, chosen by Host (shopper.localhost, …)
// Every site server (apps/site-server) renders its pages on the server and proxies the API paths to
// the API, so each site is a single origin in the browser.
import { spawn } from 'node:child_process';
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

const services = [
  {
    name: 'api',
    label: 'API',
    port: 3333,
    cwd: 'apps/api',
    // --prod: the bundle production runs (`npm run build` in apps/api), by plain Node
    ...(prod ? { cmd: process.execPath, args: ['dist/server.js'] } : { cmd: bin('tsx'), args: ['src/server.ts'] }),
    url: 'http://localhost:3333/system/health',
    // The sites' proxies are the one hop in front of the API: it believes exactly the address they
    // append to X-Forwarded-For (each browser's own), and nothing a browser wrote there itself.
    env: { TRUST_PROXY: process.env.TRUST_PROXY ?? '1' },
  },
  ...(oneProcess
    ? [{ name: 'all', label: 'Every site by Host', port: 4200, cwd: '.', url: 'http://localhost:4200/  http://shopper.localhost:4200/  http://more-rewards.localhost:4200/' }]
    : [
        { name: 'web', label: 'Core site', port: 4200, cwd: '.' },
        { name: 'shopper', label: 'Shopper site', port: 4201, cwd: '.' },
        { name: 'more-rewards', label: 'More Rewards site', port: 4202, cwd: '.' },
      ]),
]
  .map((service) => ({
    cmd: bin('tsx'),
    args: ['apps/site-server/src/main.ts', '--site', service.name, ...(prod ? [] : ['--dev'])],
    url: `http://localhost:${service.port}/`,
    ...service,
  }))
  .filter((service) => !only || only.has(service.name));

const children = [];
let stopping = false;

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
  console.log('Press Ctrl+C to stop.\n');
} else {
  services.forEach((service, index) => {
    if (!ready[index]) console.error(`${service.label} did not open port ${service.port} within 120 s.`);
  });
  stop(1);
}
