#!/usr/bin/env node
// Generates the contract types from openapi/openapi.yaml into libs/api-contract, or checks that the
// committed ones are current (`check` exits 1 when they are stale, so `npm test` catches a forgotten
// regeneration).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = path.join(root, 'openapi/openapi.yaml');
const target = path.join(root, 'libs/api-contract/src/generated/schema.ts');
const bin = path.join(root, 'node_modules/.bin/openapi-typescript');

function generate(outFile) {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  execFileSync(bin, [spec, '--output', outFile, '--alphabetize'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const mode = process.argv[2];
if (mode === 'generate') {
  generate(target);
  console.log(`contract types written to ${path.relative(root, target)}`);
} else if (mode === 'check') {
  const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'schema.ts');
  generate(tmp);
  const fresh = fs.readFileSync(tmp, 'utf8');
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (fresh !== committed) {
    console.error(`contract types are stale: ${path.relative(root, target)} does not match openapi/openapi.yaml.\nRun \`npm run contract:gen\` and commit the result.`);
    process.exit(1);
  }
  console.log('contract types are current');
} else {
  console.error('usage: contract.mjs generate|check');
  process.exit(2);
}
