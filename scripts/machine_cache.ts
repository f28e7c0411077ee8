/**
 * The per-machine cache, outside the clone, for work done once per machine rather than once per
 * clone: the Node.js LTS runtimes and headers, better-sqlite3 and the kerberos addon compiled for a
 * runtime, the API specification tester's dependencies (docs/development.md, "Machine cache").
 * A fresh clone on the same machine finds them there, so its `npm ci` and `npm test` compile and
 * download none of them again.
 *
 * Every entry is a folder named by a key of everything its content depends on; it is filled under
 * a temporary name and renamed when complete, so an interrupted fill is never taken for a finished
 * one, and two runs filling the same entry at once each fill their own and the first rename wins.
 */
import { randomBytes } from 'crypto';
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'fs';
import { homedir } from 'os';
import { basename, dirname, join, resolve } from 'path';

const ROOT = resolve(__dirname, '..');

/** The project's name (package.json), the cache folder's name under XDG_CACHE_HOME or ~/.cache. */
export function projectName(root = ROOT): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }).name;
}

/**
 * The machine cache folder: OSD_MACHINE_CACHE when set, else $XDG_CACHE_HOME/<project name>, else
 * ~/.cache/<project name>.
 */
export function machineCacheDir(
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
  name: string = projectName()
): string {
  if (env.OSD_MACHINE_CACHE) return resolve(env.OSD_MACHINE_CACHE);
  // The XDG spec ignores a relative XDG_CACHE_HOME.
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.cache'), name);
}

let usable: string | undefined;

/**
 * The machine cache folder, created when missing. When it cannot be written (a read-only home…),
 * the clone's own .cache/machine, with a warning: the work is then done once per clone, as before.
 */
export function usableMachineCacheDir(): string {
  if (usable) return usable;
  const dir = machineCacheDir();
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    usable = dir;
  } catch (error) {
    usable = join(ROOT, '.cache', 'machine');
    process.stderr.write(
      `The machine cache ${dir} cannot be written (${(error as Error).message}): using ${usable}, which a fresh clone does not have. Set OSD_MACHINE_CACHE to a writable folder.\n`
    );
  }
  return usable;
}

/** An entry's folder name from the parts its content depends on (a version, an ABI, a platform…). */
export function cacheKey(parts: readonly string[]): string {
  return parts.map((part) => part.replace(/[^A-Za-z0-9._+]/g, '_')).join('-');
}

/** The marker in the name of an entry being filled (never a finished one). */
const PARTIAL = '.partial-';
/** Leftovers of a run killed while filling are removed once this old (no fill takes that long). */
const STALE_MS = 6 * 60 * 60 * 1000;

/** Whether the finished entry `dir` is there (a folder being filled has another name). */
export function hasEntry(dir: string): boolean {
  return existsSync(dir) && !basename(dir).includes(PARTIAL);
}

/**
 * The entry `dir`, filled by `fill(work)` in a temporary folder beside it and renamed to `dir`
 * when `fill` returns, unless it is already there. When another run finished the same entry
 * first, its entry is kept and this run's copy dropped. A `fill` that throws leaves nothing.
 */
export function fillEntry(dir: string, fill: (work: string) => void): string {
  if (hasEntry(dir)) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  removeStalePartials(dirname(dir));
  // Unique to this fill, even beside another fill of the same entry by this process.
  const work = `${dir}${PARTIAL}${process.pid}-${randomBytes(6).toString('hex')}`;
  mkdirSync(work, { recursive: true });
  try {
    fill(work);
    renameSync(work, dir);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    // Another run's rename came first: its entry is as good as this one.
    if (hasEntry(dir) && ['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) return dir;
    throw error;
  }
  return dir;
}

/**
 * Removes the entry `dir` (one found broken): renamed away first, so a run that looks at it then
 * sees either the whole entry or none.
 */
export function dropEntry(dir: string): void {
  if (!existsSync(dir)) return;
  const away = `${dir}${PARTIAL}dropped-${process.pid}-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(dir, away);
  } catch {
    return; // another run moved it first
  }
  rmSync(away, { recursive: true, force: true });
}

function removeStalePartials(parent: string): void {
  for (const name of readdirSync(parent)) {
    if (!name.includes(PARTIAL)) continue;
    const path = join(parent, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed by another run meanwhile
    }
  }
}

/**
 * Copies the file `from` to `to`, removing `to` first rather than writing into it: a file in
 * node_modules may be a hard link shared with other clones, which an in-place write would change too.
 */
export function replaceFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { force: true });
  copyFileSync(from, to);
}

/** Writes `text` to the file `to` the same way (a new file, never the old one's content changed). */
export function replaceText(to: string, text: string): void {
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { force: true });
  writeFileSync(to, text);
}
