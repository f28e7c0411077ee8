/**
 * `npm start`, compiled to build/scripts/start.js and run by scripts/start.mjs in plain node (no
 * tsx at run time): builds what is missing or was built from other sources (build_stamp.ts), then
 * runs the server in this same process, so one node process is all that stays (the server's own
 * SIGINT/SIGTERM handlers stop it cleanly).
 */
import cluster from 'cluster';
import { join } from 'path';
import type * as Build from './build';
import { decideBuild, repoRoot, sourceHash } from './build_stamp';

export function start(root = repoRoot(__dirname)): void {
  const hash = sourceHash(root);
  const { parts, message } = decideBuild(root, hash);
  if (message) process.stdout.write(`${message}\n`);
  if (parts.length > 0) {
    // Only a rebuild needs the build (esbuild, the compressors): a server started on a built tree
    // does not keep them in memory.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on this path alone
    const { buildPublic, buildServer, writeBuildInfo } = require('./build') as typeof Build;
    writeBuildInfo();
    if (parts.includes('server')) buildServer(root, hash);
    if (parts.includes('public')) buildPublic(root, hash);
  }

  const serverEntry = join(root, 'build', 'server', 'core', 'server', 'cli.js');
  // With server.workers > 1 the forked workers run the server itself, not this script again.
  cluster.setupPrimary({ exec: serverEntry });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build made it just now
  const cli = require(serverEntry) as { runCli(): Promise<void> };
  void cli.runCli();
}

if (require.main === module) start();
