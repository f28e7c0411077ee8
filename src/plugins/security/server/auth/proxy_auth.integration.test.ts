import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const TRUSTED = '127\\.0\\.0\\.1';
const OTHER = '10\\.0\\.0\\.1|192\\.168\\.0\\.10';

describe('proxy authentication (whole server, real HTTP from 127.0.0.1)', () => {
  let s: SecurityTestServer;
  const proxied = (user: string, roles: string, extra: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-user': user, 'x-forwarded-roles': roles, ...extra },
  });

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'proxy' } });
  });
  afterAll(() => s.stop());

  it('from an address matching internalProxies, the headers name the user and the backend roles', async () => {
    await importAuthc(s, {
      internalProxies: TRUSTED,
      proxy: { user_header: 'x-forwarded-user', roles_header: 'x-forwarded-roles' },
    });
    const res = await s.call('GET', '/api/v1/auth/authinfo', proxied('pat', 'sso_readers,kibanauser'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_name: 'pat',
      backend_roles: ['sso_readers', 'kibanauser'],
      auth_type: 'proxy',
    });
    expect(res.body.roles).toEqual(expect.arrayContaining(['readall', 'kibana_user']));
    // Not the default header names: those are not what this domain reads.
    const defaults = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { 'x-proxy-user': 'pat', 'x-proxy-roles': 'kibanauser' },
    });
    expect(defaults.status).toBe(401);
  });

  it('from any other address the headers are ignored (a forwarded-for header changes nothing)', async () => {
    await importAuthc(s, {
      internalProxies: OTHER,
      proxy: { user_header: 'x-forwarded-user', roles_header: 'x-forwarded-roles' },
    });
    const res = await s.call(
      'GET',
      '/api/v1/auth/authinfo',
      proxied('admin', 'sso_admins', { 'x-forwarded-for': '10.0.0.1' })
    );
    expect(res.status).toBe(401);
    const page = await s.call('GET', '/app/home', {
      headers: { accept: 'text/html', ...proxied('admin', 'admin').headers },
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
  });

  it('without internalProxies nobody is trusted', async () => {
    await importAuthc(s, { proxy: {} });
    const res = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { 'x-proxy-user': 'pat', 'x-proxy-roles': 'kibanauser' },
    });
    expect(res.status).toBe(401);
  });

  it('a page visit keeps a session for the tenant, usable only while the proxy still vouches for the user', async () => {
    await importAuthc(s, { internalProxies: TRUSTED, proxy: {} });
    const headers = { 'x-proxy-user': 'pat', 'x-proxy-roles': 'kibanauser' };
    const page = await s.call('GET', '/app/home', { headers: { accept: 'text/html', ...headers } });
    expect(page.status).toBe(200);
    const cookie = page.sessionCookie!;
    expect(cookie).toBeDefined();
    const withBoth = await s.call('GET', '/api/v1/auth/authinfo', { cookie, headers });
    expect(withBoth.body).toMatchObject({ user_name: 'pat', auth_type: 'proxy' });
    // The cookie alone, or with the proxy naming someone else, is not pat.
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
    const other = await s.call('GET', '/api/v1/auth/authinfo', {
      cookie,
      headers: { 'x-proxy-user': 'sam', 'x-proxy-roles': 'kibanauser' },
    });
    expect(other.body.user_name).toBe('sam');
  });

  it('the configuration the browser gets names the proxy type (the account menu then shows no log out)', async () => {
    const res = await s.call('GET', '/api/authtype');
    expect(res.body).toEqual({ authtype: 'proxy' });
  });
});
