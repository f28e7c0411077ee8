/**
 * Issue 69 items 5, 10 and 14 as an administrator sees them in Chromium at 1440×900: identifiers
 * never cut mid-word, one date format from the `dateFormat` setting, and the small things of
 * finished pages. Screenshots go to test/e2e/screenshots/text_*.png (gitignored) to look at.
 */
import fs from 'fs';
import path from 'path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createRole, createUser } from './security_helpers';
import { linesPerPiece, showsWhole } from './page_checks';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `text_${name}.png`), animations: 'disabled' });
}

async function setSettings(request: APIRequestContext, url: string, changes: Record<string, unknown>) {
  const res = await request.post(`${url}/api/kibana/settings`, {
    headers: { 'osd-xsrf': 'true' },
    data: { changes },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('issue 69: text that breaks mid-word or is clipped', () => {
  test('the roles list and the Authentication view show identifiers whole, on one line', async ({ page, server }) => {
    await createRole(page.request, server.url, 'e2e_text_ops', {
      cluster_permissions: ['cluster_composite_ops', 'cluster_monitor', 'indices_monitor'],
      index_permissions: [{ index_patterns: ['logs-*'], allowed_actions: ['read'] }],
    });
    await page.goto('/app/security/roles');
    await page.getByTestId('roleSearchInput').fill('e2e_text_ops');
    const row = page.locator('tr').filter({ has: page.getByTestId('roleLink-e2e_text_ops') });
    const permission = row.locator('[title="cluster_composite_ops"]');
    await expect(permission).toBeVisible();
    await shoot(page, 'roles_list');
    expect(await linesPerPiece(permission)).toEqual([1]);
    expect(await showsWhole(permission)).toBe(true);

    await page.goto('/app/security/auth');
    const domain = page.getByTestId('authDomainName').filter({ hasText: 'basic_internal_auth_domain' }).first();
    await expect(domain).toBeVisible();
    expect(await linesPerPiece(domain)).toEqual([1]);
    expect(await showsWhole(domain)).toBe(true);
    await shoot(page, 'auth_view');
  });

  test('audit categories and paths break only at their separators', async ({ page, server }) => {
    // A configuration write makes a COMPLIANCE_INTERNAL_CONFIG_WRITE event on /configuration/rolesmapping.
    await createRole(page.request, server.url, 'e2e_text_ops');
    const res = await page.request.post(`${server.url}/api/v1/configuration/rolesmapping/e2e_text_ops`, {
      headers: { 'osd-xsrf': 'true' },
      data: { users: ['nobody'] },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await page.goto('/app/security/auditLogging/events');
    const rows = page.getByTestId('auditEventsTable').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const separated = page.getByTestId('auditEventsTable').locator('[data-identifier="separated"]');
    await expect(separated.filter({ hasText: 'COMPLIANCE_INTERNAL_CONFIG_WRITE' }).first()).toBeVisible();
    // A piece of over 30 characters is wider than the Path column: it alone may be cut (another
    // spec on this worker's server writes a 50-character role name).
    for (const cell of await separated.filter({ hasNotText: /[^_.:/-]{31,}/ }).all()) {
      // Each piece between separators stays on one line.
      expect(
        (await linesPerPiece(cell)).every((lines) => lines === 1),
        (await cell.textContent()) ?? ''
      ).toBe(true);
    }
    await shoot(page, 'audit_events');
  });

  test('the Permissions filters show their labels whole and descriptions take few lines', async ({ page }) => {
    await page.goto('/app/security/permissions');
    const label = page.locator('.euiFormControlLayout__prepend', { hasText: 'Customization' });
    await expect(label).toHaveText('Customization');
    expect(await showsWhole(label)).toBe(true);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const column = await page
      .locator('thead th')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.includes('Description')));
    expect(column).toBeGreaterThanOrEqual(0);
    const descriptions = page.locator(`tbody tr td:nth-child(${column + 1}) .euiTableCellContent`);
    await shoot(page, 'permissions');
    const lines: number[] = [];
    for (const cell of await descriptions.all()) lines.push(...(await linesPerPiece(cell)));
    expect(Math.max(...lines)).toBeLessThanOrEqual(2);
  });
});

test.describe('issue 69: one date format', () => {
  test('the Security app, Saved objects and lock-outs write dates in the dateFormat setting, in its zone', async ({
    page,
    server,
  }) => {
    await setSettings(page.request, server.url, { dateFormat: 'YYYY/MM/DD HH:mm:ss', 'dateFormat:tz': 'UTC' });
    try {
      const written = /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/;
      await page.goto('/app/security/sessions');
      const lastSeen = page.getByTestId('sessionsPage').locator('time').first();
      await expect(lastSeen).toHaveText(written);
      const iso = (await lastSeen.getAttribute('datetime'))!;
      // The UTC zone of the setting: the same clock time as the ISO instant.
      expect(await lastSeen.textContent()).toBe(iso.slice(0, 19).replace(/-/g, '/').replace('T', ' '));
      await shoot(page, 'sessions_dates');

      const created = await page.request.post(`${server.url}/api/saved_objects/dashboard`, {
        headers: { 'osd-xsrf': 'true' },
        data: { attributes: { title: 'e2e text dates' } },
      });
      expect(created.status(), await created.text()).toBe(200);
      await page.goto('/app/management/opensearch-dashboards/objects');
      // Unanchored: a cell also holds its column's name for narrow screens.
      const updated = page
        .locator('tbody tr td')
        .filter({ hasText: /\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d/ })
        .first();
      await expect(updated).toBeVisible();
    } finally {
      await setSettings(page.request, server.url, { dateFormat: null, 'dateFormat:tz': null });
    }
  });
});

test.describe('issue 69: small things on finished pages', () => {
  test('a role without a description shows nothing under its Custom label; the explainer marks every step', async ({
    page,
    server,
  }) => {
    await createRole(page.request, server.url, 'e2e_text_bare');
    await page.goto('/app/security/roles/view/e2e_text_bare');
    await expect(page.getByTestId('resourceTypeCustom')).toBeVisible();
    await expect(page.getByTestId('roleDescription')).toHaveCount(0);
    await shoot(page, 'role_no_description');

    // A user without access to the security API: that step used to show a bare "4".
    await createUser(page.request, server.url, 'e2e_text_user', 'Str0ng!pass-e2e', ['kibanauser']);
    await page.goto('/app/security/explain?user=e2e_text_user&action=indices:data/read/search&index=logs-1');
    const chain = page.getByTestId('explainChain');
    await expect(chain).toBeVisible();
    await expect(chain.locator('.euiStepNumber__number')).toHaveCount(0);
  });

  test('the help menu holds the documentation and a new GitHub issue', async ({ page }) => {
    await page.goto('/app/home');
    await page.getByTestId('helpMenuButton').click();
    const panel = page.getByTestId('helpMenuPanel');
    await expect(panel.getByTestId('helpMenuDocumentationLink')).toBeVisible();
    await expect(panel.getByTestId('helpMenuGitHubLink')).toHaveAttribute('href', /github\.com\/.*\/issues\/new/);
    await shoot(page, 'help_menu');
  });
});
