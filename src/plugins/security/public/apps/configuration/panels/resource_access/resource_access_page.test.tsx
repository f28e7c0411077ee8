import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError } from '../../../../../../../core/public/mocks';
import { fakeSharingApi, type FakeSharingServer } from '../../../resource_access/test_fakes';
import { createPageProps } from '../../test_fakes';
import { ResourceAccessPage } from './resource_access_page';
import { noMatchingResourcesText, noResourcesText, sharingOffBody } from './resource_access_texts';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const none = { users: [], roles: [], backend_roles: [] };
const SERVER: FakeSharingServer = {
  resources: [
    {
      type: 'dashboard',
      id: 'sales',
      title: 'Sales',
      owner: 'alice',
      shareWith: {
        dashboard_read_only: { ...none, users: ['kim'], backend_roles: ['ops'] },
        dashboard_full_access: { ...none, users: ['bob'] },
      },
    },
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
    // Its title cannot be read: the list names it by id.
    { type: 'visualization', id: 'bar-1', owner: 'kim' },
  ],
  users: ['alice', 'bob', 'kim', 'kate'],
};

function setup(
  server: FakeSharingServer = SERVER,
  before: (sharing: ReturnType<typeof fakeSharingApi>) => void = () => undefined
) {
  const sharing = fakeSharingApi(server);
  before(sharing);
  const page = createPageProps();
  // The titles come from the saved objects client (the sharing list names ids).
  Object.assign(page.core, { savedObjects: { client: { bulkGet: sharing.bulkGet } } });
  render(<ResourceAccessPage {...page.props} sharingApi={sharing.fakeApi} />);
  return { ...sharing, core: page.core };
}

const rows = () => within(screen.getByTestId('resourcesTable')).getAllByRole('row').slice(1);
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name, { exact: true }))!;
const names = () => screen.queryAllByTestId('resourceName').map((cell) => cell.textContent);

