import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { makeServerCert, makeTestCa } from '../../src/core/server/test_utils/test_certs';
import { dismissTenantPopup } from './security_helpers';
import { BASIC_DOMAIN, configYml, importWithSecurityadmin } from './securityadmin_import';
import { startServer, type RunningServer } from './server_process';

/**
 * A person signing in with the certificate in their browser: Chromium finds it in an NSS database
 * ($HOME/.pki/nssdb, made with certutil and pk12util as an administrator would) and presents it
 * without asking because of the AutoSelectCertificateForUrls policy, which Chromium reads only
 * from its managed policy folder (written here as root, for this run's origin only, and removed).
 */
const CA_NAME = 'e2e clientcert CA';
const dir = mkdtempSync(join(tmpdir(), 'e2e-clientcert-'));
const home = join(dir, 'home');
const nssdb = `sql:${join(home, '.pki', 'nssdb')}`;
const POLICY_DIR = '/etc/chromium/policies/managed';
const policyFile = join(POLICY_DIR, `e2e-clientcert-${process.pid}.json`);

function makePki() {
  const ca = makeTestCa(CA_NAME);
  const server = makeServerCert(ca, 'IP:127.0.0.1');
  const alice = makeServerCert(ca, 'DNS:alice.example', {
    subject: '/O=Example/OU=sso_admins/CN=alice',
    extendedKeyUsage: 'clientAuth',
  });
  for (const [name, text] of Object.entries({
    'ca.pem': ca.cert,
    'server.pem': server.cert,
    'server.key': server.key,
    'alice.pem': alice.cert,
    'alice.key': alice.key,
  })) {
    writeFileSync(join(dir, name), text);
  }
  // The browser's own store: alice's certificate with its key, and the CA trusted for servers.
  const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });
  mkdirSync(join(home, '.pki', 'nssdb'), { recursive: true });
  run('certutil', ['-N', '-d', nssdb, '--empty-password']);
  const p12 = join(dir, 'alice.p12');
  run('openssl', [
    'pkcs12',
    '-export',
    '-in',
    join(dir, 'alice.pem'),
    '-inkey',
    join(dir, 'alice.key'),
    '-name',
    'alice',
    '-passout',
    'pass:',
    '-out',
    p12,
  ]);
  run('pk12util', ['-i', p12, '-d', nssdb, '-W', '']);
  run('certutil', ['-A', '-n', CA_NAME, '-t', 'C,,', '-i', join(dir, 'ca.pem'), '-d', nssdb]);
}

const CLIENTCERT_DOMAIN = `      clientcert_auth_domain:
        http_enabled: true
        order: 1
        http_authenticator:
          type: clientcert
          challenge: false
          config:
            username_attribute: cn
            roles_attribute: ou
        authentication_backend: { type: noop }
`;

test.describe('Log in with your certificate', () => {
  let server: RunningServer;
  let browser: Browser;

  test.beforeAll(async () => {
    makePki();
    server = await startServer({
      configYml: [
        'server.ssl.enabled: true',
        `server.ssl.certificate: ${join(dir, 'server.pem')}`,
        `server.ssl.key: ${join(dir, 'server.key')}`,
        'server.ssl.clientAuthentication: optional',
        `server.ssl.certificateAuthorities: [${join(dir, 'ca.pem')}]`,
        '',
      ].join('\n'),
    });
    importWithSecurityadmin(server.dataDir, {
      'config.yml': configYml([BASIC_DOMAIN, CLIENTCERT_DOMAIN], false),
      'roles_mapping.yml': `_meta:
  type: "rolesmapping"
  config_version: 2
all_access:
  users: ["admin"]
  backend_roles: ["sso_admins"]
`,
    });
    const pattern = JSON.stringify({ pattern: server.origin, filter: { ISSUER: { CN: CA_NAME } } });
    mkdirSync(POLICY_DIR, { recursive: true });
    writeFileSync(policyFile, JSON.stringify({ AutoSelectCertificateForUrls: [pattern] }));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
      env: { ...process.env, HOME: home },
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    rmSync(policyFile, { force: true });
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the browser presents its certificate and reaches the home page signed in', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(15_000);
    // No session yet: the login page, which offers the certificate beside the form.
    await page.goto(`${server.origin}/app/home`);
    const button = page.getByRole('link', { name: 'Log in with your certificate' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('loginUsername')).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/client_cert_login.png' });

    await button.click();
    await dismissTenantPopup(page);
    await expect(page.getByTestId('homeApp')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/app/home');
    const info = await page.evaluate(async () => (await fetch('/api/v1/auth/authinfo')).json());
    expect(info).toMatchObject({ user_name: 'alice', auth_type: 'clientcert', backend_roles: ['sso_admins'] });
    await page.screenshot({ path: 'test/e2e/screenshots/client_cert_home.png' });

    // Log out ends the session; the certificate alone signs nobody back in behind their back.
    await page.getByTestId('account-popover').click();
    const panel = page.getByTestId('account-popover-panel');
    await expect(panel.getByTestId('account-username')).toHaveText('alice');
    await expect(panel.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in with your certificate' })).toBeVisible();
    await page.goto(`${server.origin}/app/home`);
    await expect(page.getByTestId('loginUsername')).toBeVisible();
  });
});
