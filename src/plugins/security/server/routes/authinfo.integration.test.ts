import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'http';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const ADMIN_PASSWORD = 'Adm1n!pass-for-tests';

interface Answer {
  status: number;
  type: string | undefined;
  body: Record<string, unknown>;
  /** The client side of the connection the answer came over. */
  localAddress: string;
}

/**
 * GET authinfo over a connection of its own (no agent), so each call has its own remote port:
 * the one field of the answer that is written per request.
 */
function authinfoOnNewConnection(url: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/v1/auth/authinfo`, { agent: false, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          localAddress: `${req.socket?.localAddress}:${req.socket?.localPort}`,
        })
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The first answer after a change of the session or the configuration resolves the account again;
 * the ones after it reuse that account's serialized answer. So each is asked three times.
 */
async function authinfoThrice(url: string, cookie: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 3; i++) answers.push(await authinfoOnNewConnection(url, cookie));
  return answers;
}

/** Issue 30: a signed-in caller's authinfo is serialized once per resolved account, the address per request. */
describe('GET /api/v1/auth/authinfo answered again and again (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let cookie: string;
  let url: string;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    cookie = await s.login('admin', ADMIN_PASSWORD);
    url = s.url;
  });
  afterAll(() => s.stop());

  it("answers every connection its own address, the rest of the answer unchanged and in the schema's order", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await authinfoOnNewConnection(url, cookie));
    const addresses = new Set<string>();
    for (const answer of answers) {
      expect([answer.status, answer.type]).toEqual([200, 'application/json; charset=utf-8']);
      expect(answer.body.remote_address).toBe(answer.localAddress);
      addresses.add(answer.localAddress);
      expect(Object.keys(answer.body)).toEqual([
        'user',
        'user_name',
        'user_requested_tenant',
        'remote_address',
        'backend_roles',
        'custom_attribute_names',
        'roles',
        'tenants',
        'principal',
        'peer_certificates',
        'sso_logout_url',
        'auth_type',
      ]);
      expect({ ...answer.body, remote_address: 'x' }).toEqual({ ...answers[0].body, remote_address: 'x' });
    }
    expect(addresses.size).toBe(4);
    expect(answers[0].body).toMatchObject({
      user_name: 'admin',
      roles: expect.arrayContaining(['all_access']),
      auth_type: 'basicauth',
    });
  });

  it('answers a tenant switch and a new role mapping on the very next request', async () => {
    for (const before of await authinfoThrice(url, cookie)) expect(before.body.user_requested_tenant).toBe('');
    const selected = await s.call('POST', '/api/v1/multitenancy/tenant', {
      cookie,
      body: { tenant: '__user__', username: 'admin' },
    });
    expect(selected.status).toBe(200);
    for (const switched of await authinfoThrice(url, cookie)) {
      expect(switched.body.user_requested_tenant).toBe('__user__');
      expect(switched.body.user).toBe('User [name=admin, backend_roles=[admin], requestedTenant=__user__]');
      expect(switched.body.roles).not.toContain('readall');
    }

    const mapped = await s.call('POST', '/api/v1/configuration/rolesmapping/readall', {
      cookie,
      body: { users: ['admin'] },
    });
    expect(mapped.status).toBe(200);
    for (const remapped of await authinfoThrice(url, cookie)) {
      expect(remapped.body.roles).toContain('readall');
      expect(remapped.body.remote_address).toBe(remapped.localAddress);
    }
  });
});
