// Where the API's own files are (its migrations, its seed data, the repository's contract), found
// from this module whether it runs from source (tsx, vitest) or bundled into dist/ (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@rewards/api') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json of @rewards/api above ${from}`);
  }
}

/** apps/api. */
export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The monorepo root. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
