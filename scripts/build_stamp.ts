/**
 * Whether `build/` was made from the sources as they are now. Each successful build part (server,
 * public) records the hash of its inputs in `build/source_stamp.json`; `npm start` rebuilds a part
 * whose recorded hash differs (after a `git pull`, an edit, a dependency change) or which is missing.
 *
 * The hash is of the files' contents, not their times: a checkout that rewrites files unchanged
 * rebuilds nothing, and a change that keeps a file's size and time is still seen. Reading and
 * hashing every input (567 files, about 2.3 MB with package-lock.json) took 9–100 ms here (a
 * shared 2-core machine, warm and cold cache): nothing next to a server start.
 */
import { createHash } from 'crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { dirname, join, relative, sep } from 'path';

/**
 * The folder holding package.json above `from`: these scripts run from scripts/ under tsx and
 * from build/scripts/ once compiled for `npm start`.
 */
export function repoRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}.`);
    dir = parent;
  }
  return dir;
}

export type BuildPart = 'server' | 'public';
export const BUILD_PARTS: readonly BuildPart[] = ['server', 'public'];

/** Directories whose files the builds read. */
const INPUT_DIRS = ['src', 'typings'];
/** Single files that decide what the builds make (their settings, the dependencies, the build script). */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'webpack.config.js',
  'scripts/build.ts',
  // the server's own bundles (how its modules are split into parts).
  'scripts/server_bundle.ts',
  // the server's vendor bundles (the packages it lists).
  'scripts/vendor_bundles.ts',
  // the .br and .gz copies of the bundles.
  'scripts/compress_bundles.ts',
  // webpack's own loader for EUI's icon map: what it strips changes the bundle.
  'scripts/eui_icon_map_loader.js',
  // webpack's loader computing EUI's theme at build time: the shell carries what it computes.
  'scripts/eui_theme_loader.js',
  // webpack's plugin naming EUI's icon chunks.
  'scripts/lazy_chunk_files.js',
];
/** tsconfig.json, tsconfig.server.json and any other tsconfig*.json at the root. */
const TSCONFIG = /^tsconfig.*\.json$/;
/** Tests are never part of a build: editing one rebuilds nothing. */
const NOT_AN_INPUT = /\.test\.tsx?$/;

export const STAMP_FILE = join('build', 'source_stamp.json');

/** What must exist for a part to count as built. */
const OUTPUTS: Record<BuildPart, string> = {
  server: join('build', 'server', 'core', 'server', 'cli.js'),
  public: join('build', 'public', 'manifest.json'),
};

function listFiles(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile() && !NOT_AN_INPUT.test(entry.name)) out.push(path);
  }
}

/** The build inputs under `root`, as sorted paths relative to it (with `/`). */
export function buildInputs(root: string): string[] {
  const files: string[] = [];
  for (const dir of INPUT_DIRS) if (existsSync(join(root, dir))) listFiles(join(root, dir), files);
  for (const file of INPUT_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  for (const name of readdirSync(root)) if (TSCONFIG.test(name)) files.push(join(root, name));
  return files.map((file) => relative(root, file).split(sep).join('/')).sort();
}

/** SHA-256 over every input's path and contents: changes when any input is added, removed or edited. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) {
    const contents = readFileSync(join(root, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('hex');
}

function readStamps(root: string): Partial<Record<BuildPart, string>> {
  try {
    const value = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Partial<Record<BuildPart, string>>) : {};
  } catch {
    return {};
  }
}

/** Records (hash) or forgets (null) the sources a part was built from. */
export function writeStamp(root: string, part: BuildPart, hash: string | null): void {
  const stamps = readStamps(root);
  if (hash === null) delete stamps[part];
  else stamps[part] = hash;
  mkdirSync(join(root, 'build'), { recursive: true });
  if (Object.keys(stamps).length === 0) rmSync(join(root, STAMP_FILE), { force: true });
  else writeFileSync(join(root, STAMP_FILE), `${JSON.stringify(stamps, null, 2)}\n`);
}

export interface BuildDecision {
  /** The parts to build, in order; empty when the build is up to date. */
  parts: BuildPart[];
  /** The one line `npm start` prints when it builds. */
  message?: string;
}

/** Which parts of the build under `root` are missing or were made from other sources than `hash`. */
export function decideBuild(root: string, hash: string = sourceHash(root)): BuildDecision {
  const stamps = readStamps(root);
  const missing = BUILD_PARTS.filter((part) => !existsSync(join(root, OUTPUTS[part])));
  const stale = BUILD_PARTS.filter((part) => !missing.includes(part) && stamps[part] !== hash);
  const parts = BUILD_PARTS.filter((part) => missing.includes(part) || stale.includes(part));
  if (parts.length === 0) return { parts };
  if (stale.length === 0) return { parts, message: 'No build found: building…' };
  return { parts, message: 'Sources changed since the last build: rebuilding…' };
}
