/**
 * `npm run securityadmin -- unlock NAME | unlock --all | reset-mfa NAME` against a running server
 * (real HTTP on both listeners, SQLite on a temp data dir): every administrator locked out or
 * without their authenticator, the operator on the host lets them back in. The command runs as
 * its own process, as an operator runs it.
 */
import { execFile } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { freePort, TEST_STORES } from '../src/core/server/test_utils';
import { auditEvents } from '../src/plugins/security/server/test_utils/audit';
import { enrolTotp } from '../src/plugins/security/server/test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../src/plugins/security/server/test_utils/security_test_server';

jest.setTimeout(180_000);
const ROOT = resolve(__dirname, '..');
const WRONG = 'Wr0ng!password';

/** The command on the store of `s` (its data dir, or its PostgreSQL database), or on `dataDir`. */
function securityadmin(
  store: SecurityTestServer | string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (typeof store === 'string') env.DATA_DIR = store;
  else if (store.storeUrl) env.DATABASE_URL = store.storeUrl;
  else env.DATA_DIR = store.pathData;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/securityadmin.ts', ...args],
      { cwd: ROOT, env },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    );
  });
}

describe.each(TEST_STORES)('securityadmin unlock / reset-mfa on %s (a running server, both listeners)', (dialect) => {
  let s: SecurityTestServer;
  let restApi: string;
  afterAll(() => s?.stop());

  beforeAll(async () => {
    const port = await freePort();
    restApi = `http://127.0.0.1:${port}`;
    s = await startSecurityTestServer({
      dialect,
      overrides: {
        'opensearch_security.restapi.port': port,
        'opensearch_security.restapi.host': '127.0.0.1',
        'opensearch_security.login.max_failures': 3,
        'opensearch_security.login.max_failures_per_address': 5,
      },
    });
  });

  /** admin's Basic sign-in on the main server's /api/v1 and on the REST API listener. */
  const basicStatuses = async (password = ADMIN_PASSWORD) => {
    const basic = { username: 'admin', password };
    const main = await s.call('GET', '/api/v1/auth/authinfo', { basic });
    const rest = await fetch(`${restApi}/_plugins/_security/authinfo`, {
      headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
    });
    return [main.status, rest.status];
  };

  it('unlock NAME lets a locked-out admin in again on both listeners, audited', async () => {
    // The audit log is read with a session started before the lock-out.
    await s.admin('GET', '/api/v1/auth/authinfo');
    for (let i = 0; i < 3; i++) {
      expect((await s.call('POST', '/auth/login', { body: { username: 'admin', password: WRONG } })).status).toBe(401);
    }
    expect(await basicStatuses()).toEqual([429, 429]);

    const result = await securityadmin(s, 'unlock', 'admin');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe("Unlocked the user name 'admin' (3 failed logins; it was locked out).\n");
    expect(await basicStatuses()).toEqual([200, 200]);
    const [event] = (await auditEvents(s, { category: 'ACCOUNT_UNLOCKED' })).events;
    expect(event).toMatchObject({
      user: null,
      method: 'CLI',
      path: 'securityadmin unlock',
      details: { kind: 'user', name: 'admin', failures: 3, was_locked: true, by: 'host' },
    });
  });

  it('unlock --all also clears a locked-out address', async () => {
    // admin's 3 failures above still count for the address: 2 more lock it out for everyone.
    for (const name of ['ghost-1', 'ghost-2']) {
      expect((await s.call('POST', '/auth/login', { body: { username: name, password: WRONG } })).status).toBe(401);
    }
    expect(await basicStatuses()).toEqual([429, 429]);
    const nameOnly = await securityadmin(s, 'unlock', 'admin');
    expect(nameOnly.code).toBe(1);
    expect(nameOnly.stderr).toBe(
      "securityadmin: no lock-out or failed logins are counted for the user name 'admin' (an address locked out: unlock --all).\n"
    );
    const result = await securityadmin(s, 'unlock', '--all');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Cleared \d+ failed-login counters in .*: nobody is locked out\.\n$/);
    expect(await basicStatuses()).toEqual([200, 200]);
  });

  it('reset-mfa NAME lets an admin without their authenticator sign in with the password, audited', async () => {
    await enrolTotp(s, await s.login('admin', ADMIN_PASSWORD));
    const asked = await s.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(asked.body).toEqual({ mfa_required: true, methods: ['totp'] });
    expect(asked.sessionCookie).toBeUndefined();

    const result = await securityadmin(s, 'reset-mfa', 'admin');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain("Reset the two-step verification of 'admin' (totp)");
    const login = await s.call('POST', '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.sessionCookie).toBeDefined();
    expect(login.body.mfa_required).toBeUndefined();
    const [event] = (await auditEvents(s, { category: 'MFA_RESET' })).events;
    expect(event).toMatchObject({
      user: null,
      path: 'securityadmin reset-mfa',
      details: { mfa_user: 'admin', by: 'host', methods: ['totp'] },
    });
    // Nothing left to reset: said so, exit code 1.
    const again = await securityadmin(s, 'reset-mfa', 'admin');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe("securityadmin: 'admin' has no second factor or recovery codes; nothing was changed.\n");
  });
});

describe('securityadmin unlock / reset-mfa refusals', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'securityadmin-recovery-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses bad arguments with the usage (exit code 2) and a data dir without a store (exit code 1)', async () => {
    for (const args of [
      ['unlock'],
      ['reset-mfa'],
      ['unlock', '--everyone'],
      ['unlock', 'a', 'b'],
      ['unlock', 'a\tb'],
    ]) {
      const result = await securityadmin(dataDir, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('securityadmin unlock NAME | securityadmin unlock --all');
    }
    const none = await securityadmin(resolve(dataDir, 'nowhere'), 'unlock', '--all');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/does not exist/);
  });
});
