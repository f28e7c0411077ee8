/**
 * The server as `npm start` runs it (core's config loading from the environment, the real
 * plugins, the store in DATA_DIR), with a stand-in browser bundle in $TEST_PUBLIC_DIR so tests
 * can spawn it without a webpack build: `node --import tsx <this file>`. It does what cli.ts does,
 * plus the bundle: once cli.ts takes server options (the `workers` branch's runCli), this can
 * become a call to it.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { loadConfig, LoggingSystem, processClock, REPO_ROOT, Server } from '../../../../core/server/test_utils';

async function main() {
  const publicDir = process.env.TEST_PUBLIC_DIR;
  if (!publicDir) throw new Error('TEST_PUBLIC_DIR must name a directory for the stand-in bundle');
  mkdirSync(join(publicDir, 'bundles'), { recursive: true });
  writeFileSync(join(publicDir, 'bundles', 'core.abc123.js'), 'window.__coreLoaded = true;');
  const config = loadConfig({ cwd: REPO_ROOT });
  // The configured log (`logging.*`, LOG_LEVEL as `logging.root.level`), as cli.ts writes it.
  const logging = new LoggingSystem(config.logging, { serviceName: config.server.name });
  process.on('SIGHUP', () => logging.reopen());
  const logger = logging.get();
  const server = new Server({
    config,
    logger,
    publicDir,
    manifest: { scripts: ['core.abc123.js'], styles: [] },
    clock: processClock(),
  });
  await server.setup();
  const url = await server.start();
  process.stdout.write(`Server running at ${url}\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
