/**
 * The key that seals the second factors, across `store backup` and `store restore`. The TOTP
 * secrets in the store are sealed with the cookie key; a SQLite store's generated key is a file
 * of the data dir (`security_cookie.key`), not a row, so a backup alone restored elsewhere holds
 * secrets nobody can open and every TOTP is dead. `backup` with a passphrase carries the key in the
 * dump's header, sealed with it; `restore` works out, before it touches the target, which key the
 * restored server will have and refuses, naming them, when some user's TOTP secret would not open
 * with it, unless `--accept-lost-factors`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { loadConfig } from '../src/core/server/config/load_config';
import type { InternalStore } from '../src/core/server/store';
import { readDumpBody, type OpenedDump } from '../src/core/server/store/backup/dump_format';
import type { CarriedSecrets } from '../src/core/server/store/backup/backup';
import { openWithPassphrase } from '../src/core/server/store/backup/passphrase_seal';
import type { RestoreTarget } from '../src/core/server/store/backup/restore';
import type { BackupSource } from '../src/core/server/store/backup/snapshot';
import { StoreBackupError } from '../src/core/server/store/backup/types';
import { listTables } from '../src/core/server/store/store_tables';
import { COOKIE_KEY_FILE } from '../src/plugins/security/server/session/cookie_key';
import { TextSealer } from '../src/plugins/security/server/session/text_sealer';

/** The environment variable a passphrase may come from (a file is better: no process listing shows it). */
export const PASSPHRASE_ENV = 'STORE_BACKUP_PASSPHRASE';
/** The name the key is carried under in the header. */
const CARRIED_KEY = COOKIE_KEY_FILE;
/** The TOTP factor's sealing purpose (auth/mfa/mfa_service.ts): the secrets are opened as the server opens them. */
const TOTP_PURPOSE = 'mfa-totp-secret';
const TOTP_TABLE = 'security_mfa_totp';
const KEY_TABLE = 'security_cookie_key';
const SHOWN_USERS = 10;

/** The passphrase of `--passphrase-file FILE` (its first line), else of STORE_BACKUP_PASSPHRASE. */
export function passphraseOf(file: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (file === undefined) return env[PASSPHRASE_ENV] || undefined;
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new StoreBackupError(
      `Cannot read the passphrase file ${resolve(file)}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code}.`
    );
  }
  return text.split(/\r?\n/, 1)[0];
}

