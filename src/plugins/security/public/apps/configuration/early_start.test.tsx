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
import { EARLY_PAGES, appRelativePath } from './early_start';
import { InternalUserList } from './panels/internal_user_list/internal_user_list';
import { PermissionList } from './panels/permission_list/permission_list';
import { RoleList } from './panels/role_list/role_list';
import { pageProps } from './panels/role_list/role_test_fakes';
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

describe('appRelativePath', () => {
  it('answers the path inside the app, or undefined outside it', () => {
    expect(appRelativePath('/app/security/roles/', 'security')).toBe('/roles');
    expect(appRelativePath('/app/security//users', 'security')).toBe('/users');
    expect(appRelativePath('/app/security', 'security')).toBe('/');
    expect(appRelativePath('/app/securityx/roles', 'security')).toBeUndefined();
    expect(appRelativePath('/app/home', 'security')).toBeUndefined();
  });
});
