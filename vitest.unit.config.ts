import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every unit and component suite but the API's (its own run, on a database) in one Vitest process:
 * each folder is a project with its own config (a DOM or Node, its plugins and setup), and all share
 * one pool of workers, where a Vitest per project (`nx run-many -t test`) started 20 and left a core
 * idle while the longest ones ran alone (docs/testing.md).
 *
 * The components' tests run in happy-dom, whose window costs a fraction of jsdom's: the whole unit
 * run (276 files) took 238 s against 301 s with jsdom. A folder whose tests run in a DOM is two
 * projects: its components' tests (`*.test.tsx`) in happy-dom and its rules' tests (`*.test.ts`) in
 * Node, where most never touch a window (219 s against 238 s). A `.test.ts` that does (a hook through
 * renderHook) says so in its first line, `// @vitest-environment happy-dom`; a test that needs
 * jsdom's behaviour names jsdom there and why (docs/testing.md).
 */
const root = import.meta.dirname;
const folders = [...fs.readdirSync(path.join(root, 'libs')).map((name) => `libs/${name}`), 'apps/site-server', 'tools'].filter((folder) => fs.existsSync(path.join(root, folder, 'package.json')));

const projects = folders.flatMap((folder): (string | TestProjectInlineConfiguration)[] => {
  const config = path.join(root, folder, 'vitest.config.ts');
  if (!fs.existsSync(config) || !/environment: 'happy-dom'/.test(fs.readFileSync(config, 'utf8'))) return [folder];
  const name = (JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string }).name;
  const own = { extends: config, root: path.join(root, folder) };
  return [
    { ...own, test: { name, exclude: [...configDefaults.exclude, '**/*.test.ts'] } },
    { ...own, test: { name: `${name} (node)`, environment: 'node', exclude: [...configDefaults.exclude, '**/*.test.tsx'] } },
  ];
});

export default defineConfig({
  test: { projects },
});
