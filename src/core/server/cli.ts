import { loadConfig, ConfigError } from './config/load_config';
import { createLogger } from './logging/logger';
import { Server } from './server';
import { REPO_ROOT } from './utils/repo_root';

/** `node build/server/core/server/cli.js`: start, print the URL, stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const logger = createLogger((process.env.LOG_LEVEL as 'info' | undefined) ?? 'info');
  let server: Server;
  try {
    const config = loadConfig({ cwd: REPO_ROOT });
    server = new Server({ config, logger, dev: process.env.NODE_ENV === 'development' });
    await server.setup();
    const url = await server.start();
    // One plain line that scripts and people wait for.
    process.stdout.write(`Server running at ${url}\n`);
  } catch (error) {
    logger.error(error instanceof ConfigError ? error.message : (error as Error));
    process.exit(1);
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await server.stop();
      process.exit(0);
    } catch (error) {
      logger.error(error as Error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
