/** The role pages in German: the list's texts, its plural forms and the delete question. */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../../../../core/public/mocks';
import { RoleList } from './role_list';
import { RolePermissionsTab } from '../role_view/role_permissions_tab';
import { mapping, pageProps, role, seedStore } from './role_test_fakes';

jest.setTimeout(30_000);

let resetLocale: () => void = () => undefined;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => {
  resetLocale();
  jest.restoreAllMocks();
});

function renderList() {
  const page = pageProps({
    store: seedStore({
      roles: {
        all_access: role({ reserved: true, cluster_permissions: ['*'] }),
        analyst: role({ description: 'Reads logs' }),
        auditor: role(),
      },
      rolesmapping: { analyst: mapping({ users: ['alice'] }) },
    }),
  });
  render(
    <EuiProvider>
      <RoleList {...page.props} />
    </EuiProvider>
  );
  return page;
}

const rowOf = (name: string) => screen.getByTestId(`roleLink-${name}`).closest('tr') as HTMLElement;

describe('the role list in German', () => {
  it('names the page, its columns and its filters in German', async () => {
    renderList();
    await screen.findByTestId('roleLink-analyst');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rollen');
    expect(screen.getByTestId('createRoleButton')).toHaveTextContent('Rolle erstellen');
    const headers = within(screen.getByTestId('roleListTable'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Rolle', 'Cluster-Berechtigungen', 'Mandanten', 'Aktionen']));
    expect(screen.getByTestId('roleFilterReserved')).toHaveTextContent('Reserviert');
    expect(screen.getByPlaceholderText('Rollen nach Name oder Beschreibung suchen')).toBeInTheDocument();
    // Role names are data: never translated.
    expect(rowOf('all_access')).toHaveTextContent('all_access');
  });

  it('counts the selection and asks before deleting in German plural forms', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    await userEvent.click(within(rowOf('analyst')).getByRole('checkbox'));
    expect(screen.getByTestId('roleSelectionCount')).toHaveTextContent('1 Rolle ausgewählt');
    await userEvent.click(within(rowOf('auditor')).getByRole('checkbox'));
    expect(screen.getByTestId('roleSelectionCount')).toHaveTextContent('2 Rollen ausgewählt');
    await userEvent.click(screen.getByTestId('deleteSelectedRolesButton'));
    expect(page.openConfirm).toHaveBeenCalledWith(
      'Möchten Sie diese 2 Rollen wirklich löschen: analyst, auditor? Zugeordnete Benutzer verlieren deren Berechtigungen.',
      expect.objectContaining({ title: '2 Rollen löschen', confirmButtonText: 'Löschen' })
    );
    await waitFor(() =>
      expect(page.toasts.addSuccess).toHaveBeenCalledWith(expect.objectContaining({ title: '2 Rollen gelöscht' }))
    );
  });
});

describe("a role's permissions in German", () => {
  it('titles each kind with its count, and says when there is none', () => {
    render(
      <EuiProvider>
        <RolePermissionsTab
          role={role({
            cluster_permissions: ['cluster_monitor'],
            tenant_permissions: [{ tenant_patterns: ['team_*'], allowed_actions: ['kibana_all_read'] }],
          })}
          tenants={{}}
        />
      </EuiProvider>
    );
    expect(screen.getByTestId('roleClusterPermissions')).toHaveTextContent('Cluster-Berechtigungen (1)');
    expect(screen.getByTestId('roleIndexPermissions')).toHaveTextContent('Indexberechtigungen (0)');
    expect(screen.getByTestId('roleIndexPermissions')).toHaveTextContent('Keine Indexberechtigung.');
    const tenants = screen.getByTestId('roleTenantPermissions');
    expect(tenants).toHaveTextContent('Nur lesen');
    expect(tenants).toHaveTextContent('k. A.');
  });
});

describe('the role list in the other shipped locales', () => {
  it.each([
    ['fr-FR', 'Rôles', '2 rôles sélectionnés'],
    ['ja-JP', 'ロール', '2 個のロールを選択中'],
    ['zh-CN', '角色', '已选择 2 个角色'],
  ])('reads in %s, with its own plural form', async (locale, title, selected) => {
    resetLocale();
    resetLocale = loadShippedLocale(locale);
    renderList();
    await screen.findByTestId('roleLink-analyst');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await userEvent.click(within(rowOf('analyst')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('auditor')).getByRole('checkbox'));
    expect(screen.getByTestId('roleSelectionCount')).toHaveTextContent(selected);
  });
});
