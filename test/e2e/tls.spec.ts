import { createHash, X509Certificate } from 'crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { test, expect } from '@playwright/test';
import { makeServerCert, makeTestCa } from '../../src/core/server/test_utils/test_certs';
import { dismissTenantPopup, logInThroughPage } from './security_helpers';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './server_process';

/** The product over its own HTTPS (server.ssl.*) in Chromium, trusting this run's certificate only. */
const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
const ca = makeTestCa('e2e TLS CA');
const pair = makeServerCert(ca, 'IP:127.0.0.1');
writeFileSync(join(dir, 'server.pem'), pair.cert);
writeFileSync(join(dir, 'server.key'), pair.key);
// Chromium accepts a chain holding this public key, and no other unknown one.
const spki = createHash('sha256')
  .update(new X509Certificate(pair.cert).publicKey.export({ type: 'spki', format: 'der' }))
  .digest('base64');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--ignore-certificate-errors-spki-list=${spki}`],
  },
});

test.describe('HTTPS of its own', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer({
      configYml: `server.ssl.enabled: true\nserver.ssl.certificate: ${join(dir, 'server.pem')}\nserver.ssl.key: ${join(dir, 'server.key')}\n`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('logs in over HTTPS and shows home, with a Secure session cookie', async ({ page, context }) => {
    expect(server.url.startsWith('https://127.0.0.1:')).toBe(true);
    const answer = await page.goto(`${server.origin}/app/home`);
    expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000');
    await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
    await dismissTenantPopup(page);
    await expect(page.getByTestId('homeApp')).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.name === 'security_authentication');
    expect(session?.secure).toBe(true);
    await page.screenshot({ path: 'test/e2e/screenshots/tls_home.png' });

    // The certificate has 2 days left: the status page names it and warns.
    await page.goto(`${server.origin}/status`);
    const panel = page.getByTestId('statusCertificate');
    await expect(panel).toContainText('CN=test-only server');
    await expect(panel).toContainText('CN=e2e TLS CA');
    await expect(page.getByTestId('statusCertificateWarning')).toContainText('The server certificate expires in 1 day');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test/e2e/screenshots/tls_status.png', fullPage: true });
  });
});
