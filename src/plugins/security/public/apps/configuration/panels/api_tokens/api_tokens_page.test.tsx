import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageProps, role, seedStore } from '../roles/role_list/role_test_fakes';
import { ApiTokensPage } from './api_tokens_page';

// EUI pickers re-render their options on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

/** More roles than one answer of the picker holds: the last ones are found only by searching. */
function manyRoles() {
  const roles: Record<string, ReturnType<typeof role>> = {};
  for (let i = 0; i < 300; i++) roles[`role_${String(i).padStart(3, '0')}`] = role();
  roles.role_299 = role({ cluster_permissions: ['cluster_monitor'] });
  return seedStore({ roles });
}

function renderPage() {
  const page = pageProps({ store: manyRoles() });
  // The tokens list itself (its own API on core.http): none yet.
  (page.props.core.http as unknown as { get: unknown }).get = jest.fn(async () => ({ tokens: [] }));
  render(
    <EuiProvider>
      <ApiTokensPage {...page.props} />
    </EuiProvider>
  );
  return page;
}

describe('the API tokens page', () => {
  it('copies a role found by a server search into the new token, never loading every role', async () => {
    const page = renderPage();
    await userEvent.click(await screen.findByTestId('createApiToken'));
    const picker = await screen.findByTestId('apiTokenCopyRole');
    const input = within(picker).getByTestId('comboBoxSearchInput');
    await userEvent.click(input);
    await userEvent.paste('role_299');
    await userEvent.click(await screen.findByRole('option', { name: 'role_299' }));

    // Its cluster permission is now the token's.
    const cluster = screen.getByTestId('apiTokenClusterPermissions');
    await waitFor(() => expect(cluster).toHaveTextContent('cluster_monitor'));
    expect(page.api.list).toHaveBeenCalledWith('roles', expect.objectContaining({ search: 'role_299' }));
    expect(page.api.listAll).not.toHaveBeenCalledWith('roles');
    for (const [kind, query] of page.api.list.mock.calls)
      if (kind === 'roles') expect(query?.perPage).toBeLessThanOrEqual(100);
  });
});
