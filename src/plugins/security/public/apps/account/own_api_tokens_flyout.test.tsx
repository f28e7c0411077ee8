import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnApiTokensFlyout } from './own_api_tokens_flyout';
import { accountInfo, fakeApi, securityConfig } from './test_fakes';

jest.setTimeout(30_000);

const TEAMS = Array.from({ length: 1000 }, (_, i) => `team_${String(i).padStart(4, '0')}`);

/** A user of 1,000 custom tenants, whose account (as a page carries it) names only Global and their own. */
function renderFlyout() {
  const accountApi = fakeApi(
    accountInfo({ tenants: { global_tenant: true, kim: true, ...Object.fromEntries(TEAMS.map((t) => [t, false])) } })
  );
  const tokens = { list: jest.fn(async () => []), create: jest.fn<never>(), revoke: jest.fn<never>() };
  render(
    <EuiProvider>
      <OwnApiTokensFlyout
        api={tokens}
        onRevoked={() => undefined}
        config={securityConfig()}
        tenants={['global_tenant', 'kim']}
        accountApi={accountApi}
        onClose={() => undefined}
      />
    </EuiProvider>
  );
  return { accountApi };
}

describe('your API tokens: the tenant permission picker', () => {
  it("offers the account's tenants and a page of the others, and asks the server for what is typed", async () => {
    const { accountApi } = renderFlyout();
    await userEvent.click(await screen.findByTestId('createApiToken'));
    await userEvent.click(await screen.findByTestId('addTenantPermission'));
    const picker = await screen.findByRole('combobox', { name: 'Tenant patterns, row 1' });
    await userEvent.click(picker);
    await waitFor(() => expect(accountApi.getAccountTenants).toHaveBeenCalledWith('', 50));
    const listed = async () =>
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    const first = await listed();
    expect(first).toEqual(expect.arrayContaining(['global_tenant', 'kim', 'team_0000']));
    expect(first).not.toContain('team_0999');

    await userEvent.type(picker, 'team_0999');
    await waitFor(() => expect(accountApi.getAccountTenants).toHaveBeenLastCalledWith('team_0999', 50));
    await waitFor(async () => expect(await listed()).toEqual(['team_0999']));
  });
});
