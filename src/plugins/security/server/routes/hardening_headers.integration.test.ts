import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/** Issue 16.6: framing, HSTS, and the UI settings object kept to the settings API. */
describe('hardening (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    admin = await s.login('admin', 'Adm1n!pass-for-tests');
  });
  afterAll(() => s.stop());

  it('sends X-Frame-Options: SAMEORIGIN beside frame-ancestors, on pages and API answers', async () => {
    for (const path of ['/app/login', '/api/v1/auth/authinfo', '/api/no/such']) {
      const res = await s.call('GET', path, { cookie: admin });
      expect([path, res.headers.get('x-frame-options')]).toEqual([path, 'SAMEORIGIN']);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });

  it('sends no Strict-Transport-Security while the cookie is not Secure', async () => {
    expect((await s.call('GET', '/app/login')).headers.get('strict-transport-security')).toBeNull();
  });

  describe('the config saved object (UI settings)', () => {
    const REFUSED = "Saved objects of type 'config' are changed through the settings API only.";
    const setDarkMode = (value: boolean) =>
      s.call('POST', '/api/kibana/settings', { cookie: admin, body: { changes: { 'theme:darkMode': value } } });

    it('cannot be created, updated, bulk-written or deleted through the saved objects routes', async () => {
      expect((await setDarkMode(true)).status).toBe(200);
      const attempts: Array<[string, string, unknown]> = [
        ['POST', '/api/saved_objects/config/config?overwrite=true', { attributes: { 'theme:darkMode': 'x' } }],
        ['POST', '/api/saved_objects/config', { attributes: { 'theme:darkMode': false } }],
        ['POST', '/api/saved_objects/config/other', { attributes: { 'notifications:banner': 'x' } }],
        ['PUT', '/api/saved_objects/config/config', { attributes: { 'theme:darkMode': 'not-a-boolean' } }],
        [
          'POST',
          '/api/saved_objects/_bulk_create?overwrite=true',
          [{ type: 'config', id: 'config', attributes: { 'theme:darkMode': 1 } }],
        ],
        [
          'PUT',
          '/api/saved_objects/_bulk_update',
          [{ type: 'config', id: 'config', attributes: { 'theme:darkMode': 1 } }],
        ],
        ['DELETE', '/api/saved_objects/config/config', undefined],
      ];
      for (const [method, path, body] of attempts) {
        const res = await s.call(method, path, { cookie: admin, body });
        expect([method, path, res.status, res.body?.message]).toEqual([method, path, 400, REFUSED]);
      }
      const settings = await s.call('GET', '/api/kibana/settings', { cookie: admin });
      expect(settings.body.settings['theme:darkMode'].userValue).toBe(true);
    });

    it('can still be read through them, and written through the settings API', async () => {
      expect((await s.call('GET', '/api/saved_objects/config/config', { cookie: admin })).status).toBe(200);
      expect((await s.call('GET', '/api/saved_objects/_find?type=config', { cookie: admin })).status).toBe(200);
      expect((await setDarkMode(false)).status).toBe(200);
      const other = await s.call('POST', '/api/saved_objects/_bulk_create', {
        cookie: admin,
        body: [{ type: 'dashboard', attributes: { title: 'ok' } }],
      });
      expect(other.status).toBe(200);
    });
  });
});

describe('HSTS with a Secure cookie (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.cookie.secure': true } });
  });
  afterAll(() => s.stop());

  it('sends Strict-Transport-Security on every answer', async () => {
    for (const path of ['/app/login', '/api/v1/auth/authinfo', '/bundles/core.abc123.js']) {
      const res = await s.call('GET', path);
      expect([path, res.headers.get('strict-transport-security')]).toEqual([path, 'max-age=31536000']);
    }
  });
});
