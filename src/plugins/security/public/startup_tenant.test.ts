import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AccountInfo } from './apis/security_api';
import type { BrowserLocation } from './apis/browser_location';
import { applyStartupTenantRules } from './startup_tenant';
import { getShouldShowTenantPopup, setSavedTenant, setShouldShowTenantPopup } from './utils/storage';

function accountInfo(user_requested_tenant: string | null): AccountInfo {
  return {
    data: {
      user_name: 'alice',
      is_internal_user: true,
      backend_roles: [],
      roles: ['kibana_user'],
      tenants: { global_tenant: true, alice: true, finance: true },
      user_requested_tenant,
    },
  };
}

function setUp({
  current = '' as string | null,
  search = '',
  hash = '',
  selected = undefined as string | Error | undefined,
} = {}) {
  const location: BrowserLocation & { reload: jest.Mock } = {
    pathname: '/app/dashboards',
    search,
    hash,
    href: `http://localhost/app/dashboards${search}${hash}`,
    reload: jest.fn(),
  };
  const selectTenant = jest.fn(async (tenant: string, _username: string) => {
    if (selected instanceof Error) throw selected;
    return selected ?? tenant;
  });
  const addDanger = jest.fn();
  const run = () =>
    applyStartupTenantRules({
      api: { selectTenant },
      accountInfo: accountInfo(current),
      location,
      toasts: { addDanger } as never,
    });
  return { location, selectTenant, addDanger, run };
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('start-up tenant rules (SPEC 4)', () => {
  it('asks for the popup when no tenant is saved', async () => {
    const { run, selectTenant, location } = setUp();
    await run();
    expect(getShouldShowTenantPopup()).toBe(true);
    expect(selectTenant).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('does nothing when the saved tenant is the current one', async () => {
    setSavedTenant('finance');
    const { run, selectTenant } = setUp({ current: 'finance' });
    await run();
    expect(getShouldShowTenantPopup()).toBeNull();
    expect(selectTenant).not.toHaveBeenCalled();
  });

  it('treats a saved global tenant and an unset current tenant as the same', async () => {
    setSavedTenant('');
    const { run, selectTenant } = setUp({ current: null });
    await run();
    expect(selectTenant).not.toHaveBeenCalled();
  });

  it('switches silently to a different saved tenant, without popup, and reloads', async () => {
    setSavedTenant('__user__');
    const { run, selectTenant, location, addDanger } = setUp({ current: '' });
    await run();
    expect(selectTenant).toHaveBeenCalledWith('__user__', 'alice');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(getShouldShowTenantPopup()).toBeNull();
    expect(addDanger).not.toHaveBeenCalled();
  });

  it("shows 'Failed to switch to {tenant} tenant.' with the display name when the silent switch fails", async () => {
    setSavedTenant('__user__');
    const failing = setUp({ current: '', selected: new Error('Forbidden') });
    await failing.run();
    expect(failing.addDanger).toHaveBeenCalledWith({ title: 'Failed to switch to Private tenant.' });
    expect(failing.location.reload).not.toHaveBeenCalled();

    setSavedTenant('finance');
    const custom = setUp({ current: '', selected: new Error('Forbidden') });
    await custom.run();
    expect(custom.addDanger).toHaveBeenCalledWith({ title: 'Failed to switch to finance tenant.' });

    setSavedTenant('');
    const global = setUp({ current: 'finance', selected: new Error('Forbidden') });
    await global.run();
    expect(global.addDanger).toHaveBeenCalledWith({ title: 'Failed to switch to Global tenant.' });
  });

  it('shows no popup and switches nothing when the flag is explicitly false', async () => {
    setShouldShowTenantPopup(false);
    setSavedTenant('finance');
    const { run, selectTenant } = setUp({ current: '' });
    await run();
    expect(getShouldShowTenantPopup()).toBe(false);
    expect(selectTenant).not.toHaveBeenCalled();
  });

  it('selects the tenant the URL names, suppresses the popup, and reloads when it changed', async () => {
    setSavedTenant('finance');
    const { run, selectTenant, location } = setUp({ current: '', search: '?security_tenant=private' });
    await run();
    expect(selectTenant).toHaveBeenCalledWith('__user__', 'alice');
    expect(selectTenant).toHaveBeenCalledTimes(1);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(getShouldShowTenantPopup()).toBe(false);
  });

  it('reads securitytenant from the hash query too', async () => {
    const { run, selectTenant } = setUp({ current: '', hash: '#/view/1?securitytenant=finance' });
    await run();
    expect(selectTenant).toHaveBeenCalledWith('finance', 'alice');
  });

  it('wins over an explicitly false flag', async () => {
    setShouldShowTenantPopup(false);
    const { run, selectTenant } = setUp({ current: '', search: '?security_tenant=finance' });
    await run();
    expect(selectTenant).toHaveBeenCalledWith('finance', 'alice');
  });

  it('neither calls nor reloads when the URL names the current tenant', async () => {
    const { run, selectTenant, location } = setUp({ current: '', search: '?security_tenant=global' });
    await run();
    expect(selectTenant).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(getShouldShowTenantPopup()).toBe(false);
  });

  it('does not reload when the server kept the current tenant', async () => {
    const { run, location } = setUp({ current: 'finance', search: '?security_tenant=private', selected: 'finance' });
    await run();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('sets the popup flag before any switch call returns, so the menu reads it on first render', () => {
    const { run } = setUp();
    void run();
    expect(getShouldShowTenantPopup()).toBe(true);
  });
});
