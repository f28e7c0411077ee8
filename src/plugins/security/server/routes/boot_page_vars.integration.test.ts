import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SECURITY_BOOT_VAR } from '../../common/boot_data';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { injectedMetadataOf } from '../../../../core/server/test_utils';

/** A user (names refuse < and >; backend roles do not) a page must carry as data, never as markup. */
const ODD_USER = `o'neil"&x`;
const ODD_BACKEND_ROLE = '</script><b>x</b>';
const ODD_PASSWORD = 'Odd-user!pass1';

describe("the shell page carries its user's restapiinfo and account answers (whole server, real HTTP)", () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    await s.createUser(ODD_USER, ODD_PASSWORD, [ODD_BACKEND_ROLE]);
  });
  afterAll(() => s.stop());

  async function pageAndApis(cookie: string, path = '/app/home') {
    const page = await s.call('GET', path, { cookie });
    const restapiinfo = await s.call('GET', '/api/v1/restapiinfo', { cookie });
    // The account sized by what a page shows (issue 75): not every tenant of the user.
    const account = await s.call('GET', '/api/v1/configuration/account?tenants=current', { cookie });
    return { page, restapiinfo: restapiinfo.body, account: account.body };
  }

  it('writes exactly what GET restapiinfo and GET account (tenants=current) answer the same session', async () => {
    const cookie = await s.login('admin', ADMIN_PASSWORD);
    const { page, restapiinfo, account } = await pageAndApis(cookie);
    expect(page.status).toBe(200);
    const boot = injectedMetadataOf(page.text).vars[SECURITY_BOOT_VAR];
    expect(boot).toEqual({ restapiinfo, account });
    expect(boot.restapiinfo.has_api_access).toBe(true);
    expect(boot.account.data.user_name).toBe('admin');
    expect(boot.account.data.custom_tenants_total).toEqual(expect.any(Number));
  });

  it("carries another user's own data, escaped, in a page no cache keeps, and never the session cookie", async () => {
    const cookie = await s.login(ODD_USER, ODD_PASSWORD);
    const { page, restapiinfo, account } = await pageAndApis(cookie, '/app/dashboards');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    // Name and roles are data: no tag or quote of theirs reaches the markup.
    expect(page.text).not.toContain('</script><b>');
    expect(page.text).not.toContain(ODD_USER);
    expect(page.text).not.toContain(cookie.split('=')[1]);
    const boot = injectedMetadataOf(page.text).vars[SECURITY_BOOT_VAR];
    expect(boot).toEqual({ restapiinfo, account });
    expect(boot.account.data).toMatchObject({ user_name: ODD_USER, backend_roles: [ODD_BACKEND_ROLE] });
    expect(boot.restapiinfo.has_api_access).toBe(false);
  });

  it('carries nothing on the login page (nobody is signed in there)', async () => {
    const page = await s.call('GET', '/app/login');
    expect(page.status).toBe(200);
    expect(injectedMetadataOf(page.text).vars).not.toHaveProperty(SECURITY_BOOT_VAR);
  });
});
