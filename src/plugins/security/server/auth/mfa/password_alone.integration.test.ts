/**
 * Issue 68.2: HTTP Basic with a password alone is refused (401, "use an API token") for a user who
 * has a second factor or whose roles require one, on this server's API and on the REST API
 * listener; `opensearch_security.mfa.basic_auth: allow` lets it in. API tokens keep working.
 * Whole server, real HTTP.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { freePort } from '../../../../../core/server/test_utils';
import { auditEvents } from '../../test_utils/audit';
import { enrolTotp } from '../../test_utils/mfa';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';

jest.setTimeout(120_000);
const USER = 'chekov';
const PASSWORD = 'Russ1an!invention';
const PLAIN = 'plain';
const PLAIN_PASSWORD = 'Pl4in!user-pass';

describe('a password alone for a user with a second factor (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let port: number;
  afterEach(() => s?.stop());

  async function start(overrides: Record<string, unknown> = {}) {
    port = await freePort();
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.restapi.port': port,
        'opensearch_security.restapi.host': '127.0.0.1',
        ...overrides,
      },
    });
    await s.createUser(PLAIN, PLAIN_PASSWORD);
  }

  /** The caller's account with Basic, on both listeners: each answer's status and message. */
  async function basicOnBoth(username: string, password: string) {
    const api = await s.call('GET', '/api/v1/auth/authinfo', { basic: { username, password } });
    const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    const res = await fetch(`http://127.0.0.1:${port}/_plugins/_security/api/account`, { headers: { authorization } });
    const rest = { status: res.status, body: (await res.json()) as { message?: string } };
    return [
      { status: api.status, apiToken: /API token/.test(api.body?.message ?? '') },
      { status: rest.status, apiToken: /API token/.test(rest.body?.message ?? '') },
    ];
  }
  const refused = [
    { status: 401, apiToken: true },
    { status: 401, apiToken: true },
  ];
  const allowed = [
    { status: 200, apiToken: false },
    { status: 200, apiToken: false },
  ];

  it('refuses Basic for a user with a factor on both listeners (audited); others and API tokens pass', async () => {
    await start();
    await s.createUser(USER, PASSWORD);
    const cookie = await s.login(USER, PASSWORD);
    await enrolTotp(s, cookie);
    expect(await basicOnBoth(USER, PASSWORD)).toEqual(refused);
    expect(await basicOnBoth(PLAIN, PLAIN_PASSWORD)).toEqual(allowed);
    // A wrong password is still just that: no hint that the user has a factor.
    const wrong = await s.call('GET', '/api/v1/auth/authinfo', { basic: { username: USER, password: 'Wr0ng!pass' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).not.toMatch(/API token/);

    const failed = await auditEvents(s, { category: 'FAILED_LOGIN' });
    expect(failed.events.filter((e) => e.details.reason === 'second_factor_required').map((e) => e.user)).toEqual([
      USER,
      USER,
    ]);

    // The way for scripts: an API token, made in the session (the enrolment was its check).
    const token = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie,
      body: { name: 'ci', duration_seconds: 3600, cluster_permissions: [] },
    });
    expect(token.status).toBe(200);
    s.secrets.add(token.body.token);
    const withToken = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { authorization: `ApiKey ${token.body.token}` },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.body.user_name).toBe(USER);
  });

  it('refuses Basic for a user whose role requires a factor they have not set up', async () => {
    await start({ 'opensearch_security.mfa.required_for_roles': ['kibana_user'] });
    await s.createUser(USER, PASSWORD, ['kibanauser']);
    expect(await basicOnBoth(USER, PASSWORD)).toEqual(refused);
    expect(await basicOnBoth(PLAIN, PLAIN_PASSWORD)).toEqual(allowed);
  });

  it('lets the password alone in with mfa.basic_auth: allow', async () => {
    await start({ 'opensearch_security.mfa.basic_auth': 'allow' });
    await s.createUser(USER, PASSWORD);
    await enrolTotp(s, await s.login(USER, PASSWORD));
    expect(await basicOnBoth(USER, PASSWORD)).toEqual(allowed);
  });
});
