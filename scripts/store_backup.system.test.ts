/**
 * `npm run store -- backup` against a real running server while logins and writes go on over
 * HTTP, then `restore` into a fresh store, a second server started on it, and everything checked
 * through its API: roles, role mappings, users (by logging in), API tokens (by using one), saved
 * objects, the last backup on /status. On SQLite and PostgreSQL. The commands run as their own
 * processes, as an operator (or a systemd timer) runs them.
 */
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { createTestDatabase, StoreService, TEST_STORES } from '../src/core/server/test_utils';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import { MIGRATIONS, runStore } from './store';
import type { StoreDumpHeader } from '../src/core/server/store/backup/types';
import { readDumpHeader, verifyDump } from '../src/core/server/store/backup/dump_format';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../src/plugins/security/server/test_utils/security_test_server';

jest.setTimeout(300_000);

const ROOT = resolve(__dirname, '..');
const USER = 'sulu';
const USER_PASSWORD = 'He1msman!warp-9';
const URL_PASSWORD = 'Url-pa55word-marker';
const GLOBAL = { headers: { securitytenant: 'global_tenant' } };
const GLOBAL_READ = {
  tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
};

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node --import tsx scripts/store.ts ARGS` in its own process, no store settings inherited. */
function storeCommand(...args: string[]): Promise<CommandResult> {
  const env = { ...process.env };
  for (const key of ['CONFIG', 'DATA_DIR', 'DATABASE_URL']) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'store.ts'), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

/** A refusal: exit code 1 and one line on stderr, no stack trace. */
function expectRefusal(result: CommandResult, message: RegExp): void {
  expect(result.code).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

/** Logins and saved-object writes, as many workers as given, until stopped. */
function startLoad(s: SecurityTestServer, adminCookie: string) {
  let running = true;
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let logins = 0;
  const writer = async (w: number) => {
    for (let i = 0; running; i++) {
      const id = `load-${w}-${i}`;
      const res = await s.call('POST', `/api/saved_objects/dashboard/${id}`, {
        cookie: adminCookie,
        ...GLOBAL,
        body: { attributes: { title: `Written under load ${w}/${i}` } },
      });
      if (res.status === 200) acknowledged.push(id);
      else failures.push(`write ${id}: ${res.status} ${res.text.slice(0, 200)}`);
    }
  };
  const loginLoop = async () => {
    while (running) {
      const res = await s.call('POST', '/auth/login', { body: { username: USER, password: USER_PASSWORD } });
      if (res.status === 200) logins++;
      else failures.push(`login: ${res.status} ${res.text.slice(0, 200)}`);
    }
  };
  const done = Promise.all([writer(0), writer(1), loginLoop()]);
  return {
    acknowledged,
    failures,
    logins: () => logins,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.each(TEST_STORES)('npm run store -- backup / restore on %s (real servers, real HTTP)', (dialect) => {
  let dir: string;
  const servers: SecurityTestServer[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-backup-'));
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async (overrides?: Record<string, unknown>) => {
    const server = await startSecurityTestServer({ dialect, overrides });
    servers.push(server);
    server.secrets.add(USER_PASSWORD);
    return server;
  };
  const lastBackupRow = async (s: SecurityTestServer) => {
    const status = await s.admin('GET', '/api/status');
    expect(status.status).toBe(200);
    return (status.body.operations as Array<{ id: string; value: string }>).find((row) => row.id === 'store.backup');
  };

  it('backs up while logins and writes run, restores into a fresh store, and a server on it has every role, user, token and saved object', async () => {
    const source = await start();
    const admin = await source.login('admin', ADMIN_PASSWORD);
    // Before any backup, /status says none ran on this store.
    expect((await lastBackupRow(source))?.value).toMatch(/^None recorded/);

    await source.createUser(USER, USER_PASSWORD, ['helm']);
    expect((await source.admin('POST', '/api/v1/configuration/roles/backup_reader', GLOBAL_READ)).status).toBe(201);
    expect(
      (await source.admin('POST', '/api/v1/configuration/rolesmapping/backup_reader', { users: [USER] })).status
    ).toBe(201);
    const made = await source.call('POST', '/api/v1/configuration/apitokens', {
      cookie: admin,
      body: { name: 'nightly-report', duration_seconds: 30 * 86400, ...GLOBAL_READ },
    });
    expect(made.status).toBe(200);
    const token: string = made.body.token;
    source.secrets.add(token);
    for (let i = 0; i < 20; i++) {
      const res = await source.call('POST', `/api/saved_objects/dashboard/fixture-${i}`, {
        cookie: admin,
        ...GLOBAL,
        body: { attributes: { title: `Fixture ${i}` } },
      });
      expect(res.status).toBe(200);
    }

    const load = startLoad(source, admin);
    while (load.acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));
    // Every write acknowledged before the backup starts must be in it.
    const before = [...load.acknowledged];
    const loginsBefore = load.logins();
    const file = join(dir, 'nightly.dump');
    // PostgreSQL: a password in the URL (the test cluster trusts loopback and never asks for it) must appear nowhere.
    const sourceArgs =
      dialect === 'sqlite'
        ? ['--data-dir', source.pathData]
        : ['--store-url', source.storeUrl!.replace('//postgres@', `//postgres:${URL_PASSWORD}@`)];
    const backup = await storeCommand('backup', file, ...sourceArgs);
    const loginsDuring = load.logins() - loginsBefore;
    await load.stop();
    expect(backup.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.stdout + backup.stderr).not.toContain(URL_PASSWORD);
    expect(backup.stdout).toMatch(
      /^Wrote .*nightly\.dump: \d+ rows in \d+ tables, schema version \d+, taken at \S+, sha256 [0-9a-f]{64}\.$/m
    );
    // The server kept answering: logins and writes went on while the backup ran, none failed.
    expect(load.failures).toEqual([]);
    expect(loginsDuring).toBeGreaterThan(0);
    expect(load.acknowledged.length).toBeGreaterThan(before.length);

    const { header } = readDumpHeader(file);
    expect(header.dialect).toBe(dialect);
    expect(header.schema.version).toBe(header.schema.migrations.length);
    expect(header.schema.migrations).toEqual(expect.arrayContaining(['core:0001-saved-objects', 'store:0001-backups']));
    // The running server shows it: the last backup's time, from the store.
    expect((await lastBackupRow(source))?.value).toContain(header.createdAt);

    // Restore into a fresh store.
    const targetArgs =
      dialect === 'sqlite' ? ['--data-dir', join(dir, 'restored')] : ['--store-url', await createTestDatabase()];
    const restored = await storeCommand('restore', file, ...targetArgs);
    expect(restored.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/every count matches/);
    // A second restore into it is refused (it holds data now) unless --force.
    expectRefusal(
      await storeCommand('restore', file, ...targetArgs),
      /^store: restore failed: The (data dir|PostgreSQL database at) .* already holds data \(.*saved_objects.*\); give --force to replace it\.$/
    );
    const forced = await storeCommand('restore', file, ...targetArgs, '--force');
    expect(forced.code).toBe(0);
    if (dialect === 'postgres') {
      // A database that does not answer: one line naming host and port, never the password.
      const unreachable = await storeCommand(
        'restore',
        file,
        '--store-url',
        `postgres://u:${URL_PASSWORD}@127.0.0.1:1/db`
      );
      expectRefusal(unreachable, /^store: restore failed: Cannot reach the PostgreSQL store at 127\.0\.0\.1:1\/db /);
      expect(unreachable.stdout + unreachable.stderr).not.toContain(URL_PASSWORD);
    }

    const copy = await start(dialect === 'sqlite' ? { 'path.data': targetArgs[1] } : { 'store.url': targetArgs[1] });
    copy.secrets.add(token);
    // Users: both log in with their passwords.
    const copyAdmin = await copy.login('admin', ADMIN_PASSWORD);
    await copy.login(USER, USER_PASSWORD);
    expect((await copy.call('POST', '/auth/login', { body: { username: USER, password: 'wrong' } })).status).toBe(401);
    // Roles and role mappings.
    const role = await copy.admin('GET', '/api/v1/configuration/roles/backup_reader');
    expect(role.status).toBe(200);
    expect(JSON.stringify(role.body)).toContain('kibana_all_read');
    const mapping = await copy.admin('GET', '/api/v1/configuration/rolesmapping/backup_reader');
    expect(mapping.status).toBe(200);
    expect(JSON.stringify(mapping.body)).toContain(USER);
    const user = await copy.admin('GET', `/api/v1/configuration/internalusers/${USER}`);
    expect(user.status).toBe(200);
    expect(JSON.stringify(user.body)).toContain('helm');
    // The API token: listed, and it still authenticates (only its hash was stored and restored).
    const tokens = await copy.call('GET', '/api/v1/configuration/apitokens', { cookie: copyAdmin });
    expect(tokens.body.data.map((t: { name: string }) => t.name)).toContain('nightly-report');
    const withToken = { xsrf: false, headers: { authorization: `ApiKey ${token}`, securitytenant: 'global_tenant' } };
    const info = await copy.call('GET', '/api/v1/auth/authinfo', withToken);
    expect(info.status).toBe(200);
    expect(info.body.user_name).toBe('admin');
    // Saved objects: the fixtures and every write acknowledged before the backup, read with the token.
    const found = await copy.call('GET', '/api/saved_objects/_find?type=dashboard&per_page=10000', withToken);
    expect(found.status).toBe(200);
    const ids = new Set(found.body.saved_objects.map((o: { id: string }) => o.id));
    const expected = [...Array.from({ length: 20 }, (_, i) => `fixture-${i}`), ...before];
    expect(expected.filter((id) => !ids.has(id))).toEqual([]);
    const fixture = await copy.call('GET', '/api/saved_objects/dashboard/fixture-7', withToken);
    expect(fixture.body.attributes.title).toBe('Fixture 7');
    // The copy's /status names the backup it was restored from.
    expect((await lastBackupRow(copy))?.value).toContain(header.createdAt);
    // It keeps working: new writes get new versions after the restored ones.
    const write = await copy.call('POST', '/api/saved_objects/dashboard/after-restore', {
      cookie: copyAdmin,
      ...GLOBAL,
      body: { attributes: { title: 'After' } },
    });
    expect(write.status).toBe(200);
  });
});

