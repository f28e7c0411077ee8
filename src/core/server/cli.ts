// First: the build's vendor bundles stand in for their packages before anything requires them.
import './vendor_bundles';
import cluster from 'cluster';
import { loadConfig, ConfigError } from './config/load_config';
import { TlsConfigError } from './http/tls/tls_material';
import { StoreSchemaTooNewError, StoreUnreachableError } from './store';
import type { DashboardsConfig } from './config/types';
import { createLogger, type Logger } from './logging/logger';
import { LoggingSystem } from './logging/logging_system';
import { consoleLines, type ConsoleLine } from './logging/console_lines';
import { LogFileError } from './logging/appenders';
import { REDIRECT_PORT_SETTING, SERVER_PORT_SETTING, Server, type ServerOptions } from './server';
import { ListenerUnavailableError, listenerMessage } from './http/listen_check';
import { REPO_ROOT } from './utils/repo_root';
import { reportListening, runPrimary } from './workers_primary';
import { serveWorkersMetrics } from './metrics/workers_metrics';
import { followParent, startedByNpm } from './parent_watch';
import { processClock } from './utils/clock';

/** Response header naming the process that answered; sent only in development and tests. */
export const WORKER_PID_HEADER = 'x-dashboards-worker-pid';

export interface CliOptions {
  /** Tests without a browser build pass a stand-in bundle. */
  serverOptions?: Pick<ServerOptions, 'publicDir' | 'manifest'>;
}

/**
 * `node build/server/core/server/cli.js`: start, print the URL, stop cleanly on SIGINT/SIGTERM.
 * With `server.workers` > 1 this process becomes the workers' primary (workers_primary.ts) and
 * each forked worker comes back here to run the normal server.
 */
export async function runCli(options: CliOptions = {}) {
  // Until the configuration is read, errors go to stderr as text.
  const bootstrap = createLogger('info');
  let config: DashboardsConfig;
  let logging: LoggingSystem;
  try {
    config = loadConfig({ cwd: REPO_ROOT });
    logging = new LoggingSystem(config.logging, {
      serviceName: config.server.name,
      // Text lines say which process wrote them; JSON lines carry `process.pid`.
      processTag: cluster.isWorker ? `worker ${process.pid}` : undefined,
    });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof LogFileError) logLines(bootstrap, error.message);
    else bootstrap.error(error as Error);
    process.exit(1);
  }
  // SIGHUP (logrotate's postrotate): the log file is opened again. The primary forwards it to
  // its workers (workers_primary.ts), which reopen theirs. A handler also keeps SIGHUP from
  // ending the process, which is Node's default.
  process.on('SIGHUP', () => logging.reopen());
  const logger = logging.get();
  if (!cluster.isWorker && startedByNpm(process.env)) {
    // npm holds the terminal; when it ends without handing on a signal, the server follows.
    followParent({
      ppid: () => process.ppid,
      ended: (parent) => {
        logger.warn(`The npm process that started the server (pid ${parent}) has ended: stopping`);
        process.kill(process.pid, 'SIGTERM');
      },
    });
  }
  const print = consoleLines(config.logging, config.server.name);
  if (cluster.isPrimary && config.server.workers > 1) {
    // A scrape reaching any worker is answered with every worker's metrics, collected here.
    if (config.monitoring.enabled) serveWorkersMetrics();
    runPrimary({ workers: config.server.workers, logger: logger.get('cluster'), print });
    return;
  }
  await runServer(config, options, logger, print);
}

async function runServer(config: DashboardsConfig, options: CliOptions, logger: Logger, print: ConsoleLine) {
  const dev = process.env.NODE_ENV === 'development';
  let server: Server | undefined;
  let stopping = false;
  let starting: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await starting.catch(() => undefined);
      await server?.stop();
      // A worker's stop is told by its primary, once for all of them.
      if (!cluster.isWorker) print('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error(error as Error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (cluster.isWorker) {
    // Ctrl-C reaches the whole process group; the primary answers it by sending SIGTERM to each
    // worker, so a worker ignores SIGINT itself and is never seen dying before the primary knows.
    process.on('SIGINT', () => undefined);
    // Without its primary a worker gets no more connections.
    process.on('disconnect', () => void shutdown('disconnect from the primary'));
  } else {
    process.on('SIGINT', () => void shutdown('SIGINT'));
  }
  try {
    const instance = new Server({ config, logger, dev, clock: processClock(), ...options.serverOptions });
    server = instance;
    if (dev || process.env.NODE_ENV === 'test') {
      // Which process answered: lets tests (and developers) see requests spread over workers.
      // Not in production: it would tell anyone the server's process ids.
      instance.http.fastify.addHook('onSend', async (_request, reply) => {
        reply.header(WORKER_PID_HEADER, String(process.pid));
      });
    }
    const started = (async () => {
      await instance.setup();
      return instance.start();
    })();
    starting = started;
    const url = await started;
    if (stopping) return;
    const notices = instance.takeNotices(url);
    if (cluster.isWorker) {
      // The primary prints the URL (and the notices after it) once every worker listens.
      reportListening(url, notices);
    } else {
      // One plain line that scripts and people wait for; what must not be missed comes after it.
      print(`Server running at ${url}`);
      for (const notice of notices) print(notice);
    }
  } catch (error) {
    // A message the operator acts on (a setting, the database's host) is printed without a stack.
    const plain =
      error instanceof ConfigError ||
      error instanceof TlsConfigError ||
      error instanceof StoreUnreachableError ||
      error instanceof StoreSchemaTooNewError ||
      error instanceof ListenerUnavailableError;
    const inUse = portInUse(error, config);
    if (inUse ?? plain) logLines(logger, inUse ?? (error as Error).message);
    else logger.error(error as Error);
    process.exit(1);
  }
}

/** A refusal naming several problems (a configuration's), one log line each: a line is one record. */
function logLines(logger: Logger, message: string): void {
  for (const line of message.split('\n')) logger.error(line);
}

/** A listener's port is taken: which port, and the setting that chose it, instead of Node's stack. */
export function portInUse(error: unknown, config: DashboardsConfig): string | undefined {
  const { code, port, address } = (error ?? {}) as { code?: unknown; port?: unknown; address?: unknown };
  if (code !== 'EADDRINUSE') return undefined;
  const shownPort = typeof port === 'number' ? port : config.server.port;
  const host = typeof address === 'string' ? address : config.server.host;
  const setting =
    config.server.ssl && shownPort === config.server.ssl.redirectHttpFromPort
      ? REDIRECT_PORT_SETTING
      : SERVER_PORT_SETTING;
  return listenerMessage(shownPort, host, setting, code);
}

if (require.main === module) void runCli();
