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

  it('never goes to another site', async () => {
    const res = await s.call('GET', '/auth/anonymous?nextUrl=%2F%2Fevil.example%2F');
    expect(res.headers.get('location')).toBe('/app/home');
  });

  it('the form login keeps working beside it', async () => {
    expect(await s.login('admin', ADMIN_PASSWORD)).toBeDefined();
  });
});
