// tools/artifacts.mjs's own logic: which packages a deployable declares, and the lockfile it cuts from
// the root one. (The deployables themselves are proved end to end by tools/artifacts-test.mjs.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bareImports, lockSubset, npmDependencies, type LockEntry } from './artifacts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootLock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

describe('lockSubset', () => {
  it('moves a workspace-nested version to the top and nests the version it displaces under the package that needs it, with that one\'s own nested packages', () => {
    const { packages, directVersions } = lockSubset(
      {
        packages: {
          'apps/api/node_modules/yaml': { version: '2.0.0' },
          'node_modules/yaml': { version: '1.0.0', dependencies: { z: '^9' } },
          'node_modules/yaml/node_modules/z': { version: '9.0.0' },
          'node_modules/z': { version: '1.0.0' },
          'node_modules/p': { version: '1.0.0', dependencies: { yaml: '^1' } },
        },
      },
      [
        ['p', 'apps/api'],
        ['yaml', 'apps/api'],
      ],
    );
    expect(directVersions).toEqual({ p: '1.0.0', yaml: '2.0.0' });
    expect(Object.fromEntries(Object.entries(packages).map(([key, entry]) => [key, entry.version]))).toEqual({
      'node_modules/p': '1.0.0',
      'node_modules/p/node_modules/yaml': '1.0.0',
      'node_modules/p/node_modules/yaml/node_modules/z': '9.0.0',
      'node_modules/yaml': '2.0.0',
    });
  });

  it('keeps required peers and optional dependencies (marked optional), leaves optional peers out as npm does, and stops on a missing dependency', () => {
    const { packages } = lockSubset(
      {
        packages: {
          'node_modules/a': { version: '1.0.0', peerDependencies: { b: '*', c: '*' }, peerDependenciesMeta: { c: { optional: true } }, optionalDependencies: { d: '*' } },
          'node_modules/b': { version: '1.0.0' },
          'node_modules/c': { version: '1.0.0' },
          'node_modules/d': { version: '1.0.0', dev: true },
        },
      },
      [['a', 'apps/web']],
    );
    expect(Object.keys(packages)).toEqual(['node_modules/a', 'node_modules/b', 'node_modules/d']);
    expect(packages['node_modules/d']).toEqual({ version: '1.0.0', optional: true });
    expect(() => lockSubset({ packages: { 'node_modules/a': { version: '1.0.0', dependencies: { gone: '*' } } } }, [['a', 'apps/web']])).toThrow('node_modules/a needs gone, which package-lock.json does not hold');
  });

  it("cuts the API's lock from the root one: its own drizzle-orm, and no development tool", () => {
    const declared = npmDependencies(['@rewards/api']);
    expect(declared.get('fastify')).toBe('apps/api');
    expect([...declared.keys()].some((name) => name.startsWith('@rewards/'))).toBe(false);
    const { packages, directVersions } = lockSubset(rootLock, [...declared]);
    expect(directVersions['drizzle-orm']).toBe(rootLock.packages['apps/api/node_modules/drizzle-orm']?.version ?? rootLock.packages['node_modules/drizzle-orm']?.version);
    for (const tool of ['vite', 'vitest', 'tsx', 'esbuild', 'typescript', 'nx', 'eslint', 'autocannon']) expect(packages[`node_modules/${tool}`], tool).toBeUndefined();
  });
});

describe('bareImports', () => {
  it('names the packages a bundle imports, not Node built-ins, relative paths or strings that only look like imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-imports-'));
    fs.writeFileSync(
      path.join(dir, 'a.js'),
      ['import fastify from "fastify";', "import { x } from '@scope/pkg/sub/path.js';", 'import "side-effect";', 'const v = await import("vite");', "import fs from 'node:fs';", "import path from 'path';", "import y from './local.js';", 'const text = "from \\n\'not-a-package\'";'].join('\n'),
    );
    expect([...bareImports([dir])].sort()).toEqual(['@scope/pkg', 'fastify', 'side-effect', 'vite']);
    fs.rmSync(dir, { recursive: true });
  });
});
