/**
 * The built server as the memory tools run it: package.json's start flags and environment, the
 * project's node, a fresh data dir and a dashboards.yml on a free port under `dir`.
 */
import { writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { startEnvironment, startNodeFlags } from '../../src/core/server/test_utils/start_flags';

export const ROOT = resolve(__dirname, '..', '..');
export const NODE = join(ROOT, 'node_modules', '.bin', 'node');
export const CLI = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');

/** `npm start`'s node flags. */
export const startFlags = (): string[] => startNodeFlags(ROOT);

/** The environment of a production start on a data dir of its own under `dir` (dashboards.yml written there). */
export function builtServerEnv(dir: string, adminPassword: string): NodeJS.ProcessEnv {
  const config = join(dir, 'dashboards.yml');
  writeFileSync(config, 'server.host: 127.0.0.1\nserver.port: 0\n');
  return {
    ...process.env,
    ...startEnvironment(ROOT),
    CONFIG: config,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SECURITY_ADMIN_PASSWORD: adminPassword,
  };
}
