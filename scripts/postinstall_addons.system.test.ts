/**
 * The postinstall's native addons with the machine cache (scripts/postinstall_addons.ts,
 * scripts/kerberos_addon.ts): a second install on the machine, into a package folder as `npm ci`
 * leaves it, compiles nothing. Runs on temporary copies of the packages (under .tmp, so that their
 * own dependencies resolve from the project's node_modules) and a temporary machine cache; node-gyp
 * is replaced by a spy, which a "compile" copies the project's already-built addon for.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { kerberosEntry, kerberosLoads, prepareKerberosAddon } from './kerberos_addon';
import {
  BETTER_SQLITE3_ADDON,
  BETTER_SQLITE3_STAMP,
  betterSqlite3Entry,
  betterSqlite3Package,
  HEADERS_FOR,
  installedNodeBinary,
  loads,
  packageVersion,
  type LtsRuntime,
} from './node_lts_runtime';
import { prepareBetterSqlite3 } from './postinstall_addons';

const ROOT = resolve(__dirname, '..');
const BUILT = join(ROOT, 'node_modules', 'better-sqlite3');
const VERSION = packageVersion(BUILT);
const KERBEROS = join(ROOT, 'node_modules', 'kerberos');
const KERBEROS_ADDON = join('build', 'Release', 'kerberos.node');
const found = installedNodeBinary(ROOT)!;
// The project's runtime; its headers' version only names cache entries here: none is fetched.
const runtime: LtsRuntime = { ...found, headers: HEADERS_FOR[found.version] ?? found.version };

let tmp: string;
let cacheRoot: string;
let copies = 0;
beforeAll(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  tmp = mkdtempSync(join(ROOT, '.tmp', 'postinstall-addons-'));
  cacheRoot = join(tmp, 'machine-cache');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the package in `from` as `npm ci` leaves it (no build), or with the project's build. */
function packageCopy(from: string, withBuild: boolean): string {
  const dir = join(tmp, `clone-${++copies}`, 'node_modules', from.split('/').pop()!);
  mkdirSync(dir, { recursive: true });
  for (const part of ['package.json', 'lib']) cpSync(join(from, part), join(dir, part), { recursive: true });
  if (withBuild) cpSync(join(from, 'build', 'Release'), join(dir, 'build', 'Release'), { recursive: true });
  return dir;
}

/** node-gyp's stand-in: "compiles" by copying the project's addon (the real one is minutes). */
const fakeCompile = (addon: string, built: string) =>
  jest.fn((dir: string) => {
    mkdirSync(join(dir, 'build', 'Release'), { recursive: true });
    copyFileSync(join(built, addon), join(dir, addon));
  });

const builtOk = loads(runtime, BUILT) && existsSync(join(BUILT, BETTER_SQLITE3_STAMP));

