/**
 * The rows a list page asks for first are those the plugin asked for ahead (early_start.ts): each
 * list page is drawn with the real ConfigurationApi over a client whose prefetched answer differs
 * from the one the server would give later, and must show the prefetched one.
 */
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen } from '@testing-library/react';
import type { HttpStart } from '../../../../../core/public';
import { PrefetchedGets } from '../../apis/prefetched_gets';
import { ConfigurationApi } from './api';
import { EARLY_PAGES, startSecurityAppEarly } from './early_start';
import { appRelativePath } from './early_start_chunk';
import type { SecurityBootData } from '../../../common/boot_data';
import { InternalUserList } from './panels/users/internal_user_list/internal_user_list';
import { PermissionList } from './panels/permissions/permission_list/permission_list';
import { RoleList } from './panels/roles/role_list/role_list';
import { pageProps } from './panels/roles/role_list/role_test_fakes';
import type { PageProps } from './types';

jest.setTimeout(30_000);

const role = (name: string) => ({
  [name]: {
    reserved: false,
    hidden: false,
    static: false,
    description: '',
    cluster_permissions: [],
    index_permissions: [],
    tenant_permissions: [],
    mapped: { users: [], backend_roles: [], hosts: [] },
  },
});
const user = (name: string) => ({
  [name]: { reserved: false, hidden: false, static: false, backend_roles: [], attributes: {} },
});
const permission = (name: string) => ({
  name,
  kind: 'group',
  cluster: true,
  index: false,
  reserved: false,
  allowedActions: [],
  description: '',
});

/** The answer of each list's rows path, named `name`. */
function answerFor(path: string, name: string): unknown {
  if (path.endsWith('/roles_with_mappings')) return { total: 1, data: role(name) };
  if (path.endsWith('/internalusers')) return { total: 1, data: user(name) };
  if (path.endsWith('/permissions')) return { total: 1, rows: [permission(name)] };
  return {};
}

function client(name: string) {
  const get = jest.fn(async (path: string) => answerFor(path, name));
  return { get } as unknown as HttpStart & { get: typeof get };
}

const LIST_PAGES: Array<[string, React.FC<PageProps>, string]> = [
  ['/roles', RoleList, 'roleLink-asked_ahead'],
  ['/users', InternalUserList, 'userName'],
  ['/permissions', PermissionList, 'permissionName'],
];

describe('a list page opened from the address bar', () => {
  it.each(LIST_PAGES)('%s shows the first rows asked for while the shell booted', async (appPath, Page, testSubj) => {
    const early = EARLY_PAGES.find(({ path }) => path.test(appPath));
    expect(early?.rows).toBeDefined();
    const ahead = client('asked_ahead');
    const prefetched = new PrefetchedGets(ahead);
    prefetched.prefetch(early!.rows!.path, early!.rows!.query);
    const later = client('asked_later');
    const { props } = pageProps();
    render(
      <EuiProvider>
        <Page {...props} api={new ConfigurationApi(prefetched.wrap(later))} />
      </EuiProvider>
    );
    const shown = await screen.findAllByTestId(testSubj);
    expect(shown[0].textContent).toContain('asked_ahead');
    expect(later.get.mock.calls.map(([path]) => path)).not.toContain(early!.rows!.path);
  });
});

describe('a list page whose rows are in before it is drawn', () => {
  it.each(LIST_PAGES)('%s shows them in its first commit, never "Loading"', async (appPath, Page, testSubj) => {
    const early = EARLY_PAGES.find(({ path }) => path.test(appPath))!;
    const ahead = client('asked_ahead');
    const prefetched = new PrefetchedGets(ahead);
    prefetched.prefetch(early.rows!.path, early.rows!.query);
    // The answer comes in while the shell boots, before the page's chunk has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = client('asked_later');
    const { props } = pageProps();
    const api = new ConfigurationApi(prefetched.wrap(later), prefetched.takeReady);
    // No promise is let to settle in between: what shows is the page's first commit.
    render(
      <EuiProvider>
        <Page {...props} api={api} />
      </EuiProvider>
    );
    expect(screen.getAllByTestId(testSubj)[0].textContent).toContain('asked_ahead');
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(later.get).not.toHaveBeenCalled();
    // Handed out once: the page's next load of the same rows asks the server.
    expect(prefetched.takeReady(early.rows!.path, early.rows!.query)).toBeUndefined();
  });
});

describe('a user whose page says they have no REST API access', () => {
  const boot = (hasApiAccess: boolean): SecurityBootData => ({
    restapiinfo: { user: 'User [name=kim]', user_name: 'kim', has_api_access: hasApiAccess, disabled_endpoints: {} },
    account: {
      data: {
        user_name: 'kim',
        is_internal_user: true,
        backend_roles: [],
        roles: [],
        tenants: {},
        user_requested_tenant: null,
      },
    } as unknown as SecurityBootData['account'],
  });

  it.each(LIST_PAGES)('%s asks for no rows ahead (the server would refuse them)', (appPath) => {
    const http = client('never');
    startSecurityAppEarly(http, appPath, '', boot(false));
    expect(http.get).not.toHaveBeenCalled();
  });

  // The pages whose first GETs depend on more than the path (their firstGets) keep the same rule.
  it.each(['/tenants', '/auditLogging/events'])('%s asks for nothing ahead either', (appPath) => {
    const http = client('never');
    startSecurityAppEarly(http, appPath, '', boot(false));
    expect(http.get).not.toHaveBeenCalled();
  });

  it('is told apart from a user who has it, whose rows are asked for', () => {
    const http = client('asked');
    startSecurityAppEarly(http, '/roles', '', boot(true));
    expect(http.get.mock.calls.map(([path]) => path)).toEqual(['/api/v1/configuration/roles_with_mappings']);
  });
});

describe('appRelativePath', () => {
  it('answers the path inside the app, or undefined outside it', () => {
    expect(appRelativePath('/app/security/roles/', 'security')).toBe('/roles');
    expect(appRelativePath('/app/security//users', 'security')).toBe('/users');
    expect(appRelativePath('/app/security', 'security')).toBe('/');
    expect(appRelativePath('/app/securityx/roles', 'security')).toBeUndefined();
    expect(appRelativePath('/app/home', 'security')).toBeUndefined();
  });
});
