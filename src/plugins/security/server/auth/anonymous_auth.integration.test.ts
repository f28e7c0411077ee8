import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

describe('anonymous access (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.anonymous_auth_enabled': true } });
  });
  afterAll(() => s.stop());

  it('is refused while config.yml does not enable it, with the reason on the login page, audited', async () => {
    const from = mark(s);
    const res = await s.call('GET', '/auth/anonymous?nextUrl=%2Fapp%2Fhome');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/login?authError=anonymous_disabled');
    expect(res.sessionCookie).toBeUndefined();
    const [event] = await eventsSince(s, from, 'FAILED_LOGIN');
    expect(event.details).toEqual({ reason: 'anonymous_disabled', auth_type: 'anonymous' });
  });

  it('logs in as opendistro_security_anonymous with its backend role, then goes to nextUrl', async () => {
    await importAuthc(s, { anonymous: true });
    const res = await s.call('GET', '/auth/anonymous?nextUrl=%2Fapp%2Fdashboards%3Fa%3D1%23%2Fview%2F7');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/dashboards?a=1#/view/7');
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: res.sessionCookie });
    expect(info.body).toMatchObject({
      user_name: 'opendistro_security_anonymous',
      backend_roles: ['opendistro_security_anonymous_backendrole'],
      auth_type: 'anonymous',
    });
    const account = await s.call('GET', '/api/v1/configuration/account', { cookie: res.sessionCookie });
    expect(account.body.data.is_internal_user).toBe(false);
  });

  it.each(['cross-site', 'same-site'])(
    'a link on another site (Sec-Fetch-Site %s) does not swap a signed-in user for anonymous',
    async (site) => {
      const cookie = await s.login('admin', ADMIN_PASSWORD);
      const res = await s.call('GET', '/auth/anonymous?nextUrl=%2Fapp%2Fhome', {
        cookie,
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app/home');
      expect(res.setCookies).toEqual([]);
      const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
      expect(info.body).toMatchObject({ user_name: 'admin' });
    }
  );

  it("the login page's own button (Sec-Fetch-Site same-origin) still starts the anonymous session", async () => {
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    const res = await s.call('GET', '/auth/anonymous?nextUrl=%2Fapp%2Fhome', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: res.sessionCookie });
    expect(info.body).toMatchObject({ user_name: 'opendistro_security_anonymous' });
  });

  it('never goes to another site', async () => {
    const res = await s.call('GET', '/auth/anonymous?nextUrl=%2F%2Fevil.example%2F');
    expect(res.headers.get('location')).toBe('/app/home');
  });

  it('encodes a non-ASCII nextUrl in the redirect instead of failing (no 500, one session)', async () => {
    const cases: Array<[query: string, location: string]> = [
      ['%2F%E4%B8%AD', '/%E4%B8%AD'],
      ['%2Fcaf%C3%A9%3Fq%3D%C3%A9', '/caf%C3%A9?q=%C3%A9'],
      // Already encoded (as a browser sends it inside nextUrl): kept as it is, never encoded twice.
      ['%2Fapp%2Fdashboards%23%2Fview%2F%25E4%25B8%25AD', '/app/dashboards#/view/%E4%B8%AD'],
      ['%2Fapp%2Fa%20b', '/app/a%20b'],
    ];
    for (const [query, location] of cases) {
      const res = await s.call('GET', `/auth/anonymous?nextUrl=${query}`);
      expect({ query, status: res.status, location: res.headers.get('location') }).toEqual({
        query,
        status: 302,
        location,
      });
      expect(res.sessionCookie).toBeDefined();
    }
    expect(s.problems.filter((line) => line.includes('ERR_INVALID_CHAR'))).toEqual([]);
  });

  it('the form login keeps working beside it', async () => {
    expect(await s.login('admin', ADMIN_PASSWORD)).toBeDefined();
  });
});