describe('Resource access page', () => {
  it('shows a spinner, then a tab per type and the objects with owner, counts per level and whether one may share', async () => {
    setup();
    expect(screen.getByTestId('resourceAccessLoading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Resource access (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboards' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Visualizations' })).toBeInTheDocument();
    const sales = rowOf('Sales');
    expect(within(sales).getByTestId('resourceOwner')).toHaveTextContent('alice');
    expect(within(sales).getByTestId('resourceCount-read_only')).toHaveTextContent('Read only: 2');
    expect(within(sales).getByTestId('resourceCount-full_access')).toHaveTextContent('Full access: 1');
    expect(within(sales).queryByTestId('resourceCount-read_write')).not.toBeInTheDocument();
    expect(sales).toHaveTextContent('Yes');
    expect(within(sales).getByRole('button', { name: 'Edit sharing of Sales' })).toBeInTheDocument();
    const costs = rowOf('Costs');
    expect(costs).toHaveTextContent('Read and write: 1');
    expect(costs).toHaveTextContent('No');
    expect(within(costs).getByRole('button', { name: 'View sharing of Costs' })).toBeInTheDocument();
    // The owner-less object is not in the shared list.
    expect(names()).toEqual(['Sales', 'Costs']);

    await userEvent.click(screen.getByRole('tab', { name: 'Visualizations' }));
    expect(await screen.findByRole('heading', { name: 'Resource access (2)' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Pie', 'bar-1']));
    expect(rowOf('Pie')).toHaveTextContent('Nobody');
  });

  it('filters by name, owner and recipient (a role, backend role or user name)', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Resource access (2)' });
    await userEvent.selectOptions(screen.getByTestId('resourceOwnerFilter'), 'bob');
    expect(names()).toEqual(['Costs']);
    await userEvent.selectOptions(screen.getByTestId('resourceOwnerFilter'), '');
    await userEvent.type(screen.getByTestId('resourceRecipientFilter'), 'OPS');
    expect(names()).toEqual(['Sales']);
    await userEvent.clear(screen.getByTestId('resourceRecipientFilter'));
    await userEvent.type(screen.getByTestId('resourceRecipientFilter'), 'analysts');
    expect(names()).toEqual(['Costs']);
    await userEvent.type(screen.getByTestId('resourceSearch'), 'sales');
    expect(names()).toEqual([]);
    expect(screen.getByTestId('resourcesTable')).toHaveTextContent(noMatchingResourcesText());
  });

  it('edits sharing in the Share with people flyout, then shows the new counts', async () => {
    const { api, core } = setup();
    await screen.findByRole('heading', { name: 'Resource access (2)' });
    await userEvent.click(within(rowOf('Sales')).getByTestId('resourceEditSharing'));
    const flyout = await screen.findByTestId('shareFlyout');
    expect(await within(flyout).findByTestId('shareOwner')).toHaveTextContent('Owner: alice');
    await userEvent.click(within(flyout).getByRole('button', { name: 'Remove user kim' }));
    await userEvent.click(within(flyout).getByTestId('shareSave'));
    await waitFor(() => expect(screen.queryByTestId('shareFlyout')).not.toBeInTheDocument());
    expect(api.share).toHaveBeenCalledWith('dashboard', 'sales', {
      dashboard_read_only: { ...none, backend_roles: ['ops'] },
      dashboard_full_access: { ...none, users: ['bob'] },
    });
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Saved who 'Sales' is shared with." })
    );
    await waitFor(() =>
      expect(within(rowOf('Sales')).getByTestId('resourceCount-read_only')).toHaveTextContent('Read only: 1')
    );
  });

  it('opens the flyout read only on an object the caller may not share', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Resource access (2)' });
    await userEvent.click(within(rowOf('Costs')).getByTestId('resourceEditSharing'));
    expect(await screen.findByTestId('shareReadOnly')).toBeInTheDocument();
    expect(screen.queryByTestId('shareSave')).not.toBeInTheDocument();
  });

  it('lists the objects without an owner and assigns one with the user picker', async () => {
    const { api, core } = setup();
    const panel = await screen.findByTestId('unownedPanel');
    const legacy = await within(panel).findByRole('button', { name: 'Assign owner to Legacy KPIs' });
    await userEvent.click(legacy);
    const modal = await screen.findByTestId('assignOwnerModal');
    expect(within(modal).getByRole('button', { name: 'Assign owner' })).toBeDisabled();
    await userEvent.type(within(modal).getByRole('combobox'), 'kate{Enter}');
    await userEvent.click(within(modal).getByRole('button', { name: 'Assign owner' }));
    await waitFor(() => expect(screen.queryByTestId('assignOwnerModal')).not.toBeInTheDocument());
    expect(api.assignOwner).toHaveBeenCalledWith('dashboard', 'legacy', 'kate');
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: "'Legacy KPIs' is now owned by kate." })
    );
    // Now owned: in the shared list with its owner, no longer without one.
    await waitFor(() => expect(names()).toEqual(['Sales', 'Costs', 'Legacy KPIs']));
    expect(within(rowOf('Legacy KPIs')).getByTestId('resourceOwner')).toHaveTextContent('kate');
    expect(await within(panel).findByText('Every object of this type has an owner.')).toBeInTheDocument();
  });

  it("keeps the modal open with the server's message when the object got an owner meanwhile", async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Assign owner to Legacy KPIs' }));
    api.assignOwner.mockRejectedValueOnce(httpFetchError(409, "'legacy' has an owner already."));
    const modal = await screen.findByTestId('assignOwnerModal');
    await userEvent.type(within(modal).getByRole('combobox'), 'kate{Enter}');
    await userEvent.click(within(modal).getByRole('button', { name: 'Assign owner' }));
    expect(await screen.findByTestId('assignOwnerError')).toHaveTextContent("'legacy' has an owner already.");
  });

  it('leaves out the section without an owner for a caller the server refuses it to', async () => {
    const { api } = setup(SERVER, (sharing) => sharing.api.unowned.mockRejectedValue(httpFetchError(403, 'Forbidden')));
    await screen.findByRole('heading', { name: 'Resource access (2)' });
    await waitFor(() => expect(api.unowned).toHaveBeenCalled());
    expect(screen.queryByTestId('unownedPanel')).not.toBeInTheDocument();
  });

  it('says so when no object of the type is shared yet', async () => {
    setup({ ...SERVER, resources: [{ type: 'dashboard', id: 'legacy', title: 'Legacy KPIs' }] });
    expect(await screen.findByRole('heading', { name: 'Resource access (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('resourcesTable')).toHaveTextContent(noResourcesText());
  });

  it('says how to turn resource sharing on when it is off', async () => {
    const { api } = setup({ ...SERVER, off: true });
    expect(await screen.findByTestId('resourceSharingOff')).toHaveTextContent(sharingOffBody());
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.list).not.toHaveBeenCalled();
  });

  it('shows a failed load with the reason and loads again on Retry', async () => {
    setup(SERVER, ({ api }) => api.types.mockRejectedValueOnce(httpFetchError(500, 'The store is not reachable.')));
    expect(await screen.findByTestId('loadFailedReason')).toHaveTextContent('The store is not reachable.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Resource access (2)' })).toBeInTheDocument();
  });
});
