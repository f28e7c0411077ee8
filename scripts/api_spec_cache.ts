/**
 * The API specification tester's dependencies (scripts/api_spec.ts) in the machine cache
 * (scripts/machine_cache.ts): installed once per machine and lockfile by `npm ci` into an entry
 * keyed by the lockfile's hash, and linked as the tester copy's node_modules, so that a fresh clone,
 * or the same one after `rm -rf .tmp`, installs nothing.
 */
import { spawnSync } from 'child_process';
import { cpSync, existsSync, lstatSync, readlinkSync, rmSync, symlinkSync } from 'fs';
import { join } from 'path';
import { dropEntry, fillEntry, hasEntry } from './machine_cache';

/** The machine cache entry with the tester's dependencies for the lockfile whose hash is `lockHash`. */
export function testerEntry(cacheRoot: string, lockHash: string): string {
  return join(cacheRoot, 'api-spec', `lock-${lockHash}`);
}

/** Whether `dir` holds an installed tester (what the run starts: ts-node). */
const installed = (dir: string) => existsSync(join(dir, 'node_modules', '.bin', 'ts-node'));

/**
 * Makes `copy`/node_modules (the tester copy, with its package.json and package-lock.json) a link to
 * the machine cache's dependencies for its lockfile, `npm ci` installing them there first when the
 * cache has none.
 */
export function linkTesterDependencies(copy: string, lockHash: string, cacheRoot: string): void {
  const entry = testerEntry(cacheRoot, lockHash);
  if (hasEntry(entry) && !installed(entry)) dropEntry(entry);
  fillEntry(entry, (work) => {
    for (const file of ['package.json', 'package-lock.json']) cpSync(join(copy, file), join(work, file));
    process.stdout.write(`Installing the API specification tester's dependencies (npm ci in ${entry})\n`);
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work, stdio: 'inherit' });
    if (ci.status !== 0 || !installed(work)) throw new Error('npm ci of the API specification tester failed.');
  });
  const modules = join(entry, 'node_modules');
  const link = join(copy, 'node_modules');
  if (existsSync(link) && lstatSync(link).isSymbolicLink() && readlinkSync(link) === modules) return;
  // The copy's own install (before the machine cache), or a link to another lockfile's entry.
  rmSync(link, { recursive: true, force: true });
  symlinkSync(modules, link, 'dir');
}
