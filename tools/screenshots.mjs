#!/usr/bin/env node
// `npm run screenshots`: builds the sites, then walks the core site as a visitor and as a member on a
// 390x844 phone and a 1440x900 desktop (the e2e walk in apps/e2e/src/web/browsing.spec.ts) and keeps
// a picture of each page in docs/screenshots/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'screenshots');
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', SCREENSHOTS_DIR: out };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('bash', ['tools/ensure-chromium.sh']);
run('npx', ['nx', 'run-many', '-t', 'build', '--projects=@rewards/web,@rewards/shopper,@rewards/more-rewards', '--outputStyle=static']);
run('npx', ['playwright', 'test', '--config', 'apps/e2e/playwright.config.ts', '--project=web', '--grep', 'the walk']);
console.log(`\nscreenshots in ${path.relative(root, out)}:`);
for (const file of fs.readdirSync(out).sort()) console.log(`  ${file}`);
