import { readFileSync } from 'fs';
import { join } from 'path';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Import and export in the Security app against the real server (issue 14): the export is a
 * real browser download, the import a real file upload; a dry run shows the diff, and applying
 * it undoes a change made after the export. Names are the spec's own, so other files sharing the
 * worker's server are not disturbed.
 */

const ROLE = 'e2e_transfer_role';
const TENANT = 'e2e_transfer_tenant';

async function call(admin: APIRequestContext, method: 'post' | 'delete', path: string, data?: unknown) {
  const res = await admin[method](path, { headers: { 'osd-xsrf': 'true' }, ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.describe('Import and export', () => {
  test('export, change something, preview the export as a dry run, apply it, and see the change undone', async ({
    page,
  }) => {
    await call(page.request, 'post', `/api/v1/configuration/roles/${ROLE}`, {
      cluster_permissions: ['cluster_monitor'],
    });
    await call(page.request, 'post', `/api/v1/configuration/tenants/${TENANT}`, { description: 'Before the export' });

    await page.goto('/app/security/transfer');
    await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();

    // Export: a real download of a zip holding securityadmin's files, without hashes.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exportButton').click()]);
    expect(download.suggestedFilename()).toMatch(/^security-configuration-[\dT-]+Z\.zip$/);
    const archivePath = await download.path();
    const files = unzipSync(new Uint8Array(readFileSync(archivePath)));
    expect(Object.keys(files).sort()).toEqual([
      'action_groups.yml',
      'audit.yml',
      'config.yml',
      'internal_users.yml',
      'roles.yml',
      'roles_mapping.yml',
      'tenants.yml',
    ]);
    expect(strFromU8(files['roles.yml'])).toContain(`${ROLE}:`);
    expect(strFromU8(files['internal_users.yml'])).not.toContain('$2');
    await expect(page.getByTestId('exportDone')).toContainText(download.suggestedFilename());

    // Change something after the export.
    await call(page.request, 'post', `/api/v1/configuration/roles/${ROLE}`, { cluster_permissions: ['cluster_all'] });
    await call(page.request, 'delete', `/api/v1/configuration/tenants/${TENANT}`);

    // Import the export as a dry run: the diff shows what it puts back.
    await page.locator('input[type="file"]').setInputFiles(archivePath);
    await page.getByTestId('importPreviewButton').click();
    const roles = page.getByTestId('importDiff-roles');
    await expect(roles).toContainText('Roles (roles.yml): 1 changed');
    await expect(roles.getByRole('row').filter({ hasText: ROLE })).toContainText(
      'cluster_permissions: cluster_all → cluster_monitor'
    );
    await expect(page.getByTestId('importDiff-tenants').getByRole('row').filter({ hasText: TENANT })).toContainText(
      'Added'
    );
    // For a human to look at (gitignored, beside look.spec's screenshots).
    await page.screenshot({ path: join(__dirname, 'screenshots', 'import_export_diff.png'), fullPage: true });
    // Nothing is written by the preview.
    expect((await (await page.request.get(`/api/v1/configuration/roles/${ROLE}`)).json()).cluster_permissions).toEqual([
      'cluster_all',
    ]);

    // Apply, after the confirmation.
    await page.getByTestId('importApplyButton').click();
    const modal = page.getByTestId('importConfirmModal');
    await expect(modal).toContainText('1 added, 1 changed, 0 removed');
    await modal.getByRole('button', { name: 'Apply import' }).click();
    await expect(page.getByTestId('importApplied')).toContainText('Import applied: 1 added, 1 changed, 0 removed');

    // The change is undone: the role page shows the exported permission, the tenant is back.
    await page.goto(`/app/security/roles/view/${ROLE}`);
    await expect(page.getByTestId('roleViewPage')).toContainText('cluster_monitor');
    await expect(page.getByTestId('roleViewPage')).not.toContainText('cluster_all');
    await page.goto('/app/security/tenants');
    await expect(page.getByTestId('tenantsPage')).toContainText(TENANT);
  });

  test('lists the problems of a bad file by file, entry and field, and changes nothing', async ({ page }) => {
    await page.goto('/app/security/transfer');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'roles.yml',
      mimeType: 'text/yaml',
      buffer: Buffer.from(
        '_meta:\n  type: roles\n  config_version: 2\ne2e_transfer_broken:\n  cluster_permissions: 12\n'
      ),
    });
    await page.getByTestId('importPreviewButton').click();
    await expect(page.getByTestId('importError')).toContainText('The files have 1 problem; nothing was changed.');
    await expect(page.getByTestId('importProblems').getByRole('row').nth(1)).toContainText(
      /roles\.yml.*e2e_transfer_broken.*cluster_permissions/
    );
    await expect(page.getByTestId('importApplyButton')).toHaveCount(0);
    expect((await page.request.get('/api/v1/configuration/roles/e2e_transfer_broken')).status()).toBe(404);
  });
});
