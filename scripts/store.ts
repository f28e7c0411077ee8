/**
 * `npm run store -- copy --from sqlite:DATA_DIR --to postgres://user:pw@host/db [--force]` (and
 * back): moves every table of one store to another, checks the row counts, and refuses a target
 * holding data unless --force. Stop the servers on the source first.
 *
 * `npm run store -- backup FILE [--data-dir DIR | --store-url URL]`: a consistent dump of a
 * running store (the configured one by default), with its schema version and a checksum.
 * `npm run store -- restore FILE --data-dir DIR | --store-url URL [--force]`: checks the dump,
 * then restores it (scripts/store_backup.ts). `--passphrase-file` on both carries the key that
 * seals the second factors (scripts/store_backup_keys.ts).
 */
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { savedObjectsMigrations } from '../src/core/server/saved_objects/migrations';
import { STORE_FILE_NAME, StoreService, type InternalStore } from '../src/core/server/store';
import { copyStore, StoreCopyError } from '../src/core/server/store/store_copy';
import { DEFAULT_STORE_CONFIG, describeStoreUrl, storeConfigFromUrl } from '../src/core/server/store/store_config';
import { storeBackupMigrations } from '../src/core/server/store/backup/backups_table';
import { securityPluginMigrations } from '../src/plugins/security/server/migrations';
import { runBackupCommand } from './store_backup';

export const USAGE = [
  'Usage: store copy --from STORE --to STORE [--force]   (STORE: sqlite:DATA_DIR or postgres://user:password@host:port/db)',
  '       store backup FILE [--data-dir DIR | --store-url URL] [--passphrase-file FILE]   (default: the configured store)',
  '       store restore FILE (--data-dir DIR | --store-url URL) [--force] [--passphrase-file FILE] [--accept-lost-factors]',
  '       (the passphrase seals the key of the second factors; also $STORE_BACKUP_PASSPHRASE)',
].join('\n');

/** Every migration the server registers (core's, then the security plugin's), in its order. */
export const MIGRATIONS = [...storeBackupMigrations, ...savedObjectsMigrations, ...securityPluginMigrations];

function describeStore(spec: string): string {
  return spec.startsWith('sqlite:')
    ? `SQLite in ${resolve(spec.slice('sqlite:'.length))}`
    : `PostgreSQL at ${describeStoreUrl(spec)}`;
}

async function open(spec: string): Promise<{ service: StoreService; store: InternalStore }> {
  const service = new StoreService();
  service.setup().registerMigrations(MIGRATIONS);
  if (spec.startsWith('sqlite:')) {
    const dataDir = resolve(spec.slice('sqlite:'.length));
    return { service, store: await service.start({ dataDir, config: DEFAULT_STORE_CONFIG }) };
  }
  const config = storeConfigFromUrl(spec);
  return {
    service,
    store: await service.start({ dataDir: resolve('data'), config: { ...config, connectTimeoutMs: 5000 } }),
  };
}

export async function runStore(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'backup' || command === 'restore') {
    return runBackupCommand(command, rest, { migrations: MIGRATIONS, usage: USAGE }, out, err);
  }
  const options: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--force') options.force = true;
    else if ((arg === '--from' || arg === '--to') && rest[i + 1] !== undefined) options[arg.slice(2)] = rest[++i];
    else {
      err(USAGE);
      return 2;
    }
  }
  const { from, to } = options;
  if (command !== 'copy' || typeof from !== 'string' || typeof to !== 'string') {
    err(USAGE);
    return 2;
  }
  for (const spec of [from, to]) {
    if (!spec.startsWith('sqlite:') && !/^postgres(ql)?:\/\//.test(spec)) {
      err(
        `store: "${spec.replace(/\/\/[^@/]*@/, '//…@')}" is neither sqlite:DATA_DIR nor a postgres:// URL.\n${USAGE}`
      );
      return 2;
    }
  }
  if (from.startsWith('sqlite:') && !existsSync(join(resolve(from.slice('sqlite:'.length)), STORE_FILE_NAME))) {
    err(`store: ${describeStore(from)} holds no store (${STORE_FILE_NAME} is missing).`);
    return 1;
  }
  if (from === to) {
    err('store: --from and --to name the same store.');
    return 2;
  }
  const opened: StoreService[] = [];
  try {
    const source = await open(from);
    opened.push(source.service);
    const target = await open(to);
    opened.push(target.service);
    out(`Copying ${describeStore(from)} to ${describeStore(to)}:`);
    const counts = await copyStore(source.store, target.store, {
      force: options.force === true,
      log: (line) => out(`  ${line}`),
    });
    const rows = counts.reduce((sum, c) => sum + c.source, 0);
    out(`Copied ${rows} rows in ${counts.length} tables; every count matches.`);
    return 0;
  } catch (error) {
    err(`store: copy failed: ${error instanceof StoreCopyError ? error.message : (error as Error).message}`);
    return 1;
  } finally {
    for (const service of opened) await service.stop();
  }
}

if (require.main === module) {
  runStore(
    process.argv.slice(2),
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`)
  ).then((code) => process.exit(code));
}
