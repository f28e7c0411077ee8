/** The role view lists a role's application permissions (issue 41). */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, within } from '@testing-library/react';
import type { Role } from '../../../../../../common/types';
import { pageProps, role, seedStore } from '../role_list/role_test_fakes';
import { RoleView } from './role_view';

jest.setTimeout(30_000);

function renderView(roles: Record<string, Role>, name: string) {
  const page = pageProps({ store: seedStore({ roles }), params: { name } });
  render(
    <EuiProvider>
      <RoleView {...page.props} />
    </EuiProvider>
  );
  return page;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.euiTableCellContent')?.textContent ?? '')
    );

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('role view: application permissions', () => {
  it('lists each application permission with its apps and Read only / All', async () => {
    const viewer = {
      ...role(),
      application_permissions: [
        { application_patterns: ['dashboards'], allowed_actions: ['application_read'] },
        { application_patterns: ['management*', 'home'], allowed_actions: ['application_all'] },
        { application_patterns: ['status'], allowed_actions: ['my_app_group'] },
      ],
    } as Role;
    renderView({ viewer }, 'viewer');
    const section = await screen.findByTestId('roleApplicationPermissions');
    expect(within(section).getByRole('heading', { name: 'Application permissions (3)' })).toBeInTheDocument();
    expect(rowsOf(section)).toEqual([
      ['dashboards', 'Read only'],
      ['management*, home', 'All'],
      ['status', 'my_app_group'],
    ]);
  });

  it('says so when the role grants no application', async () => {
    renderView({ plain: role() }, 'plain');
    const section = await screen.findByTestId('roleApplicationPermissions');
    expect(within(section).getByRole('heading', { name: 'Application permissions (0)' })).toBeInTheDocument();
    expect(within(section).getByText('No application permission.')).toBeInTheDocument();
  });
});
