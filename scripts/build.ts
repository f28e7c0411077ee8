/**
 * `npm run build`: compiles the server (tsc) and the browser bundles (webpack, production),
 * and records the build number and hash the pages show.
 */
import { execFileSync, spawnSync } from 'child_process';
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '..');
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

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`${cmd} ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

export function buildServer() {
  // A clean output: files of modules since deleted or moved (or test helpers) never linger in build/.
  rmSync(join(ROOT, 'build', 'server'), { recursive: true, force: true });
  run(bin('tsc'), ['-p', 'tsconfig.server.json']);
}

export function buildPublic() {
  run(bin('webpack'), ['--mode', 'production']);
}

if (require.main === module) {
  const only = process.argv[2];
  writeBuildInfo();
  if (only !== 'public') buildServer();
  if (only !== 'server') buildPublic();
}
