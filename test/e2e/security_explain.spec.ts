import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createUser, setRoleMapping } from './security_helpers';

/**
 * The Check access page against the real server (issue 14): a denial with its nearest miss and
 * an allowance with its chain, the question kept in the URL, and the way in from a user's page.
 * Names are the spec's own, so other files sharing the worker's server are not disturbed.
 */

const USER = 'e2e_explain_dana';
const PASSWORD = 'Expl4in!dana-pw';
const ROLE = 'e2e_explain_logs_reader';
const GROUP = 'e2e_explain_logs_view';

async function post(admin: APIRequestContext, path: string, data: unknown) {
  const res = await admin.post(path, { headers: { 'osd-xsrf': 'true' }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

async function seed(admin: APIRequestContext, url: string) {
  await createUser(admin, url, USER, PASSWORD, ['e2e_analysts']);
  await post(admin, `/api/v1/configuration/actiongroups/${GROUP}`, { allowed_actions: ['read'], type: 'index' });
  await post(admin, `/api/v1/configuration/roles/${ROLE}`, {
    index_permissions: [
      {
        index_patterns: ['logs-*'],
        allowed_actions: [GROUP],
        dls: '{"term":{"owner":"${user.name}"}}',
        fls: ['~secret'],
        masked_fields: [],
      },
    ],
  });
  await setRoleMapping(admin, url, ROLE, { backend_roles: ['e2e_analysts'] });
}

/** Picks a value in one of the page's single-selection combo boxes. */
async function choose(page: Page, combo: Locator, value: string, create = false) {
  const input = combo.getByTestId('comboBoxSearchInput');
  await input.fill(value);
  if (create) await input.press('Enter');
  else {
    // Matched on text: the option's accessible name also carries EUI's highlight markers.
    const exact = new RegExp('^' + value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$');
    await page.getByRole('listbox').getByRole('option').filter({ hasText: exact }).first().click();
  }
  await expect(input).toHaveValue(value);
}

test.describe('Check access', () => {
  test('explains a denial with the nearest miss, then an allowance with its chain', async ({ page, server }) => {
    await seed(page.request, server.url);
    await page.goto('/app/security/explain');
    await expect(page.getByTestId('checkAccessPage').getByRole('heading', { name: 'Check access' })).toBeVisible();

    await choose(page, page.getByTestId('checkAccessUser'), USER);
    await choose(page, page.getByTestId('checkAccessAction'), 'write', true);
    await page.getByTestId('checkAccessIndex').fill('logs-2024');
    await page.getByTestId('checkAccessSubmit').click();

    // The question is in the URL: the answer can be shared.
    await expect(page).toHaveURL(/\/app\/security\/explain\?user=e2e_explain_dana&action=write&index=logs-2024$/);
    await expect(page.getByTestId('explainDecision')).toContainText('Denied');
    const miss = page.getByTestId('explainNearestMiss');
    await expect(miss).toContainText(`Role ${ROLE} allows ${GROUP} on logs-*, not write.`);
    await expect(miss).toContainText(`Add write to the allowed actions of role ${ROLE}'s index permission on logs-*.`);
    await expect(page.getByTestId('explainMappings')).toContainText(`${ROLE} by backend role e2e_analysts`);

    // Reading is allowed: the chain shows the action-group path and the DLS with the user's name.
    const action = page.getByTestId('checkAccessAction');
    await action.getByTestId('comboBoxClearButton').click();
    await choose(page, action, 'indices:data/read/search');
    await page.getByTestId('checkAccessSubmit').click();
    await expect(page.getByTestId('explainDecision')).toContainText('Allowed');
    const grant = page.getByTestId('explainGrant');
    await expect(grant).toContainText(`${GROUP} → read → indices:data/read* → indices:data/read/search`);
    await expect(grant).toContainText(`Document-level security: {"term":{"owner":"${USER}"}}`);
    await expect(grant).toContainText('Field-level security: ~secret');
    await expect(page.getByTestId('effectiveIndices').getByRole('row').filter({ hasText: 'logs-*' })).toContainText(
      ROLE
    );

    // A shared link opens the same answer.
    await page.goto(`/app/security/explain?user=${USER}&action=write&index=logs-2024`);
    await expect(page.getByTestId('explainDecision')).toContainText('Denied');
  });

  test("a user's page opens Check access for that user", async ({ page, server }) => {
    const name = 'e2e_explain_eve';
    await createUser(page.request, server.url, name, 'Expl4in!eve-pw', []);
    await page.goto(`/app/security/users/edit/${name}`);
    await page.getByTestId('checkUserAccess').click();
    await expect(page).toHaveURL(new RegExp(`/app/security/explain\\?user=${name}$`));
    await expect(page.getByTestId('explainChain')).toContainText(`User ${name}`);
    await expect(page.getByTestId('explainNoQuestion')).toBeVisible();
    await expect(page.getByTestId('effectivePermissions')).toContainText(`Effective permissions of ${name}`);
  });
});
