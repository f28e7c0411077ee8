/**
 * Which installed packages' `engines.node` would refuse a Node.js the product declares it supports.
 * `npm ci` only warns (EBADENGINE) and `engine-strict` stays off (TOOLCHAIN.md), so this check is
 * what keeps package.json's `engines` honest: every version it admits must be admitted by every
 * package in node_modules, nested copies included. Usage: `tsx scripts/engines.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join, relative, resolve } from 'path';
import { subset, validRange } from 'semver';

export interface EngineConflict {
  /** The package's folder, relative to the project. */
  path: string;
  name: string;
  version: string;
  /** Its `engines.node`, as written. */
  requires: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  engines?: { node?: unknown };
}

function readPackage(dir: string): PackageJson | null {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    return null;
  }
}

/** Every package folder under a node_modules folder, scoped and nested ones included. */
function packageDirs(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  const dirs: string[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const dir = join(nodeModules, entry.name);
    const found = entry.name.startsWith('@')
      ? readdirSync(dir, { withFileTypes: true }).map((scoped) => join(dir, scoped.name))
      : [dir];
    for (const pkg of found) dirs.push(pkg, ...packageDirs(join(pkg, 'node_modules')));
  }
  return dirs;
}

/** The project's own `engines.node`. */
export function declaredNodeRange(root: string): string {
  const range = readPackage(root)?.engines?.node;
  if (typeof range !== 'string' || !validRange(range))
    throw new Error(`${root}/package.json declares no valid engines.node.`);
  return range;
}

/**
 * The installed packages whose `engines.node` does not admit every version of `supported`; an
 * unreadable range counts as a conflict too, since npm could not check it either.
 */
export function engineConflicts(root: string, supported: string): EngineConflict[] {
  const conflicts: EngineConflict[] = [];
  for (const dir of packageDirs(join(root, 'node_modules'))) {
    const pkg = readPackage(dir);
    const requires = pkg?.engines?.node;
    if (typeof requires !== 'string') continue;
    if (validRange(requires) && subset(supported, requires)) continue;
    conflicts.push({ path: relative(root, dir), name: pkg?.name ?? '?', version: pkg?.version ?? '?', requires });
  }
  return conflicts;
}

if (require.main === module) {
  const root = resolve(__dirname, '..');
  const supported = declaredNodeRange(root);
  const conflicts = engineConflicts(root, supported);
  for (const c of conflicts) process.stdout.write(`${c.path} (${c.name}@${c.version}) requires node ${c.requires}\n`);
  process.stdout.write(`${conflicts.length} installed package(s) exclude part of engines.node "${supported}"\n`);
  process.exit(conflicts.length === 0 ? 0 : 1);
}
