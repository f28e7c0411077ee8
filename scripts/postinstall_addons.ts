/**
 * The postinstall's better-sqlite3 step (scripts/postinstall.ts): the addon in node_modules for the
 * project's runtime, taken from the machine cache (scripts/machine_cache.ts) when it holds one for
 * this better-sqlite3 version, ABI, headers and platform, compiled otherwise and then stored there,
 * so that a second `npm ci` on the machine, from any clone, compiles nothing.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { hasEntry, replaceFile, replaceText } from './machine_cache';
import {
  BETTER_SQLITE3_ADDON,
  BETTER_SQLITE3_STAMP,
  betterSqlite3Entry,
  betterSqlite3Stamp,
  cachedBetterSqlite3,
  compileBetterSqlite3,
  ensureBetterSqlite3,
  loads,
  packageVersion,
  type LtsRuntime,
} from './node_lts_runtime';

export interface AddonStep {
  /** The project's folder (its node_modules has better-sqlite3's own dependencies). */
  root: string;
  /** The better-sqlite3 package folder to prepare (node_modules/better-sqlite3). */
  dir: string;
  runtime: LtsRuntime;
  /** The machine cache folder. */
  cacheRoot: string;
  /** node-gyp's rebuild (replaced in tests). */
  compile?: (dir: string, runtime: LtsRuntime) => void;
}

/**
 * Makes the better-sqlite3 in `dir` load on `runtime`, built against its headers: nothing when the
 * stamp says so and it loads, the machine cache's addon when there is one (checked to load), a
 * compile otherwise. Returns the line to print; throws when the result does not load.
 */
export function prepareBetterSqlite3({
  root,
  dir,
  runtime,
  cacheRoot,
  compile = compileBetterSqlite3,
}: AddonStep): string {
  const stampFile = join(dir, BETTER_SQLITE3_STAMP);
  const stamp = betterSqlite3Stamp(runtime);
  const what = `better-sqlite3 is compiled for Node.js ${runtime.version} (${stamp})`;
  const entry = betterSqlite3Entry(cacheRoot, packageVersion(dir), runtime);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && loads(runtime, dir)) {
    return `${what}.${store(root, dir, runtime, cacheRoot, compile, entry)}`;
  }
  const cached = lookUp(cacheRoot, dir, runtime);
  if (cached) {
    replaceFile(join(cached, BETTER_SQLITE3_ADDON), join(dir, BETTER_SQLITE3_ADDON));
    if (loads(runtime, dir)) {
      replaceText(stampFile, stamp);
      return `${what}: reused from the machine cache (${entry}), nothing compiled.`;
    }
  }
  compile(dir, runtime);
  if (!loads(runtime, dir)) throw new Error(`better-sqlite3 does not load on Node.js ${runtime.version}.`);
  replaceText(stampFile, stamp);
  return `${what}.${store(root, dir, runtime, cacheRoot, compile, entry)}`;
}

/** The cached package folder, or null; a cache that cannot be read is a miss, not a failure. */
function lookUp(cacheRoot: string, dir: string, runtime: LtsRuntime): string | null {
  try {
    return cachedBetterSqlite3(cacheRoot, packageVersion(dir), runtime);
  } catch {
    return null;
  }
}

/** Stores the loading addon in `dir` in the machine cache when it is not there; says what it did. */
function store(
  root: string,
  dir: string,
  runtime: LtsRuntime,
  cacheRoot: string,
  compile: (dir: string, runtime: LtsRuntime) => void,
  entry: string
): string {
  if (hasEntry(entry)) return '';
  try {
    ensureBetterSqlite3(root, cacheRoot, runtime, dir, compile);
    return ` Stored in the machine cache (${entry}).`;
  } catch (error) {
    // A machine cache that cannot be written (a read-only home…) costs the next install a compile only.
    return ` Not stored in the machine cache: ${(error as Error).message}`;
  }
}
