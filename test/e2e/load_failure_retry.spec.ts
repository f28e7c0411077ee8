/**
 * A page whose list fails to load says so in place of its empty state, with Retry, on the Alerts,
 * API tokens, Sessions, Internal users and Audit events pages (Chromium at 1440×900). Screenshots go to test/e2e/screenshots/
 * load_failed_*.png (gitignored) for a person to look at.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** Answers the first GET to `pathname` with a 500, then lets requests through. */
async function failFirst(page: Page, pathname: string) {
  let left = 1;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== 'GET' || left === 0) return route.continue();
      left -= 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'The store is unavailable.' }),
      });
    }
  );
}

const pageTitle = (page: Page) => page.locator('.euiPageHeader h1').first();

test.describe('a failed load replaces the empty state, with Retry', () => {
  test('Alerts: the failure stays in place of "No alert rules yet", and Retry loads the rules', async ({ page }) => {
    await failFirst(page, '/api/v1/alerts/rules');
    await page.goto('/app/security/alerts');
    const prompt = page.getByTestId('alertsLoadFailed');
    await expect(prompt).toContainText('Could not load the alert rules');
    await expect(prompt).toContainText('The store is unavailable.');
    // Said in the page, not only by a toast that fades and leaves the empty state behind.
    await expect(page.getByText('No alert rules yet', { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('alertRulesTable')).toHaveCount(0);
    await shoot(page, 'load_failed_alerts');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('alertRulesTable')).toContainText('No alert rules yet');
    await expect(page.getByTestId('alertsLoadFailed')).toHaveCount(0);
  });

  test('API tokens: the failure replaces "No API tokens yet.", and Retry loads the list', async ({ page }) => {
    await failFirst(page, '/api/v1/configuration/apitokens');
    await page.goto('/app/security/apitokens');
    const prompt = page.getByTestId('apiTokensLoadFailed');
    await expect(prompt).toContainText('Could not load the API tokens');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(page.getByText('No API tokens yet.')).toHaveCount(0);
    await expect(page.getByTestId('apiTokensTable')).toHaveCount(0);
    await shoot(page, 'load_failed_api_tokens');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('apiTokensTable')).toBeVisible();
    await expect(page.getByTestId('apiTokensLoadFailed')).toHaveCount(0);
  });

  test('Sessions: the failure replaces the table and "(0)", and Retry loads the sessions', async ({ page }) => {
    await failFirst(page, '/api/v1/sessions');
    await page.goto('/app/security/sessions');
    const prompt = page.getByTestId('sessionsError');
    await expect(prompt).toContainText('Could not load the sessions');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(pageTitle(page)).toHaveText('Sessions');
    await expect(page.getByTestId('sessionsTable')).toHaveCount(0);
    await shoot(page, 'load_failed_sessions');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('sessionsTable')).toContainText('admin');
    await expect(pageTitle(page)).toHaveText(/^Sessions \(\d+\)$/);
  });

  test('a failed load of the users list is said in place with Retry, never as "(0)" and "No internal users yet"', async ({
    page,
  }) => {
    await failFirst(page, '/api/v1/configuration/internalusers');
    await page.goto('/app/security/users');
    const prompt = page.getByTestId('loadFailedPrompt');
    await expect(prompt).toContainText('Could not load internal users');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(pageTitle(page)).toHaveText('Internal users');
    await expect(page.getByText('No internal users yet.')).toHaveCount(0);
    await expect(page.getByTestId('userTable')).toHaveCount(0);
    await shoot(page, 'load_failed_users');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('userTable')).toContainText('admin');
    await expect(pageTitle(page)).toHaveText(/^Internal users \(\d+\)$/);
  });

  test('a failed load of the audit events is said in place with Retry, never as "Audit events (0)"', async ({
    page,
  }) => {
    await failFirst(page, '/api/v1/audit/events');
    await page.goto('/app/security/auditLogging/events');
    const prompt = page.getByTestId('loadFailedPrompt');
    await expect(prompt).toContainText('Could not load the audit events');
    await expect(prompt).toContainText('The store is unavailable.');
    await expect(pageTitle(page)).toHaveText('Audit events');
    await shoot(page, 'load_failed_audit_events');
    await prompt.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('auditEventsTable')).toBeVisible();
    await expect(pageTitle(page)).toHaveText(/^Audit events \(\d+\)$/);
  });
});
