// The whole workspace's typecheck as two TypeScript programs run side by side, where a typecheck per
// project (`nx run-many -t typecheck`) checks each shared lib again in every project that imports it
// (166 s against 67 s on two cores, docs/testing.md). Every project's tsconfig is the base config with
// `types: ["node"]`, so one program holds them all; the three Vite apps add `vite/client` and are the
// second program. A project's own `typecheck` target still checks it alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const programs = ['tsconfig.typecheck.json', 'tsconfig.typecheck-apps.json'];

const results = await Promise.all(
  programs.map(
    (config) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', '-p', config], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ config, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
      }),
  ),
);
for (const { config, status, output, seconds } of results) {
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${config} (${seconds} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.every(({ status }) => status === 0) ? 0 : 1);
