/**
 * `npm start` in plain node: compiles the start script (scripts/start.ts and what it imports) into
 * build/scripts/ when it is missing or its sources changed, then runs it in this process. No tsx,
 * no second node process: what stays running is the server alone.
 *
 * `--prepare-only` (used by `npm run build`) compiles without starting.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const OUT = join(ROOT, 'build', 'scripts');
const COMPILED = join(OUT, 'start.js');
const STAMP = join(OUT, 'sources.sha256');
/** What the compiled start script is made from. */
const SOURCES = [
  'scripts/start.ts',
  'scripts/build.ts',
  'scripts/build_stamp.ts',
  'scripts/compress_bundles.ts',
  'scripts/server_bundle.ts',
  'scripts/vendor_bundles.ts',
  'tsconfig.scripts.json',
  'tsconfig.json',
  'package-lock.json',
];

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES) {
    const path = join(ROOT, file);
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

function prepare() {
  const hash = sourcesHash();
  if (existsSync(COMPILED) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.scripts.json')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('Compiling the start script (tsconfig.scripts.json) failed.\n');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, hash);
}

prepare();
if (!process.argv.includes('--prepare-only')) createRequire(import.meta.url)(COMPILED).start(ROOT);
