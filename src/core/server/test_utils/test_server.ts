import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import type { Logger } from '../logging/logger';
import { PluginsService } from '../plugins/plugins_service';
import type { PluginModuleLoader } from '../plugins/types';
import { Server } from '../server';
import type { BundleManifest } from '../bundles/bundles_routes';

export interface TestServer {
  server: Server;
  /** Messages the server logged at warn or error level, with their level ("error: ..."). */
  problems: string[];
  /** Messages the server logged at info level ("info: ..."). */
  infos: string[];
  /** With `logEverything`: every record at every level, with its meta, as "level: [context] message {meta}". */
  logged: string[];
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A real server on a loopback port with a temp data dir and a tiny stand-in bundle, so
 * server tests need no webpack build.
 */
export async function startTestServer(
  options: {
    overrides?: Record<string, unknown>;
    pluginsDir?: string;
    loader?: PluginModuleLoader;
    /** Bundle files of the stand-in build; default the one core script. */
    manifest?: BundleManifest;
    /** Every level on (debug and the request log too) and every record kept in `logged`, meta included. */
    logEverything?: boolean;
  } = {}
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-server-test-'));
  const publicDir = join(dataDir, 'public');
  mkdirSync(join(publicDir, 'bundles'), { recursive: true });
  writeFileSync(join(publicDir, 'bundles', 'core.abc123.js'), 'window.__coreLoaded = true;');
  // A folder of chunks, as EUI's icons are built (icons/<id>.<hash>.js).
  mkdirSync(join(publicDir, 'bundles', 'icons'));
  writeFileSync(join(publicDir, 'bundles', 'icons', '7.abc123.js'), 'window.__iconLoaded = true;');
  const config = loadConfig({
    env: {},
    cwd: dataDir,
    overrides: {
      'server.port': 0,
      'server.host': '127.0.0.1',
      'path.data': join(dataDir, 'data'),
      ...options.overrides,
    },
  });
  const problems: string[] = [];
  const infos: string[] = [];
  const logged: string[] = [];
  const logger = recordingLogger(problems, infos, [], options.logEverything ? logged : undefined);
  const pluginsService = new PluginsService(
    config,
    logger,
    options.pluginsDir ?? join(dataDir, 'no-plugins'),
    options.loader
  );
  const server = new Server({
    config,
    logger,
    publicDir,
    manifest: options.manifest ?? { scripts: ['core.abc123.js'], styles: [] },
    pluginsService,
  });
  await server.setup();
  const url = await server.start();
  return {
    server,
    url,
    dataDir,
    problems,
    infos,
    logged,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Silent, but remembers warnings and errors so a test can assert the server logged none, and the
 * info lines apart (what a test of a transition looks for).
 */
function recordingLogger(problems: string[], infos: string[], context: string[] = [], all?: string[]): Logger {
  const prefix = context.length ? `[${context.join('.')}] ` : '';
  const text = (m: string | Error) => (m instanceof Error ? (m.stack ?? m.message) : m);
  const keep = (level: string, m: string | Error, meta?: unknown) =>
    all?.push(`${level}: ${prefix}${text(m)}${meta === undefined ? '' : ` ${JSON.stringify(meta)}`}`);
  return {
    debug: (m, meta) => keep('debug', m, meta),
    info: (m, meta) => {
      keep('info', m, meta);
      infos.push(`info: ${prefix}${text(m)}`);
    },
    warn: (m, meta) => {
      keep('warn', m, meta);
      problems.push(`warn: ${prefix}${text(m)}`);
    },
    error: (m, meta) => {
      keep('error', m, meta);
      problems.push(`error: ${prefix}${text(m)}`);
    },
    get: (...more) => recordingLogger(problems, infos, [...context, ...more], all),
    // As the default logging: the request log (http.server.response) is off.
    isLevelEnabled: (level) =>
      all !== undefined || (level !== 'debug' && level !== 'trace' && !context.join('.').startsWith('http.server')),
  };
}
