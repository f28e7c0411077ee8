import { mkdtempSync } from 'fs';
import { join } from 'path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { startMitKdc, type MitKdc } from '../../src/plugins/security/server/test_utils/mit_kdc';
import { dismissTenantPopup, logInThroughPage } from './security_helpers';
import { BASIC_DOMAIN, configYml, importWithSecurityadmin } from './securityadmin_import';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

/**
 * A person whose desktop holds a Kerberos ticket (a throw-away MIT realm: kinit into a credential
 * cache this test owns) opens the dashboards in Chromium, which may send tickets to the test host
 * (`--auth-server-allowlist`, as the AuthServerAllowlist policy) and signs in without a password;
 * a browser without a ticket sees the login form with "Log in with Kerberos".
 */
const KERBEROS_DOMAIN = `      kerberos_auth_domain:
        http_enabled: true
        order: 1
        http_authenticator:
          type: kerberos
          challenge: true
          config:
            krb_debug: false
            strip_realm_from_principal: true
        authentication_backend: { type: noop }
`;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'];

test.describe('Kerberos sign-in in Chromium', () => {
  // Two browsers, a KDC and a server of their own: more than the default minute on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let kdc: MitKdc;
  let server: RunningServer;
  /** The server by the host name its service principal has: HTTP/localhost. */
  let origin: string;

  test.beforeAll(async () => {
    kdc = await startMitKdc({ users: { alice: 'alice-Krb5-e2e' }, services: ['HTTP/localhost'] });
    server = await startServer({
      configYml: [
        'opensearch_security.auth.type: [basicauth, kerberos]',
        'opensearch_security.auth.multiple_auth_enabled: true',
        `opensearch_security.kerberos.krb5_filepath: ${kdc.krb5Conf}`,
        `opensearch_security.kerberos.acceptor_keytab_filepath: ${kdc.keytab}`,
        '',
      ].join('\n'),
    });
    origin = server.origin.replace('127.0.0.1', 'localhost');
    importWithSecurityadmin(server.dataDir, {
      'config.yml': configYml([BASIC_DOMAIN, KERBEROS_DOMAIN], false),
      'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  users: ["admin", "alice"]
`,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await kdc?.stop();
  });

  /**
   * Chromium with this realm's krb5.conf and `ccache` as the desktop's credential cache, in a
   * profile of its own on disk: Chromium sends tickets without asking (ambient authentication)
   * only from a regular profile, never from an off-the-record one such as `browser.newContext()`.
   */
  const launch = (ccache: string): Promise<BrowserContext> =>
    chromium.launchPersistentContext(mkdtempSync(join(kdc.dir, 'profile-')), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--auth-server-allowlist=localhost'],
      env: { ...process.env, ...kdc.env, KRB5CCNAME: `FILE:${ccache}` },
      viewport: { width: 1440, height: 900 },
    });

  test('with a ticket, opening the dashboards lands signed in on /app/home', async () => {
    const browser = await launch(kdc.kinit('alice'));
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${origin}/app/home`);
      await dismissTenantPopup(page);
      await expect(page.getByTestId('homeApp')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/app/home');
      const info = await page.evaluate(async () => (await fetch('/api/v1/auth/authinfo')).json());
      expect(info).toMatchObject({ user_name: 'alice', auth_type: 'kerberos' });
      expect(info.roles).toContain('all_access');
      await page.screenshot({ path: 'test/e2e/screenshots/kerberos_home.png', animations: 'disabled' });
      // The session cookie carries the next requests: no Negotiate round per request.
      const cookies = await browser.cookies(origin);
      expect(cookies.map((cookie) => cookie.name)).toContain('security_authentication');
    } finally {
      await browser.close();
    }
  });

  test('without a ticket the login form shows, and "Log in with Kerberos" says why it did not work', async () => {
    const browser = await launch(`${kdc.dir}/no-such-ccache`);
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${origin}/app/home`);
      await expect(page.getByTestId('loginUsername')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/app/login');
      const button = page.getByRole('link', { name: 'Log in with Kerberos' });
      await expect(button).toBeVisible();
      await page.screenshot({ path: 'test/e2e/screenshots/kerberos_login.png', animations: 'disabled' });
      await button.click();
      await expect(page.getByTestId('loginSsoError')).toContainText('did not sign you in with Kerberos');
      await expect(page.getByTestId('loginUsername')).toBeVisible();
      // The form still signs the administrator in, whose Authentication page lists the Kerberos domain.
      await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
      await dismissTenantPopup(page);
      await page.goto(`${origin}/app/security/auth`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByTestId('authDomainName').getByText('kerberos_auth_domain') });
      await expect(row).toContainText('kerberos');
      await expect(row).toContainText('noop');
      await page.screenshot({ path: 'test/e2e/screenshots/kerberos_auth_page.png', animations: 'disabled' });
    } finally {
      await browser.close();
    }
  });
});
