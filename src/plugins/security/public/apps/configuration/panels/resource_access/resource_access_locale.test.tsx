import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { fakeSharingApi, type FakeSharingServer } from '../../../resource_access/test_fakes';
import { createPageProps } from '../../test_fakes';
import { ResourceAccessPage } from './resource_access_page';

jest.setTimeout(30_000);

inShippedLocale('de-DE');

const none = { users: [], roles: [], backend_roles: [] };
const SERVER: FakeSharingServer = {
  resources: [
    { type: 'dashboard', id: 'sales', title: 'Sales', owner: 'alice', shareWith: {} },
    {
      type: 'dashboard',
      id: 'costs',
      title: 'Costs',
      owner: 'bob',
      canShare: false,
      shareWith: { dashboard_read_write: { ...none, roles: ['analysts'] } },
    },
    { type: 'dashboard', id: 'legacy', title: 'Legacy KPIs' },
    { type: 'visualization', id: 'pie', title: 'Pie', owner: 'alice' },
  ],
  users: ['alice', 'bob'],
};

describe('Resource access in German', () => {
  it('reads the tabs, the shared objects and the objects without an owner in German', async () => {
    const sharing = fakeSharingApi(SERVER);
    const page = createPageProps();
    Object.assign(page.core, { savedObjects: { client: { bulkGet: sharing.bulkGet } } });
    render(<ResourceAccessPage {...page.props} sharingApi={sharing.fakeApi} />);
    expect(await screen.findByRole('heading', { name: /^Ressourcenzugriff/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Visualisierungen' })).toBeInTheDocument();
    const table = await screen.findByTestId('resourcesTable');
    await within(table).findByText('Sales');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['Objekt', 'Eigentümer', 'Freigegeben für', 'Sie dürfen freigeben']));
    expect(within(table).getByText('Niemand')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Freigabe von Sales bearbeiten' })).toHaveTextContent(
      'Freigabe bearbeiten'
    );
    expect(within(table).getByRole('button', { name: 'Freigabe von Costs anzeigen' })).toBeInTheDocument();
    const unowned = await screen.findByTestId('unownedPanel');
    expect(within(unowned).getByRole('heading', { name: 'Objekte ohne Eigentümer' })).toBeInTheDocument();
    expect(
      await within(unowned).findByRole('button', { name: 'Legacy KPIs einen Eigentümer zuweisen' })
    ).toBeInTheDocument();
  });
});
