/**
 * Second factors across `npm run store -- backup` and `restore` into a new data dir (SQLite): the
 * TOTP secrets are sealed with the data dir's generated key, which is no row of the store. With a
 * passphrase the backup carries that key and TOTP works on the restored server; without it the
 * restore refuses, naming the users whose factor would be lost, unless --accept-lost-factors. Real
 * servers, real HTTP, codes from Debian's oathtool; the commands run as their own processes.
 */
import { spawn } from 'child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { STORE_FILE_NAME } from '../src/core/server/store';
import { createTestDatabase } from '../src/core/server/test_utils';
import { enrolTotp, oathtoolCode, passwordStep } from '../src/plugins/security/server/test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../src/plugins/security/server/test_utils/security_test_server';

jest.setTimeout(300_000);

const ROOT = resolve(__dirname, '..');
const PASSPHRASE = 'correct horse battery staple';
const KEY_FILE = 'security_cookie.key';

/** `node --import tsx scripts/store.ts ARGS` in its own process, no store settings inherited. */
function storeCommand(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number | null; out: string; err: string }> {
  const childEnv = { ...process.env, ...env };
  for (const key of ['CONFIG', 'DATA_DIR', 'DATABASE_URL']) delete childEnv[key];
  if (!('STORE_BACKUP_PASSPHRASE' in env)) delete childEnv.STORE_BACKUP_PASSPHRASE;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'store.ts'), ...args], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, out, err })));
}

const errorLines = (err: string) => err.split('\n').filter((line) => line && !line.startsWith('npm warn'));