/** Re-signs a dump's header as the writer does (the format's documented checksum). */
function resign(header: Omit<StoreDumpHeader, 'sha256'>, body: Buffer): Buffer {
  const unsigned = JSON.stringify(header);
  const sha256 = createHash('sha256').update(`${unsigned}\n`).update(body).digest('hex');
  return Buffer.concat([Buffer.from(`${JSON.stringify({ ...header, sha256 })}\n`), body]);
}

describe('npm run store -- backup / restore files and the systemd backup unit', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-restore-refusals-'));
    const service = new StoreService();
    service.setup().registerMigrations(MIGRATIONS);
    const store = await service.start({ dataDir: join(dir, 'source') });
    await new EmbeddedSecurityBackend({ store, hashRounds: 4 }).ensureSeeded(ADMIN_PASSWORD);
    await service.stop();
    const out: string[] = [];
    expect(
      await runStore(
        ['backup', join(dir, 'good.dump'), '--data-dir', join(dir, 'source')],
        (l) => out.push(l),
        (l) => out.push(l)
      )
    ).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a newer schema, a newer format, a corrupted, truncated, missing or foreign file: one line each, exit code 1, the target untouched', async () => {
    const good = readFileSync(join(dir, 'good.dump'));
    const newline = good.indexOf(0x0a);
    const { sha256: _old, ...header } = JSON.parse(good.subarray(0, newline).toString()) as StoreDumpHeader;
    const body = good.subarray(newline + 1);
    const future = {
      ...header,
      schema: {
        version: header.schema.version + 1,
        migrations: [...header.schema.migrations, 'security:9999-from-the-future'],
      },
    };
    writeFileSync(join(dir, 'newer.dump'), resign(future, body));
    writeFileSync(join(dir, 'format.dump'), resign({ ...header, formatVersion: 2 }, body));
    // One character changed, same length: only the checksum can tell.
    const at = body.indexOf('"admin"');
    const flipped = Buffer.from(body);
    flipped[at + 5] = 'm'.charCodeAt(0);
    writeFileSync(join(dir, 'corrupted.dump'), Buffer.concat([good.subarray(0, newline + 1), flipped]));
    writeFileSync(join(dir, 'truncated.dump'), good.subarray(0, good.length - 100));
    writeFileSync(join(dir, 'foreign.dump'), 'PGDMP\u0000 not ours\n');
    const target = ['--data-dir', join(dir, 'target')];

    const [newer, format, corrupted, truncated, missing, foreign, noStore, usage] = await Promise.all([
      storeCommand('restore', join(dir, 'newer.dump'), ...target),
      storeCommand('restore', join(dir, 'format.dump'), ...target),
      storeCommand('restore', join(dir, 'corrupted.dump'), ...target),
      storeCommand('restore', join(dir, 'truncated.dump'), ...target),
      storeCommand('restore', join(dir, 'missing.dump'), ...target),
      storeCommand('restore', join(dir, 'foreign.dump'), ...target),
      storeCommand('backup', join(dir, 'x.dump'), '--data-dir', join(dir, 'nothing-here')),
      storeCommand('restore', join(dir, 'good.dump')),
    ]);
    expectRefusal(
      newer,
      /^store: restore failed: The backup's schema is newer than this version's: it holds migration "security:9999-from-the-future" that this version does not know; restore it with the version that made it, or a later one\.$/
    );
    expectRefusal(
      format,
      /^store: restore failed: .*format\.dump was written by a newer version \(backup format 2; this version reads format 1\)/
    );
    expectRefusal(
      corrupted,
      /^store: restore failed: .*corrupted\.dump is corrupted: its SHA-256 checksum does not match its content \(expected [0-9a-f]{12}…, found [0-9a-f]{12}…\)\.$/
    );
    expectRefusal(
      truncated,
      /^store: restore failed: .*truncated\.dump is corrupted or truncated: it holds \d+ bytes of rows, its header says \d+\.$/
    );
    expectRefusal(missing, /^store: restore failed: Cannot read the backup .*missing\.dump: no such file\.$/);
    expectRefusal(
      foreign,
      /^store: restore failed: .*foreign\.dump is not a store backup \(it has no valid backup header\)\.$/
    );
    expectRefusal(noStore, /^store: backup failed: .*nothing-here holds no store \(dashboards\.sqlite is missing\)\.$/);
    // Restore needs a target named: exit code 2 and the usage.
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/store restore FILE \(--data-dir DIR \| --store-url URL\) \[--force\]/);
    // None of them touched the target.
    expect(existsSync(join(dir, 'target'))).toBe(false);
    // The good file restores.
    const fine = await storeCommand('restore', join(dir, 'good.dump'), ...target);
    expect(fine.code).toBe(0);
    expect(existsSync(join(dir, 'target', 'dashboards.sqlite'))).toBe(true);
  });
  const INSTALL_DIR = '/opt/dashboards-security';
  it('deploy/dashboards-security-backup.service: its ExecStart line (as systemd runs it) writes a backup that verifies, its clean-up keeps it', async () => {
    const unit = readFileSync(join(ROOT, 'deploy', 'dashboards-security-backup.service'), 'utf8');
    const timer = readFileSync(join(ROOT, 'deploy', 'dashboards-security-backup.timer'), 'utf8');
    expect(timer).toMatch(/^Unit=dashboards-security-backup\.service$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    // systemd's own escapes: $$ is a dollar sign, %% a percent sign.
    const line = (key: string) =>
      /^Exec\w+=(.*)$/m
        .exec(
          unit
            .split('\n')
            .filter((l) => l.startsWith(`${key}=`))
            .join('\n')
        )![1]
        .replace(/\$\$/g, '$')
        .replace(/%%/g, '%')
        .replace(`${INSTALL_DIR}/node_modules/node/bin/node`, process.execPath);
    // The project's node, as the server's unit runs it: the machine's may be older than the
    // better-sqlite3 the project compiled (the test runs on the project's node, the same binary).
    expect(line('ExecStart')).toContain(`exec ${process.execPath} --import tsx scripts/store.ts backup`);
    expect(unit).toMatch(new RegExp(`^WorkingDirectory=${INSTALL_DIR}$`, 'm'));
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    const env: NodeJS.ProcessEnv = { ...process.env, BACKUP_DIR: backups, DATA_DIR: join(dir, 'source') };
    delete env.CONFIG;
    delete env.DATABASE_URL;
    const run = (command: string) =>
      new Promise<number | null>((done) => {
        const child = spawn('/bin/sh', ['-c', command], { cwd: ROOT, env, stdio: 'ignore' });
        child.once('close', done);
      });
    expect(await run(line('ExecStart'))).toBe(0);
    expect(await run(line('ExecStartPost').replace('${BACKUP_DIR}', backups))).toBe(0);
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^store-\d{8}T\d{6}Z\.dump$/);
    expect((statSync(join(backups, files[0])).mode & 0o777).toString(8)).toBe('600');
    const opened = readDumpHeader(join(backups, files[0]));
    verifyDump(join(backups, files[0]), opened);
    expect(opened.header.tables.find((t) => t.name === 'security_entries')!.rows).toBeGreaterThan(0);
  });
});
