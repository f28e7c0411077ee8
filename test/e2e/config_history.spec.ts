import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Configuration history against the real server (issue 14): a role changed twice in the role
 * editor, both diffs read on the version pages, and a revert (previewed first) that brings the
 * role back. Names are the spec's own, so other files sharing the worker's server are not disturbed.
 */

const ROLE = 'e2e_history_role';

async function post(admin: APIRequestContext, path: string, data: unknown) {
  const res = await admin.post(path, { headers: { 'osd-xsrf': 'true' }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

async function editDescription(page: Page, text: string) {
  await page.goto(`/app/security/roles/edit/${ROLE}`);
  const input = page.getByTestId('roleDescriptionInput');
  await expect(input).toBeEditable();
  await input.fill(text);
  await page.getByTestId('saveRoleButton').click();
  await expect(page.getByTestId('roleDescription')).toHaveText(text);
}

/** The version numbers on the role's History tab, newest first. */
async function roleVersions(page: Page): Promise<number[]> {
  await page.goto(`/app/security/roles/view/${ROLE}`);
  await page.getByTestId('roleViewTab-history').click();
  const links = page.getByTestId('resourceHistoryTable').locator('[data-test-subj^="historyVersionLink-"]');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map(Number);
}

async function fieldDiff(page: Page) {
  const table = page.getByTestId('historyChange').getByTestId('historyFieldDiff');
  await expect(table).toBeVisible();
  return table.locator('tbody tr').allInnerTexts();
}

test.describe('Configuration history', () => {
  test('a role changed twice shows both diffs, and reverting to its first version brings it back', async ({
    page,
    server,
  }) => {
    await post(page.request, `${server.url}/api/v1/configuration/roles/${ROLE}`, {
      description: 'Original description',
      cluster_permissions: ['cluster_monitor'],
    });
    await editDescription(page, 'First change');
    await editDescription(page, 'Second change');

    const versions = await roleVersions(page);
    expect(versions).toHaveLength(3);
    const [second, first, created] = versions;
    await expect(page.getByTestId('resourceHistoryTable')).toContainText('Changed: Role e2e_history_role');

    await page.getByTestId(`historyVersionLink-${first}`).click();
    await expect(page.getByRole('heading', { name: `Version ${first}` })).toBeVisible();
    await expect(page.getByTestId('historyVersionMeta')).toContainText('admin');
    const firstRows = await fieldDiff(page);
    expect(firstRows.join('\n')).toContain('description');
    expect(firstRows.join('\n')).toContain('"Original description"');
    expect(firstRows.join('\n')).toContain('"First change"');
    // Side by side: the whole role before and after.
    await expect(page.getByTestId('historyBefore')).toContainText('Original description');
    await expect(page.getByTestId('historyAfter')).toContainText('First change');

    await page.goto(`/app/security/history/${second}`);
    const secondRows = await fieldDiff(page);
    expect(secondRows.join('\n')).toContain('"First change"');
    expect(secondRows.join('\n')).toContain('"Second change"');

    // The History page lists them too, filtered by the role's name.
    await page.goto('/app/security/history');
    await page.getByTestId('historyName').fill(ROLE);
    await page.getByTestId('historyName').press('Enter');
    await expect(page.getByTestId('historyTable').locator('tbody tr')).toHaveCount(3);

    // Revert the role to its first version: the preview shows what will change, then Confirm.
    await page.goto(`/app/security/history/${created}`);
    await page.getByTestId('historyRevertOne').click();
    const modal = page.getByTestId('historyRevertModal');
    await expect(modal.getByTestId('historyRevertChange')).toContainText('Second change');
    await expect(modal.getByTestId('historyRevertChange')).toContainText('Original description');
    await modal.getByTestId('historyRevertConfirm').click();
    await expect(page.getByTestId('historyVersionMeta')).toContainText(`Revert to version ${created}`);

    await page.goto(`/app/security/roles/view/${ROLE}`);
    await expect(page.getByTestId('roleDescription')).toHaveText('Original description');
    // The revert is itself a version of the role.
    expect(await roleVersions(page)).toHaveLength(4);
  });

  test('a whole-configuration revert is previewed first, and Cancel changes nothing', async ({ page, server }) => {
    await post(page.request, `${server.url}/api/v1/configuration/tenants/e2e_history_tenant`, { description: 'x' });
    // Version 1 of a fresh data dir is the start-up seed.
    await page.goto('/app/security/history/1');
    await expect(page.getByTestId('historyVersionMeta')).toContainText('Start-up');
    await page.getByTestId('historyRevertAll').click();
    const modal = page.getByTestId('historyRevertModal');
    await expect(modal.getByText(/resources? will change/)).toBeVisible();
    await expect(
      modal.getByTestId('historyRevertChange').filter({ hasText: 'Tenant e2e_history_tenant' })
    ).toContainText('Deleted');
    await modal.getByTestId('historyRevertCancel').click();
    await expect(modal).toBeHidden();
    const tenant = await page.request.get(`${server.url}/api/v1/configuration/tenants/e2e_history_tenant`);
    expect(tenant.status()).toBe(200);
  });
});