describe('second factors across store backup / restore into a new data dir (SQLite, real servers)', () => {
  let dir: string;
  let source: SecurityTestServer;
  let secret: string;
  let key: string;
  let passphraseFile: string;
  const restored: SecurityTestServer[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-factors-'));
    passphraseFile = join(dir, 'passphrase');
    writeFileSync(passphraseFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    source = await startSecurityTestServer();
    ({ secret } = await enrolTotp(source, await source.login('admin', ADMIN_PASSWORD)));
    key = readFileSync(join(source.pathData, KEY_FILE), 'utf8').trim();
  });
  afterAll(async () => {
    for (const server of restored) await server.stop();
    await source?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A server on a restored data dir (or PostgreSQL store): admin signs in with the password and a TOTP code. */
  async function signInWithTotp(dataDir: string, totpSecret = secret) {
    const overrides = dataDir.startsWith('postgres') ? { 'store.url': dataDir } : { 'path.data': dataDir };
    const server = await startSecurityTestServer({ overrides });
    restored.push(server);
    // Past the time step the enrolment used up on the source.
    server.clock.advance(60_000);
    const pending = await passwordStep(server, 'admin', ADMIN_PASSWORD);
    return server.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(totpSecret, server.clock.now) },
    });
  }

  it('carries the key sealed with the passphrase: TOTP works on a server restored into a new data dir', async () => {
    const file = join(dir, 'with-key.dump');
    const backup = await storeCommand(
      {},
      'backup',
      file,
      '--data-dir',
      source.pathData,
      '--passphrase-file',
      passphraseFile
    );
    expect(errorLines(backup.err)).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`It carries ${KEY_FILE}, sealed with the passphrase.`);
    // Sealed: neither the key nor the passphrase is in the file.
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain(PASSPHRASE);

    const target = join(dir, 'restored-with-key');
    const wrong = await storeCommand(
      { STORE_BACKUP_PASSPHRASE: 'not the passphrase at all' },
      'restore',
      file,
      '--data-dir',
      target
    );
    expect(wrong.code).toBe(1);
    expect(errorLines(wrong.err)).toEqual([
      `store: restore failed: The passphrase does not open the ${KEY_FILE} the backup carries; give the one the backup was made with.`,
    ]);
    expect(existsSync(join(target, STORE_FILE_NAME))).toBe(false);

    const restore = await storeCommand({ STORE_BACKUP_PASSPHRASE: PASSPHRASE }, 'restore', file, '--data-dir', target);
    expect(errorLines(restore.err)).toEqual([]);
    expect(restore.code).toBe(0);
    expect(readFileSync(join(target, KEY_FILE), 'utf8')).toBe(key);
    expect(statSync(join(target, KEY_FILE)).mode & 0o777).toBe(0o600);
    const done = await signInWithTotp(target);
    expect(done.status).toBe(200);
    expect(done.sessionCookie).toBeDefined();
  });

  it('refuses to restore a backup without the key into another data dir, naming the users, unless --accept-lost-factors', async () => {
    const file = join(dir, 'without-key.dump');
    const backup = await storeCommand({}, 'backup', file, '--data-dir', source.pathData);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`The data dir's ${KEY_FILE} is not in the backup`);

    const target = join(dir, 'restored-without-key');
    const refused = await storeCommand({}, 'restore', file, '--data-dir', target);
    expect(refused.code).toBe(1);
    expect(errorLines(refused.err)).toEqual([
      'store: restore failed: The second factor (TOTP) of admin would not work after this restore: the backup does not carry the key they are sealed with (make backups with --passphrase-file to carry it); or give --accept-lost-factors to restore anyway and reset their factors (npm run securityadmin -- reset-mfa NAME).',
    ]);
    expect(existsSync(join(target, STORE_FILE_NAME))).toBe(false);

    const accepted = await storeCommand({}, 'restore', file, '--data-dir', target, '--accept-lost-factors');
    expect(errorLines(accepted.err)).toEqual([]);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain('The second factor (TOTP) of admin does not work any more');
    expect(existsSync(join(target, KEY_FILE))).toBe(false);
  });

  it('restores a backup without the key into a data dir holding the same key (the one it came from)', async () => {
    const file = join(dir, 'same-dir.dump');
    expect((await storeCommand({}, 'backup', file, '--data-dir', source.pathData)).code).toBe(0);
    const target = join(dir, 'same-key');
    mkdirSync(target, { mode: 0o700 });
    copyFileSync(join(source.pathData, KEY_FILE), join(target, KEY_FILE));
    const restore = await storeCommand({}, 'restore', file, '--data-dir', target);
    expect(errorLines(restore.err)).toEqual([]);
    expect(restore.code).toBe(0);
    expect((await signInWithTotp(target)).status).toBe(200);
  });

  it('refuses a passphrase shorter than 12 characters and a passphrase file it cannot read', async () => {
    const short = await storeCommand(
      { STORE_BACKUP_PASSPHRASE: 'short' },
      'backup',
      join(dir, 'x.dump'),
      '--data-dir',
      source.pathData
    );
    expect(short.code).toBe(1);
    expect(errorLines(short.err)).toEqual([
      'store: backup failed: The backup passphrase must be at least 12 characters long.',
    ]);
    const missing = await storeCommand(
      {},
      'backup',
      join(dir, 'y.dump'),
      '--data-dir',
      source.pathData,
      '--passphrase-file',
      join(dir, 'nope')
    );
    expect(missing.code).toBe(1);
    expect(errorLines(missing.err)).toEqual([
      `store: backup failed: Cannot read the passphrase file ${join(dir, 'nope')}: no such file.`,
    ]);
  });

  it("carries the key into a PostgreSQL store (its row); a PostgreSQL store's key travels sealed with a passphrase, else in clear", async () => {
    const file = join(dir, 'to-postgres.dump');
    const passphrase = ['--passphrase-file', passphraseFile];
    expect((await storeCommand({}, 'backup', file, '--data-dir', source.pathData, ...passphrase)).code).toBe(0);
    const url = await createTestDatabase();
    const refused = await storeCommand({}, 'restore', file, '--store-url', url);
    expect(errorLines(refused.err)).toEqual([
      expect.stringMatching(
        /^store: restore failed: The second factor \(TOTP\) of admin would not work after this restore: the backup carries the key sealed with a passphrase: give it with --passphrase-file FILE or STORE_BACKUP_PASSPHRASE;/
      ),
    ]);
    const restore = await storeCommand({}, 'restore', file, '--store-url', url, ...passphrase);
    expect(errorLines(restore.err)).toEqual([]);
    expect((await signInWithTotp(url)).status).toBe(200);

    // From PostgreSQL, whose generated key is a row of the backup, to a new SQLite data dir.
    const pg = await startSecurityTestServer({ dialect: 'postgres' });
    restored.push(pg);
    const pgTotp = await enrolTotp(pg, await pg.login('admin', ADMIN_PASSWORD));
    const pgFile = join(dir, 'from-postgres.dump');
    const inClear = await storeCommand({}, 'backup', pgFile, '--store-url', pg.storeUrl!);
    expect(inClear.code).toBe(0);
    expect(inClear.out).toContain('is in the backup in clear');
    const pgKey = /^\{"table":"security_cookie_key"[^\n]*\n\[1,"([^"]+)"\]$/m.exec(readFileSync(pgFile, 'utf8'))?.[1];
    expect(pgKey).toBeDefined();
    // With a passphrase the row travels sealed, not in clear, and comes back as the store's row.
    const sealedFile = join(dir, 'from-postgres-sealed.dump');
    expect((await storeCommand({}, 'backup', sealedFile, '--store-url', pg.storeUrl!, ...passphrase)).code).toBe(0);
    expect(readFileSync(sealedFile, 'utf8')).not.toContain(pgKey!);
    const pgUrl = await createTestDatabase();
    const toPg = await storeCommand({}, 'restore', sealedFile, '--store-url', pgUrl, ...passphrase);
    expect(errorLines(toPg.err)).toEqual([]);
    expect((await signInWithTotp(pgUrl, pgTotp.secret)).status).toBe(200);
    const target = join(dir, 'from-postgres');
    const fromPg = await storeCommand({}, 'restore', pgFile, '--data-dir', target);
    expect(errorLines(fromPg.err)).toEqual([]);
    expect(fromPg.code).toBe(0);
    expect(existsSync(join(target, KEY_FILE))).toBe(true);
    expect((await signInWithTotp(target, pgTotp.secret)).status).toBe(200);
  });
});
