/**
 * `npm run build`: builds the server (type-checked by tsc, bundled by esbuild: server_bundle.ts) and the browser bundles (webpack, production, with a
 * Brotli and a gzip copy of each: compress_bundles.ts),
 * and records the build number and hash the pages show, and the hash of the sources each part
 * was built from (build_stamp.ts: `npm start` rebuilds when it differs).
 */
import { execFileSync, spawnSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { extname, join } from 'path';
import { repoRoot, sourceHash, writeStamp } from './build_stamp';
import { compressBundles } from './compress_bundles';
import { BUILD_CALLS, type ServerBundles } from './server_bundle';
import { buildVendorBundles } from './vendor_bundles';

const ROOT = repoRoot(__dirname);
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function git(args: string[], fallback: string): string {
  try {
    return (
      execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || fallback
    );
  } catch {
    return fallback;
  }
}

export function writeBuildInfo() {
  const info = {
    buildNumber: Number(git(['rev-list', '--count', 'HEAD'], '0')) || 0,
    buildHash: git(['rev-parse', 'HEAD'], 'dev'),
    branch: git(['rev-parse', '--abbrev-ref', 'HEAD'], 'main'),
  };
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  writeFileSync(join(ROOT, 'build', 'build_info.json'), JSON.stringify(info, null, 2));
}

function run(cmd: string, args: string[], cwd = ROOT) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`${cmd} ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The hash is taken before compiling, so a source edited during the build leaves the part stale;
 * the stamp is dropped first, so a failed or interrupted build is never taken for a finished one.
 */
export function buildServer(root = ROOT, hash = sourceHash(root)) {
  writeStamp(root, 'server', null);
  // A clean output: files of modules since deleted or moved (or test helpers) never linger in build/.
  const out = join(root, 'build', 'server');
  rmSync(out, { recursive: true, force: true });
  // tsc checks the server's types; esbuild writes it, as a few bundles (server_bundle.ts), in a
  // process of its own (esbuild's plugins are asynchronous): through tsx from the sources, as
  // compiled JavaScript from build/scripts/ (npm start).
  run(bin('tsc'), ['-p', 'tsconfig.server.json', '--noEmit'], root);
  const bundler = join(__dirname, `server_bundle${extname(__filename)}`);
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  run(process.execPath, [...(bundler.endsWith('.ts') ? [tsx] : []), bundler, out], root);
  // The default security configuration's YAML, parsed and validated once here instead of at every
  // start, written beside the part that holds its module.
  const [defaults] = BUILD_CALLS;
  const bundles = JSON.parse(readFileSync(join(out, 'bundles.json'), 'utf8')) as ServerBundles;
  const holder = Object.keys(bundles.parts).find((part) => bundles.parts[part].includes(defaults));
  if (holder) {
    const call = `require(${JSON.stringify(join(out, holder))}).bundledModule(${JSON.stringify(defaults)})`;
    run(process.execPath, ['-e', `${call}.compileDefaultConfig()`], root);
  }
  buildVendorBundles(root, join(root, 'build', 'vendor'));
  writeStamp(root, 'server', hash);
  // The compiled start script too, so the first `npm start` after a build starts at once.
  const launcher = join(root, 'scripts', 'start.mjs');
  if (existsSync(launcher)) run(process.execPath, [launcher, '--prepare-only'], root);
}

export function buildPublic(root = ROOT, hash = sourceHash(root)) {
  writeStamp(root, 'public', null);
  run(bin('webpack'), ['--mode', 'production'], root);
  compressBundles(join(root, 'build', 'public', 'bundles'));
  writeStamp(root, 'public', hash);
}

if (require.main === module) {
  const only = process.argv[2];
  const hash = sourceHash(ROOT);
  writeBuildInfo();
  if (only !== 'public') buildServer(ROOT, hash);
  if (only !== 'server') buildPublic(ROOT, hash);
}