function dataDirKey(dataDir: string): string | undefined {
  const file = join(resolve(dataDir), COOKIE_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/**
 * What a backup of `source` carries, sealed with the passphrase: a SQLite data dir's generated
 * key (a file), or a PostgreSQL store's (a row, then left out of the rows). Without a passphrase,
 * the line that says what the backup leaves out, or holds in clear.
 */
export function backupSecrets(
  source: BackupSource,
  passphrase: string | undefined
): { carry?: CarriedSecrets; note?: string } {
  if (source.dialect === 'postgres') {
    if (passphrase === undefined) {
      return {
        note: `The store's generated cookie key (table ${KEY_TABLE}) is in the backup in clear. Give --passphrase-file FILE or ${PASSPHRASE_ENV} to carry it sealed instead.`,
      };
    }
    return {
      carry: {
        passphrase,
        withheld: [KEY_TABLE],
        async read(db): Promise<Record<string, string>> {
          if (!(await listTables(db, 'postgres')).includes(KEY_TABLE)) return {};
          const row = await db.selectFrom(KEY_TABLE).select('cookie_key').where('id', '=', 1).executeTakeFirst();
          return row ? { [CARRIED_KEY]: String(row.cookie_key) } : {};
        },
      },
    };
  }
  const key = dataDirKey(source.dataDir);
  if (!key) return {};
  if (passphrase === undefined) {
    return {
      note: `The data dir's ${COOKIE_KEY_FILE} is not in the backup: restored into another data dir, second factors (TOTP) stop working. Give --passphrase-file FILE or ${PASSPHRASE_ENV} to carry it sealed.`,
    };
  }
  return { carry: { passphrase, read: async () => ({ [CARRIED_KEY]: key }) } };
}

/** `opensearch_security.cookie.password` as the server would read it (config/dashboards.yml or CONFIG); undefined when unset or unreadable. */
function configuredKey(): string | undefined {
  try {
    const raw = loadConfig({ cwd: process.cwd() }).raw as { opensearch_security?: { cookie?: { password?: unknown } } };
    const password = raw.opensearch_security?.cookie?.password;
    return typeof password === 'string' && password !== '' ? password : undefined;
  } catch {
    return undefined;
  }
}

interface DumpSecrets {
  /** Users with a confirmed TOTP and their sealed secret. */
  totp: Array<{ username: string; secret: string }>;
  /** The generated key of a PostgreSQL store, when the backup holds its row. */
  rowKey?: string;
}

async function readSecrets(file: string, dump: OpenedDump): Promise<DumpSecrets> {
  const found: DumpSecrets = { totp: [] };
  const holds = (name: string) => dump.header.tables.some((table) => table.name === name && table.rows > 0);
  if (!holds(TOTP_TABLE) && !holds(KEY_TABLE)) return found;
  await readDumpBody(file, dump, {
    onSection: async () => undefined,
    onRows: async (table, columns, rows) => {
      const at = (row: unknown[], column: string) => row[columns.indexOf(column)];
      if (table === TOTP_TABLE) {
        for (const row of rows) {
          if (at(row, 'confirmed_at') === null) continue;
          found.totp.push({ username: String(at(row, 'username')), secret: String(at(row, 'secret')) });
        }
      } else if (table === KEY_TABLE) {
        const row = rows.find((r) => Number(at(r, 'id')) === 1);
        if (row) found.rowKey = String(at(row, 'cookie_key'));
      }
    },
  });
  return found;
}

const unopened = (totp: DumpSecrets['totp'], key: string | undefined) => {
  const sealer = key ? new TextSealer(() => key, TOTP_PURPOSE) : undefined;
  return totp.filter(({ secret }) => !sealer || sealer.unseal(secret) === null).map(({ username }) => username);
};

export interface KeyRestore {
  /** Runs on the verified dump before the target is touched (RestoreOptions.check). */
  check(file: string, dump: OpenedDump): Promise<void>;
  /** Puts the key in the restored PostgreSQL store (RestoreOptions.finish). */
  finish(store: InternalStore): Promise<void>;
  /** Puts the key in the restored data dir; the line to print, if any. */
  done(): string | undefined;
}

/** The key a restore into `target` gives the server, and the refusal when factors would be lost. */
export function keyRestore(
  target: RestoreTarget,
  { passphrase, acceptLostFactors }: { passphrase?: string; acceptLostFactors: boolean }
): KeyRestore {
  let install: string | undefined;
  let lost: string[] = [];
  let notOpened = false;
  return {
    async check(file, dump) {
      const sealed = dump.header.sealedSecrets?.[CARRIED_KEY];
      let carried: string | undefined;
      if (sealed && passphrase !== undefined) {
        carried = openWithPassphrase(sealed, passphrase) ?? undefined;
        if (carried === undefined) {
          throw new StoreBackupError(
            `The passphrase does not open the ${COOKIE_KEY_FILE} the backup carries; give the one the backup was made with.`
          );
        }
      }
      notOpened = !!sealed && carried === undefined;
      const { totp, rowKey } = await readSecrets(file, dump);
      const configured = configuredKey();
      const existing = target.dialect === 'sqlite' ? dataDirKey(target.dataDir) : undefined;
      // The server reads a configured key first, else the data dir's file (SQLite) or the store's row (PostgreSQL).
      const candidates = configured
        ? [configured]
        : target.dialect === 'sqlite'
          ? [carried, rowKey, existing]
          : [rowKey, carried];
      const keys = candidates.filter((key): key is string => !!key);
      const key = keys.find((k) => unopened(totp, k).length === 0) ?? keys[0];
      lost = unopened(totp, key);
      // What the target does not hold already: a data dir's file, or (a SQLite backup) a PostgreSQL store's row.
      if (key && !configured && key !== (target.dialect === 'sqlite' ? existing : rowKey)) install = key;
      if (lost.length === 0 || acceptLostFactors) return;
      const why = configured
        ? 'the configured opensearch_security.cookie.password is not the key they are sealed with'
        : sealed && !carried
          ? `the backup carries the key sealed with a passphrase: give it with --passphrase-file FILE or ${PASSPHRASE_ENV}`
          : 'the backup does not carry the key they are sealed with (make backups with --passphrase-file to carry it)';
      throw new StoreBackupError(
        `The second factor (TOTP) of ${describeUsers(lost)} would not work after this restore: ${why}; or give --accept-lost-factors to restore anyway and reset their factors (npm run securityadmin -- reset-mfa NAME).`
      );
    },
    async finish(store) {
      if (!install || target.dialect !== 'postgres') return;
      await store
        .kysely<{ security_cookie_key: { id: number; cookie_key: string } }>()
        .insertInto(KEY_TABLE)
        .values({ id: 1, cookie_key: install })
        .onConflict((oc) => oc.column('id').doUpdateSet({ cookie_key: install! }))
        .execute();
    },
    done() {
      if (install && target.dialect === 'sqlite') {
        const file = join(resolve(target.dataDir), COOKIE_KEY_FILE);
        // Written whole under another name, then moved: a server never reads half a key.
        writeFileSync(`${file}.restore-${process.pid}`, install, { mode: 0o600 });
        renameSync(`${file}.restore-${process.pid}`, file);
      }
      if (lost.length === 0) {
        return notOpened
          ? `The backup carries ${COOKIE_KEY_FILE} sealed with a passphrase, which was not given: it was left out (secrets sealed with it, such as alert rules' webhook secrets, do not open).`
          : undefined;
      }
      return `The second factor (TOTP) of ${describeUsers(lost)} does not work any more: reset it (npm run securityadmin -- reset-mfa NAME, or an administrator) or let them use a recovery code.`;
    },
  };
}

function describeUsers(users: string[]): string {
  const shown = users.slice(0, SHOWN_USERS).join(', ');
  return users.length > SHOWN_USERS ? `${shown} and ${users.length - SHOWN_USERS} more` : shown;
}
