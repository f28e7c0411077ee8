import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/** Issue 16.4: answers carrying user data are never kept by a browser or proxy cache. */
describe('Cache-Control on API answers (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    admin = await s.login('admin', 'Adm1n!pass-for-tests');
  });
  afterAll(() => s.stop());

  it('POST /auth/login answers no-store', async () => {
    const res = await s.call('POST', '/auth/login', { body: { username: 'admin', password: 'Adm1n!pass-for-tests' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    '/api/v1/auth/authinfo',
    '/api/v1/configuration/account',
    '/api/v1/configuration/internalusers',
    '/api/v1/audit/events',
    '/api/saved_objects/_find?type=dashboard',
    '/api/kibana/settings',
    '/api/v1/multitenancy/tenant',
    '/api/no/such/route',
  ])('GET %s answers no-store', async (path) => {
    const res = await s.call('GET', path, { cookie: admin });
    expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
  });

  it('refusals and errors too (401, 400)', async () => {
    expect((await s.call('GET', '/api/v1/auth/authinfo')).headers.get('cache-control')).toBe('no-store');
    const bad = await s.call('POST', '/auth/login', { rawBody: '{' });
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('bundles keep their immutable caching', async () => {
    const res = await s.call('GET', '/bundles/core.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