(builtOk ? describe : describe.skip)('better-sqlite3 with the machine cache', () => {
  it('a first install stores its build, a second one (a fresh clone) reuses it and compiles nothing', () => {
    const compile = fakeCompile(BETTER_SQLITE3_ADDON, BUILT);
    const first = prepareBetterSqlite3({ root: ROOT, dir: packageCopy(BUILT, true), runtime, cacheRoot, compile });
    expect(first).toContain('Stored in the machine cache');
    expect(loads(runtime, betterSqlite3Package(betterSqlite3Entry(cacheRoot, VERSION, runtime)))).toBe(true);

    const fresh = packageCopy(BUILT, false);
    const second = prepareBetterSqlite3({ root: ROOT, dir: fresh, runtime, cacheRoot, compile });
    expect(second).toContain('reused from the machine cache');
    expect(second).toContain('nothing compiled');
    expect(compile).not.toHaveBeenCalled();
    expect(loads(runtime, fresh)).toBe(true);
    // The stamp the postinstall's next run checks.
    expect(readFileSync(join(fresh, BETTER_SQLITE3_STAMP), 'utf8')).toBe(
      `node ${runtime.version}, headers ${runtime.headers}`
    );
    // Nothing changed: nothing done.
    expect(prepareBetterSqlite3({ root: ROOT, dir: fresh, runtime, cacheRoot, compile })).not.toMatch(/cache/);
  });

  it("compiles once with an empty cache, ignoring a killed run's partial entry, and stores the build", () => {
    const root = join(tmp, 'cold-cache');
    const entry = betterSqlite3Entry(root, VERSION, runtime);
    const partial = `${entry}.partial-99999-1`;
    mkdirSync(join(betterSqlite3Package(partial), 'build', 'Release'), { recursive: true });
    writeFileSync(join(betterSqlite3Package(partial), BETTER_SQLITE3_ADDON), 'half written');

    const compile = fakeCompile(BETTER_SQLITE3_ADDON, BUILT);
    const first = prepareBetterSqlite3({
      root: ROOT,
      dir: packageCopy(BUILT, false),
      runtime,
      cacheRoot: root,
      compile,
    });
    expect(compile).toHaveBeenCalledTimes(1);
    expect(first).toContain('Stored in the machine cache');
    expect(loads(runtime, betterSqlite3Package(entry))).toBe(true);

    const second = prepareBetterSqlite3({
      root: ROOT,
      dir: packageCopy(BUILT, false),
      runtime,
      cacheRoot: root,
      compile,
    });
    expect(second).toContain('reused from the machine cache');
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles when the cached addon does not load, and replaces it', () => {
    const root = join(tmp, 'broken-cache');
    const entry = betterSqlite3Entry(root, VERSION, runtime);
    mkdirSync(join(betterSqlite3Package(entry), 'build', 'Release'), { recursive: true });
    cpSync(join(BUILT, 'package.json'), join(betterSqlite3Package(entry), 'package.json'));
    writeFileSync(join(betterSqlite3Package(entry), BETTER_SQLITE3_ADDON), 'not an addon');

    const compile = fakeCompile(BETTER_SQLITE3_ADDON, BUILT);
    const dir = packageCopy(BUILT, false);
    expect(prepareBetterSqlite3({ root: ROOT, dir, runtime, cacheRoot: root, compile })).toContain(
      'Stored in the machine cache'
    );
    expect(compile).toHaveBeenCalledTimes(1);
    expect(loads(runtime, dir)).toBe(true);
    expect(loads(runtime, betterSqlite3Package(entry))).toBe(true);
  });
});

const kerberosOk = kerberosLoads(runtime, KERBEROS);

(kerberosOk ? describe : describe.skip)('the kerberos addon with the machine cache', () => {
  it('a first install stores it, a second one reuses it, even without MIT headers, and compiles nothing', () => {
    const compile = fakeCompile(KERBEROS_ADDON, KERBEROS);
    expect(prepareKerberosAddon(runtime, packageCopy(KERBEROS, true), true, cacheRoot, compile)).toContain(
      'Stored in the machine cache'
    );
    expect(existsSync(join(kerberosEntry(cacheRoot, packageVersion(KERBEROS), runtime), 'kerberos.node'))).toBe(true);

    const fresh = packageCopy(KERBEROS, false);
    expect(prepareKerberosAddon(runtime, fresh, false, cacheRoot, compile)).toContain('Reused from the machine cache');
    expect(compile).not.toHaveBeenCalled();
    expect(kerberosLoads(runtime, fresh)).toBe(true);
  });

  it('compiles when the cache has none, then stores it', () => {
    const root = join(tmp, 'kerberos-cold');
    const compile = fakeCompile(KERBEROS_ADDON, KERBEROS);
    expect(prepareKerberosAddon(runtime, packageCopy(KERBEROS, false), true, root, compile)).toContain(
      'Stored in the machine cache'
    );
    expect(compile).toHaveBeenCalledTimes(1);
    expect(prepareKerberosAddon(runtime, packageCopy(KERBEROS, false), true, root, compile)).toContain(
      'Reused from the machine cache'
    );
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
