/**
 * Issue 27 on the REST API listener (`opensearch_security.restapi.port`): `Authorization: ApiKey` is taken
 * there too, a token reads who it is and nothing of the security API, and the tokens are served
 * at `/_plugins/_security/api/apitokens` in upstream's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../../core/server/test_utils';
import { API_TOKEN_MANAGES_TOKENS_MESSAGE, API_TOKEN_SECURITY_API_MESSAGE } from '../../common/api_tokens';
import { startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/_plugins/_security/api/apitokens';
let s: SecurityTestServer;
let restUrl: string;

async function rest(method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(`${restUrl}${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed };
}

const admin = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;

describe('API tokens on the REST API listener', () => {
  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener());
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('creates, lists and deletes tokens in upstream shape; a token authenticates there and on the dashboards server', async () => {
    const expiration = s.clock.now + 7 * 86_400_000;
    const created = await rest('POST', API, admin, {
      name: 'ops',
      cluster_permissions: ['cluster_monitor'],
      index_permissions: [{ index_pattern: 'logs-*', allowed_actions: ['read'] }],
      expiration,
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual(['id', 'token']);
    const token: string = created.body.token;
    expect(token).toMatch(/^osd_/);

    const listed = await rest('GET', API, admin);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        name: 'ops',
        iat: s.clock.now,
        expiration,
        cluster_permissions: ['cluster_monitor'],
        index_permissions: [{ index_pattern: ['logs-*'], allowed_actions: ['read'] }],
      }),
    ]);
    expect(listed.text).not.toContain(token);

    const apiKey = `ApiKey ${token}`;
    const who = await rest('GET', '/_plugins/_security/authinfo', apiKey);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ user_name: 'admin', roles: ['_api_token'] });
    expect((await s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization: apiKey } })).status).toBe(200);

    for (const [method, path, message] of [
      ['GET', API, API_TOKEN_MANAGES_TOKENS_MESSAGE],
      ['POST', API, API_TOKEN_MANAGES_TOKENS_MESSAGE],
      ['GET', '/_plugins/_security/api/internalusers', API_TOKEN_SECURITY_API_MESSAGE],
      ['GET', '/_plugins/_security/api/account', API_TOKEN_SECURITY_API_MESSAGE],
      ['PUT', '/_plugins/_security/api/account', API_TOKEN_SECURITY_API_MESSAGE],
    ]) {
      const res = await rest(method, path, apiKey, method === 'GET' ? undefined : { name: 'x' });
      expect({ method, path, status: res.status, message: res.body?.message }).toEqual({
        method,
        path,
        status: 403,
        message,
      });
    }

    expect((await rest('POST', API, admin, { name: 'x', surprise: 1 })).body.message).toBe(
      'Invalid request: Unknown field in request: surprise'
    );
    const deleted = await rest('DELETE', API, admin, { name: 'ops' });
    expect(deleted).toMatchObject({ status: 200, body: { status: 'OK', message: 'Token ops deleted successfully.' } });
    expect((await rest('GET', '/_plugins/_security/authinfo', apiKey)).status).toBe(401);
    expect((await s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization: apiKey } })).status).toBe(401);
  });

  it('refuses bad tokens with 401 and no detail', async () => {
    for (const auth of ['ApiKey nonsense', `ApiKey osd_${'A'.repeat(22)}_${'B'.repeat(43)}`, 'ApiKey ']) {
      const res = await rest('GET', '/_plugins/_security/authinfo', auth);
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});

describe("upstream 3.7's API tokens API on both listeners", () => {
  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener());
  });
  afterAll(async () => {
    await s?.stop();
  });

  const basic = { username: 'admin', password: ADMIN_PASSWORD };
  const dashboards = (method: string, path: string, body?: unknown) =>
    s.call(method, `/api/v1/apitokens${path}`, { basic, body });

  it("creates with duration_seconds, lists with id, expires_at and created_by, revokes by id (upstream's bodies)", async () => {
    const created = await rest('POST', API, admin, {
      name: 'test-token',
      duration_seconds: 86400,
      cluster_permissions: ['cluster_monitor'],
      index_permissions: [{ index_pattern: ['logs*'], allowed_actions: ['read'] }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), token: expect.stringMatching(/^osd_/) });
    s.secrets.add(created.body.token);
    const { id } = created.body;

    const listed = await dashboards('GET', '');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id,
        name: 'test-token',
        iat: s.clock.now,
        expires_at: s.clock.now + 86_400_000,
        cluster_permissions: ['cluster_monitor'],
        index_permissions: [{ index_pattern: ['logs*'], allowed_actions: ['read'] }],
        created_by: 'admin',
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);

    const revoked = await rest('DELETE', `${API}/${id}`, admin);
    expect(revoked).toMatchObject({ status: 200, body: { message: `Token ${id} revoked successfully.` } });
    expect((await rest('GET', '/_plugins/_security/authinfo', `ApiKey ${created.body.token}`)).status).toBe(401);
    expect((await rest('DELETE', `${API}/${id}`, admin)).status).toBe(404);
  });

  it('serves the same on the dashboards server, and a token may not manage tokens there', async () => {
    const created = await dashboards('POST', '', { name: 'from-dashboards', duration_seconds: 3600 });
    expect(created.status).toBe(200);
    s.secrets.add(created.body.token);
    expect((await dashboards('POST', '', { name: 'x', surprise: 1 })).body.message).toBe(
      'Invalid request: Unknown field in request: surprise'
    );
    const apiKey = { authorization: `ApiKey ${created.body.token}` };
    for (const method of ['GET', 'POST']) {
      const body = method === 'GET' ? undefined : { name: 'more' };
      const res = await s.call(method, '/api/v1/apitokens', { headers: apiKey, body });
      expect({ method, status: res.status, message: res.body?.message }).toEqual({
        method,
        status: 403,
        message: API_TOKEN_MANAGES_TOKENS_MESSAGE,
      });
    }
    const revoked = await dashboards('DELETE', `/${created.body.id}`);
    expect(revoked.body).toEqual({ message: `Token ${created.body.id} revoked successfully.` });
    const info = await s.call('GET', '/api/v1/auth/dashboardsinfo', { basic });
    expect(info.body).toMatchObject({ api_tokens_enabled: true, max_duration_seconds: 31_536_000 });
  });
});

describe('a token without expiration on the REST API listener', () => {
  it('lives 30 days, or the configured maximum when that is shorter, as on the dashboards API', async () => {
    const port = await freePort();
    const short = await startSecurityTestServer({
      overrides: {
        'opensearch_security.restapi.port': port,
        'opensearch_security.restapi.host': '127.0.0.1',
        'opensearch_security.api_tokens.max_duration_seconds': 3600,
      },
    });
    try {
      restUrl = `http://127.0.0.1:${port}`;
      const created = await rest('POST', API, admin, { name: 'no-expiration' });
      expect(created.status).toBe(200);
      short.secrets.add(created.body.token);
      const listed = await rest('GET', API, admin);
      expect(listed.body).toEqual([
        expect.objectContaining({ name: 'no-expiration', expiration: short.clock.now + 3600_000 }),
      ]);
    } finally {
      await short.stop();
    }
  });
});
