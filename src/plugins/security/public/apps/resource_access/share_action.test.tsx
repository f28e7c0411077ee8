import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpStart, SavedObject } from '../../../../../core/public';
import type { DashboardShareActionProps } from '../../../../dashboards/public';
import { SHARE_ACTION_LABEL, shareWithPeopleAction } from './share_action';
import { READ_ONLY_NOTE, TENANT_CAP_NOTE } from './share_flyout/share_texts';

jest.setTimeout(30_000);

const SALES: SavedObject = {
  id: 'sales',
  type: 'dashboard',
  attributes: { title: 'Sales' },
  references: [],
};
const owned = (access: string) => ({ ...SALES, sharing: { owner: 'alice', shared: false, access } }) as SavedObject;

/** The dashboards server's resource routes, for one dashboard shared with nobody yet. */
function fakeHttp() {
  let shareWith = {};
  const info = () => ({
    sharing_info: {
      resource_id: 'sales',
      resource_type: 'dashboard',
      tenant: 'global',
      created_by: { user: 'alice' },
      share_with: shareWith,
    },
  });
  const http = {
    get: jest.fn(async (path: string, _options?: unknown) =>
      path === '/api/resource/principals' ? { names: [], known: [] } : info()
    ),
    put: jest.fn(async (_path: string, options: { body: string }) => {
      shareWith = (JSON.parse(options.body) as { share_with: object }).share_with;
      return info();
    }),
    post: jest.fn(async () => ({})),
  };
  return { http, fakeHttp: http as unknown as HttpStart };
}

/** The action's flyout as the dashboards' Share menu shows it: loaded, then rendered with the page's props. */
async function renderAction(http: HttpStart, props: DashboardShareActionProps) {
  const Flyout = await shareWithPeopleAction(http).load();
  render(<Flyout {...props} />);
}

describe('"Share with people…" share action', () => {
  it('is offered only on an object the server marks as owned (resource sharing on)', () => {
    const action = shareWithPeopleAction(fakeHttp().fakeHttp);
    expect(action.label).toBe(SHARE_ACTION_LABEL);
    expect(action.isAvailable(SALES)).toBe(false);
    expect(action.isAvailable(owned('read_only'))).toBe(true);
    expect(action.isAvailable(owned('full_access'))).toBe(true);
  });

  it("loads the flyout when chosen, shares through /api/resource/share and hands the page the object's new summary", async () => {
    const { http, fakeHttp: httpStart } = fakeHttp();
    const onClose = jest.fn();
    const onChanged = jest.fn();
    await renderAction(httpStart, {
      object: owned('full_access'),
      pageUrl: 'http://h/app/dashboards#/view/sales?security_tenant=global',
      onClose,
      onChanged,
    });
    const flyout = await screen.findByTestId('shareFlyout');
    expect(await within(flyout).findByTestId('shareOwner')).toHaveTextContent('Owner: alice');
    expect(flyout).toHaveTextContent('Sales');
    expect(http.get).toHaveBeenCalledWith('/api/resource/view', {
      query: { resourceId: 'sales', resourceType: 'dashboard' },
    });
    expect(within(flyout).getByTestId('shareLink')).toHaveValue(
      'http://h/app/dashboards#/view/sales?security_tenant=global'
    );
    await userEvent.type(within(screen.getByTestId('shareAddName')).getByRole('combobox'), 'kim{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByTestId('shareSave'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.put).toHaveBeenCalledWith('/api/resource/share', {
      body: JSON.stringify({
        resource_id: 'sales',
        resource_type: 'dashboard',
        share_with: { dashboard_read_only: { users: ['kim'], roles: [], backend_roles: [] } },
      }),
    });
    expect(onChanged).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'sales', sharing: { owner: 'alice', shared: true, access: 'full_access' } })
    );
  });

  it('opens read only for a reader below full access (a tenant cap included)', async () => {
    await renderAction(fakeHttp().fakeHttp, {
      object: owned('read_write'),
      pageUrl: 'http://h/app/dashboards#/view/sales',
      onClose: () => undefined,
      onChanged: () => undefined,
    });
    expect(await screen.findByTestId('shareReadOnly')).toHaveTextContent(READ_ONLY_NOTE);
    expect(screen.queryByTestId('shareAddPeople')).not.toBeInTheDocument();
  });

  it("says it is the tenant that makes a full-access recipient's flyout read only", async () => {
    await renderAction(fakeHttp().fakeHttp, {
      object: { ...SALES, sharing: { owner: 'alice', shared: true, access: 'read_only', capped_by_tenant: true } },
      pageUrl: 'http://h/app/dashboards#/view/sales',
      onClose: () => undefined,
      onChanged: () => undefined,
    });
    expect(await screen.findByTestId('shareReadOnly')).toHaveTextContent(TENANT_CAP_NOTE);
    expect(screen.queryByTestId('shareSave')).not.toBeInTheDocument();
  });
});
