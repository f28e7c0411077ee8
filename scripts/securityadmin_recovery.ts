/**
 * `securityadmin unlock NAME | unlock --all | reset-mfa NAME` on the store DATA_DIR (default
 * ./data) or DATABASE_URL names: one line on stdout when done, one on stderr and exit code 1 when
 * there was nothing to do or the store cannot be opened, 2 for bad arguments.
 */
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { storeConfigFromUrl, STORE_FILE_NAME, StoreService } from '../src/core/server/store';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import {
  resetMfaFromHost,
  unlockAllFromHost,
  unlockFromHost,
  type HostRecoveryDeps,
} from '../src/plugins/security/server/auth/host_recovery';
import { securityPluginMigrations } from '../src/plugins/security/server/migrations';

/** A user name as the login form takes one: no control characters, at most 256 characters. */
const validName = (name: string | undefined): name is string =>
  !!name &&
  name.length <= 256 &&
  !name.startsWith('--') &&
  [...name].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);

type Action = { command: 'unlock'; name: string } | { command: 'unlock-all' } | { command: 'reset-mfa'; name: string };

function parse(argv: string[]): Action | undefined {
  const [command, target, ...rest] = argv;
  if (rest.length > 0) return undefined;
  if (command === 'unlock' && target === '--all') return { command: 'unlock-all' };
  if (!validName(target)) return undefined;
  return command === 'unlock' ? { command, name: target } : { command: 'reset-mfa', name: target };
}

async function run(action: Action, deps: HostRecoveryDeps, file: string): Promise<number> {
  if (action.command === 'unlock-all') {
    const counters = await unlockAllFromHost(deps);
    process.stdout.write(
      `Cleared ${counters} failed-login counter${counters === 1 ? '' : 's'} in ${file}: nobody is locked out.\n`
    );
    return 0;
  }
  if (action.command === 'unlock') {
    const unlocked = await unlockFromHost(deps, action.name);
    if (!unlocked) {
      process.stderr.write(
        `securityadmin: no lock-out or failed logins are counted for the user name '${action.name}' (an address locked out: unlock --all).\n`
      );
      return 1;
    }
    const state = unlocked.wasLocked ? 'it was locked out' : 'it was not locked out yet';
    process.stdout.write(
      `Unlocked the user name '${action.name}' (${unlocked.failures} failed login${unlocked.failures === 1 ? '' : 's'}; ${state}).\n`
    );
    return 0;
  }
  const had = await resetMfaFromHost(deps, action.name);
  if (!had) {
    process.stderr.write(
      `securityadmin: '${action.name}' has no second factor or recovery codes; nothing was changed.\n`
    );
    return 1;
  }
  process.stdout.write(
    `Reset the two-step verification of '${action.name}'${had.length ? ` (${had.join(', ')})` : ''}: the password alone signs them in, or they enrol again where it is required.\n`
  );
  return 0;
}

export async function runHostRecovery(argv: string[], usage: string): Promise<number> {
  const action = parse(argv);
  if (!action) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  const config = storeConfigFromUrl(process.env.DATABASE_URL);
  const file = config.url ? 'the PostgreSQL store' : join(dataDir, STORE_FILE_NAME);
  // Never a new, empty store: there would be nobody to let back in.
  if (!config.url && !existsSync(file)) {
    process.stderr.write(`securityadmin: ${file} does not exist (is DATA_DIR the server's data dir?)\n`);
    return 1;
  }
  const storeService = new StoreService();
  storeService.setup().registerMigrations(securityPluginMigrations);
  const store = await storeService.start({ dataDir, config });
  try {
    const backend = new EmbeddedSecurityBackend({ store });
    const deps: HostRecoveryDeps = {
      store: store as HostRecoveryDeps['store'],
      audit: (event) => backend.audit(event),
      now: Date.now,
    };
    return await run(action, deps, file);
  } finally {
    await storeService.stop();
  }
}
