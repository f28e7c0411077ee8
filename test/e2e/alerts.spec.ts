import { createHmac } from 'crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';
import { join } from 'path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, ADMIN_PASSWORD } from './fixtures';
import { startServer, type RunningServer } from './server_process';
import { createUser, dismissTenantPopup, logInThroughPage } from './security_helpers';

const PLAIN = 'plain_viewer';
const PLAIN_PASSWORD = 'Plain-Viewer-Passw0rd!';

async function failLogins(request: APIRequestContext, url: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await request.post(`${url}/auth/login`, {
      headers: { 'osd-xsrf': 'true' },
      data: { username: `intruder${i}`, password: 'not-the-Passw0rd' },
    });
    expect(res.status()).toBe(401);
  }
}

test.describe('alert rules (issue 29 item 4)', () => {
  let server: RunningServer;
  let receiver: Server;
  let hookUrl: string;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

  test.beforeAll(async () => {
    server = await startServer({
      configYml:
        'opensearch_security:\n  alerts:\n    check_interval_ms: 1000\n    webhook:\n      allowed_hosts: ["127.0.0.1"]\n',
    });
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/security-hook`;
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  test('an administrator creates a rule with a webhook, sees the secret once, and the firing arrives signed and in the bell', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      await page.goto('/app/security/alerts');
      await logInThroughPage(page, 'admin', ADMIN_PASSWORD);
      await dismissTenantPopup(page);
      await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
      await expect(page.getByTestId('alertRulesTable')).toContainText('No alert rules yet.');

      await page.getByTestId('createAlertRule').click();
      const flyout = page.getByTestId('alertRuleFlyout');
      // Nothing is sent while the form is wrong.
      await flyout.getByTestId('alertRuleSave').click();
      await expect(flyout).toContainText('Enter a name.');
      await flyout.getByTestId('alertRuleName').fill('Failed logins from one address');
      await flyout.getByTestId('alertRuleGroupBy').selectOption('address');
      await flyout.getByTestId('alertRuleThreshold').fill('3');
      await flyout.getByTestId('alertRuleWindow').fill('5');
      await flyout.getByTestId('alertRuleWebhook').fill('ftp://nope');
      await flyout.getByTestId('alertRuleSave').click();
      await expect(flyout).toContainText('Enter an http:// or https:// address.');
      await flyout.getByTestId('alertRuleWebhook').fill(hookUrl);
      await page.screenshot({ path: join(__dirname, 'screenshots', 'alerts_rule_flyout.png'), animations: 'disabled' });
      await flyout.getByTestId('alertRuleSave').click();

      const modal = page.getByTestId('alertSecretModal');
      await expect(modal).toContainText('Copy this secret now: it will not be shown again.');
      const shown = await modal.getByTestId('alertSecret').innerText();
      const secret = /whsec_[A-Za-z0-9_-]{43}/.exec(shown)?.[0] ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.screenshot({ path: join(__dirname, 'screenshots', 'alerts_secret.png'), animations: 'disabled' });
      await modal.getByRole('button', { name: 'I have copied it' }).click();
      await expect(page.getByTestId('alertRulesTable')).toContainText('At least 3 failed logins per address in 5 min');
      // Never again: not in the page, not in the API.
      await page.reload();
      await expect(page.getByTestId('alertRulesTable')).toContainText('Failed logins from one address');
      expect(await page.content()).not.toContain(secret);
      expect(await (await page.request.get('/api/v1/alerts/rules')).text()).not.toContain(secret);

      await failLogins(page.request, server.url, 3);
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
      const { headers, body } = received[0];
      const timestamp = String(headers['x-osd-alert-timestamp']);
      expect(headers['x-osd-alert-signature']).toBe(
        `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
      );
      expect(JSON.parse(body).rule.name).toBe('Failed logins from one address');

      await page.reload();
      const firings = page.getByTestId('alertFiringsTable');
      await expect(firings).toContainText('3 failed logins for address');
      await expect(firings).toContainText('Delivered (1 attempt)');
      await page.screenshot({
        path: join(__dirname, 'screenshots', 'alerts_page.png'),
        animations: 'disabled',
        fullPage: true,
      });

      // The bell asks for new firings every 30 s (alerts_bell.tsx's POLL_MS): a clock of the
      // test's own moves the page past that wait below instead of the test sitting through it.
      await page.clock.install();
      // On any page, the bell counts what is new and lists it.
      await page.goto('/app/home');
      const bell = page.getByTestId('alertsBell');
      await expect(bell).toHaveAttribute('aria-label', 'Alerts: 1 new');
      await bell.click();
      await expect(page.getByTestId('alertsBellList')).toContainText('Failed logins from one address');
      await page.screenshot({ path: join(__dirname, 'screenshots', 'alerts_bell.png'), animations: 'disabled' });
      await page.keyboard.press('Escape');
      await expect(bell).toHaveAttribute('aria-label', 'Alerts');

      // A firing while the page is open comes as a toast.
      const rule = await page.request.post('/api/v1/alerts/rules', {
        headers: { 'osd-xsrf': 'true' },
        data: {
          name: 'Any failure',
          condition: { type: 'failed_logins', group_by: 'address', threshold: 1, window_minutes: 1 },
          actions: { in_app: true },
        },
      });
      expect(rule.status()).toBe(200);
      await failLogins(page.request, server.url, 1);
      // Each jump fires the bell's next poll; the firing may land on the server after the first.
      await expect(async () => {
        await page.clock.fastForward('00:30');
        await expect(page.getByTestId('alertFiredToast')).toContainText('Alert: Any failure', { timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
    } finally {
      await context.close();
    }
  });

  test('a user without security API access gets no bell and no alerts', async ({ browser }) => {
    const admin = await browser.newContext({ baseURL: server.url });
    const login = await admin.request.post('/auth/login', {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await createUser(admin.request, server.url, PLAIN, PLAIN_PASSWORD, ['kibanauser']);
    await admin.close();

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      await page.goto('/app/home');
      await logInThroughPage(page, PLAIN, PLAIN_PASSWORD);
      await dismissTenantPopup(page);
      await expect(page.getByTestId('account-popover')).toBeVisible();
      await expect(page.getByTestId('alertsBell')).toHaveCount(0);
      expect((await page.request.get('/api/v1/alerts/firings')).status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
