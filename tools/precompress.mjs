#!/usr/bin/env node
// Writes a .br and a .gz beside every text asset of a site's build, once, at the best levels, so the
// site server sends compressed files without compressing on each request.
//   node tools/precompress.mjs apps/web/dist/client
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? '.');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  if (source.length < 512) continue;
  const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  files += 1;
  before += source.length;
  after += br.length;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dir)}: ${(before / 1024).toFixed(1)} kB → ${(after / 1024).toFixed(1)} kB brotli`);
