/**
 * `store backup` and `store restore` (see scripts/store.ts): arguments, the store they work on,
 * and one line for the operator on any failure (exit code 1; 2 for bad arguments).
 */
import { loadConfig } from '../src/core/server/config/load_config';
import type { Migration } from '../src/core/server/store';
import { backupStore } from '../src/core/server/store/backup/backup';
import { checkPassphrase } from '../src/core/server/store/backup/passphrase_seal';
import { describeTarget, restoreStore, type RestoreTarget } from '../src/core/server/store/backup/restore';
import type { BackupSource } from '../src/core/server/store/backup/snapshot';
import { StoreBackupError } from '../src/core/server/store/backup/types';
import { storeConfigFromUrl } from '../src/core/server/store/store_config';
import { backupSecrets, keyRestore, passphraseOf } from './store_backup_keys';

interface Parsed {
  file: string;
  dataDir?: string;
  storeUrl?: string;
  force: boolean;
  passphraseFile?: string;
  acceptLostFactors: boolean;
}

function parse(args: string[]): Parsed | null {
  const parsed: Partial<Parsed> = { force: false, acceptLostFactors: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--force') parsed.force = true;
    else if (arg === '--data-dir' && value !== undefined && parsed.dataDir === undefined) parsed.dataDir = args[++i];
    else if (arg === '--store-url' && value !== undefined && parsed.storeUrl === undefined) parsed.storeUrl = args[++i];
    else if (arg === '--passphrase-file' && value !== undefined && parsed.passphraseFile === undefined)
      parsed.passphraseFile = args[++i];
    else if (arg === '--accept-lost-factors') parsed.acceptLostFactors = true;
    else if (!arg.startsWith('--') && arg !== '' && parsed.file === undefined) parsed.file = arg;
    else return null;
  }
  if (parsed.file === undefined || (parsed.dataDir !== undefined && parsed.storeUrl !== undefined)) return null;
  return parsed as Parsed;
}

/** Hides the password of a URL in a message that may quote one. */
const withoutCredentials = (text: string) => text.replace(/\/\/[^@/\s]*@/g, '//…@');

/** The store a command names, or (backup) the configured one: config/dashboards.yml, $CONFIG, DATA_DIR, DATABASE_URL. */
function storeOf(parsed: Parsed): BackupSource & RestoreTarget {
  if (parsed.storeUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(parsed.storeUrl))
      throw new StoreBackupError('--store-url must be a postgres:// URL.');
    return { dialect: 'postgres', config: { ...storeConfigFromUrl(parsed.storeUrl), connectTimeoutMs: 5000 } };
  }
  if (parsed.dataDir !== undefined) return { dialect: 'sqlite', dataDir: parsed.dataDir };
  let config;
  try {
    config = loadConfig({ cwd: process.cwd() });
  } catch (error) {
    throw new StoreBackupError(
      `Cannot read the configuration (${(error as Error).message}); name the store with --data-dir or --store-url.`
    );
  }
  return config.store.url
    ? { dialect: 'postgres', config: { ...config.store, connectTimeoutMs: 5000 } }
    : { dialect: 'sqlite', dataDir: config.path.data };
}

export async function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  { migrations, usage }: { migrations: readonly Migration[]; usage: string },
  out: (line: string) => void,
  err: (line: string) => void
): Promise<number> {
  const parsed = parse(args);
  if (
    !parsed ||
    (command === 'backup' && (parsed.force || parsed.acceptLostFactors)) ||
    (command === 'restore' && !parsed.dataDir && !parsed.storeUrl)
  ) {
    err(usage);
    return 2;
  }
  try {
    const store = storeOf(parsed);
    const passphrase = passphraseOf(parsed.passphraseFile, process.env);
    if (command === 'backup') {
      if (passphrase !== undefined) checkPassphrase(passphrase);
      const { carry, note } = backupSecrets(store, passphrase);
      out(`Backing up ${describeTarget(store)} to ${parsed.file}:`);
      const result = await backupStore(store, parsed.file, { log: (line) => out(`  ${line}`), carry });
      const { header } = result;
      out(
        `Wrote ${result.file}: ${header.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${header.tables.length} tables, schema version ${header.schema.version}, taken at ${header.createdAt}, sha256 ${header.sha256}.`
      );
      const { sealedSecrets } = header;
      if (sealedSecrets) out(`It carries ${Object.keys(sealedSecrets).join(', ')}, sealed with the passphrase.`);
      if (note) out(note);
      if (result.recorded === false) {
        err(
          'store: the backup is not recorded in the store: its schema predates store_backups (start this version of the server on it once).'
        );
      } else if (result.recorded !== true) {
        err(
          `store: the backup is complete but could not be recorded in the store: ${withoutCredentials(result.recorded)}`
        );
      }
      return 0;
    }
    out(`Restoring ${parsed.file} into ${describeTarget(store)}:`);
    const keys = keyRestore(store, { passphrase, acceptLostFactors: parsed.acceptLostFactors });
    const { header } = await restoreStore(parsed.file, store, {
      migrations,
      force: parsed.force,
      log: (line) => out(`  ${line}`),
      check: keys.check,
      finish: keys.finish,
    });
    const lost = keys.done();
    out(
      `Restored the backup taken at ${header.createdAt} (schema version ${header.schema.version}); every count matches. Start the server on it.`
    );
    if (lost) out(lost);
    return 0;
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    // One line, whatever the cause: a checked refusal or the database's own message.
    err(`store: ${command} failed: ${withoutCredentials(message).replace(/\s*\n\s*/g, ' ')}`);
    return 1;
  }
}
