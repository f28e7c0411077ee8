/**
 * Issue 44 items 1–4 and 9 as a new administrator sees them in Chromium at 1440×900 (a failed
 * list is not an empty one: load_failure_retry.spec.ts): a refusal is said at its field, the
 * product's own name and mark, no page under the fixed header, and one list layout with names
 * that wrap at their separators.
 * Screenshots go to test/e2e/screenshots/ux_*.png (gitignored) for a person to look at.
 */
import fs from 'fs';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { headingsUnderHeader } from './page_checks';

const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `ux_${name}.png`), animations: 'disabled' });
}

/** How many lines each text piece of `name` spans: a name broken mid-word has a piece on two. */
async function linesPerPiece(name: Locator): Promise<number[]> {
  return name.evaluate((element) =>
    Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent !== '')
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      })
  );
}

test.describe('issue 44: lists, errors, names and the header', () => {
  test("a weak password is refused at the password field, once, in words: no callout, no toast, no '[password]'", async ({
    page,
  }) => {
    await page.goto('/app/security/users/create');
    await page.getByTestId('userNameInput').fill('weak_password_user');
    await page.getByTestId('passwordInput').fill('weakpassword');
    await page.getByTestId('repeatPasswordInput').fill('weakpassword');
    await page.getByTestId('saveUser').click();
    const field = page.getByTestId('passwordInput');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const row = page.locator('.euiFormRow').filter({ has: field });
    await expect(row.locator('.euiFormErrorText')).toContainText('Password should be at least 8 characters');
    // Once: the rules are not repeated as help text under the refusal.
    await expect(row.getByText(/Password should be at least 8 characters/)).toHaveCount(1);
    await expect(page.getByTestId('userSaveError')).toHaveCount(0);
    await expect(page.getByTestId('securityErrorToast')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('[password]');
    await row.scrollIntoViewIfNeeded();
    await shoot(page, 'user_weak_password');
  });

  test('a role that does not exist: one message and a way back, no toast, no tabs', async ({ page }) => {
    await page.goto('/app/security/roles/view/no_such_role');
    await expect(page.getByTestId('roleLoadError')).toContainText("There is no role named 'no_such_role'");
    await expect(page.getByTestId('roleViewTab-permissions')).toHaveCount(0);
    await expect(page.getByTestId('securityErrorToast')).toHaveCount(0);
    await shoot(page, 'role_missing');
    await page.getByTestId('backToRoles').click();
    await expect(page.getByTestId('roleListPage')).toBeVisible();
  });

  test("Home and the drawer name the product's own category and show its mark; no Kibana, no Visualize", async ({
    page,
  }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await expect(page.getByTestId('homeAppGroup-kibana').getByRole('heading', { level: 2 })).toHaveText(
      'OpenSearch Dashboards'
    );
    await expect(page.getByTestId('homeAppCard-dashboards')).toBeVisible();
    await expect(page.getByTestId('homeAppCard-visualize')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Kibana');
    await page.getByTestId('toggleNavButton').click();
    const group = page.getByTestId('collapsibleNavGroup-kibana');
    await expect(group).toContainText('OpenSearch Dashboards');
    await expect(group.getByTestId('collapsibleNavAppLink-dashboards')).toBeVisible();
    await expect(page.getByTestId('collapsibleNavAppLink-visualize')).toHaveCount(0);
    // The group's icon is the product's mark (the header logo's image), not an EUI product logo.
    const icon = group.locator('img.euiIcon').first();
    await expect(icon).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('collapsibleNav')).not.toContainText('Kibana');
    await shoot(page, 'home_drawer');
  });

  test('Visualize starts below the fixed header (page_walk.spec.ts checks every other page)', async ({ page }) => {
    await page.goto('/app/visualize');
    await expect(page.getByTestId('visualizePage')).toBeVisible();
    expect(await headingsUnderHeader(page, '/app/visualize')).toEqual([]);
    await shoot(page, 'visualize');
    await expect(page.getByTestId('visualizePage').getByRole('heading', { level: 1 })).toHaveText('Visualize');
  });

  test('one list layout: Create in the header, Delete beside the search box; names wrap at separators', async ({
    page,
  }) => {
    const createIcons = new Set<string | null>();
    for (const list of [
      { url: '/app/security/roles', create: 'createRoleButton', remove: 'deleteSelectedRolesButton', shot: 'roles' },
      { url: '/app/security/users', create: 'createUser', remove: 'deleteUsers', shot: 'users' },
      {
        url: '/app/security/permissions',
        create: 'createActionGroup',
        remove: 'deleteActionGroups',
        shot: 'permissions',
      },
    ]) {
      await page.goto(list.url);
      const header = page.locator('.euiPageHeader').first();
      await expect(header.getByTestId(list.create)).toBeVisible();
      await expect(header.getByTestId(list.remove)).toHaveCount(0);
      const toolbar = page.getByTestId('listToolbar');
      await expect(toolbar.getByTestId(list.remove)).toBeVisible();
      await expect(toolbar.getByRole('searchbox').first()).toBeVisible();
      // The same create button everywhere: filled, with the same icon.
      const icon = header.getByTestId(list.create).locator('svg');
      await expect(icon).toHaveCount(1);
      // The same drawing on every list's create button.
      createIcons.add(await icon.innerHTML());
      await shoot(page, `list_${list.shot}`);
    }
    expect(createIcons.size).toBe(1);
    await page.goto('/app/security/roles');
    await page.getByTestId('roleSearchInput').fill('security_rest_api_access');
    const name = page.getByTestId('roleLink-security_rest_api_access');
    await expect(name).toBeVisible();
    // Issue 69.5: the name is kept whole on one line (an ellipsis and a tooltip if ever too wide).
    expect(await linesPerPiece(name.locator('[data-identifier="whole"]'))).toEqual([1]);
    await shoot(page, 'roles_wrapped_name');
    await page.goto('/app/security/auth');
    const domain = page.getByTestId('authDomainName').filter({ hasText: 'basic_internal_auth_domain' }).first();
    await expect(domain).toBeVisible();
    expect((await linesPerPiece(domain)).every((lines) => lines === 1)).toBe(true);
  });
});
