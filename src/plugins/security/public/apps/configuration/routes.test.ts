import { describe, expect, it } from '@jest/globals';
import { REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { permissionPaths } from './panels/permissions/paths';
import { rolePaths } from './panels/roles/paths';
import { userPaths } from './panels/users/paths';
import {
  SECTIONS,
  breadcrumbsFor,
  matchRoute,
  missingCapability,
  sectionAvailable,
  titleFor,
  usableSections,
} from './routes';

describe('routes of the Security app', () => {
  it.each([
    ['/roles', 'roleList', {}, undefined],
    ['/roles/create', 'roleEdit', {}, 'create'],
    ['/roles/edit/log_reader', 'roleEdit', { name: 'log_reader' }, 'edit'],
    ['/roles/duplicate/log_reader', 'roleEdit', { name: 'log_reader' }, 'duplicate'],
    ['/roles/view/log_reader', 'roleView', { name: 'log_reader' }, undefined],
    ['/roles/edit/log_reader/mapuser', 'roleMapUser', { name: 'log_reader' }, undefined],
    ['/users', 'userList', {}, undefined],
    ['/users/create', 'userEdit', {}, 'create'],
    ['/users/edit/kim', 'userEdit', { name: 'kim' }, 'edit'],
    ['/users/duplicate/kim', 'userEdit', { name: 'kim' }, 'duplicate'],
    ['/permissions', 'permissionList', {}, undefined],
    ['/permissions/create', 'actionGroupEdit', {}, 'create'],
    ['/permissions/edit/g', 'actionGroupEdit', { name: 'g' }, 'edit'],
    ['/permissions/duplicate/g', 'actionGroupEdit', { name: 'g' }, 'duplicate'],
    ['/tenants', 'tenants', {}, undefined],
    ['/auth', 'auth', {}, undefined],
    ['/auditLogging', 'auditLogging', {}, undefined],
    ['/auditLogging/edit/generalSettings', 'auditGeneralSettings', {}, undefined],
    ['/auditLogging/edit/complianceSettings', 'auditComplianceSettings', {}, undefined],
  ])('%s opens %s', (path, page, params, action) => {
    expect(matchRoute(path)).toEqual({ page, params, section: expect.any(String), ...(action ? { action } : {}) });
  });

  it('matches nothing for unknown paths and malformed names', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/roles/edit')).toBeUndefined();
    expect(matchRoute('/roles/edit/%E0')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
  });

  it('encodes names in links and decodes them back', () => {
    const name = 'a b/c?d#e';
    expect(matchRoute(userPaths.userEdit(name))?.params.name).toBe(name);
    expect(rolePaths.view('x', 'mapped_users')).toBe('/roles/view/x?tab=mapped_users');
    expect(permissionPaths.actionGroupCreate(['indices:data/read*', 'a&b'])).toBe(
      '/permissions/create?action=indices%3Adata%2Fread*&action=a%26b'
    );
  });

  it("builds breadcrumbs 'Security' › section › item, and the title from them", () => {
    expect(breadcrumbsFor(matchRoute('/users'))).toEqual([
      { text: 'Security', path: '/getstarted' },
      { text: 'Internal users' },
    ]);
    const crumbs = breadcrumbsFor(matchRoute('/users/create'));
    expect(crumbs).toEqual([
      { text: 'Security', path: '/getstarted' },
      { text: 'Internal users', path: '/users' },
      { text: 'Create internal user' },
    ]);
    expect(titleFor(crumbs)).toEqual(['Create internal user', 'Internal users', 'Security']);
    expect(breadcrumbsFor(matchRoute('/permissions/edit/g')).map((c) => c.text)).toEqual([
      'Security',
      'Permissions',
      'g',
      'Edit action group',
    ]);
    expect(breadcrumbsFor(undefined).map((c) => c.text)).toEqual(['Security', 'Not found']);
  });
});

describe("the sections a backend's capabilities allow", () => {
  const endpoints = [...REST_API_ENDPOINTS];
  const ids = (has: (capability: string) => boolean) => usableSections(endpoints, has).map((section) => section.id);

  it('offers every section when the backend can do everything (or has not said)', () => {
    expect(ids(() => true)).toEqual(usableSections(endpoints).map((section) => section.id));
    expect(ids(() => true)).toEqual(expect.arrayContaining(['history', 'transfer', 'explain', 'alerts', 'apiTokens']));
  });

  it('leaves out each section whose capability the backend lacks, and nothing else', () => {
    const all = ids(() => true);
    const withoutHistory = ids((capability) => capability !== 'history');
    expect(all.filter((id) => !withoutHistory.includes(id))).toEqual(['history']);
    const cluster = ids(() => false);
    expect(all.filter((id) => !cluster.includes(id)).sort()).toEqual(
      ['alerts', 'apiTokens', 'explain', 'history', 'resourceAccess', 'transfer'].sort()
    );
    expect(sectionAvailable('roles', () => false)).toBe(true);
    expect(sectionAvailable('transfer', (capability) => capability !== 'config_transfer')).toBe(false);
  });
});

describe('the Locked accounts section', () => {
  it('is reached at /lockouts, after Internal users, and only with restapi:admin/lockouts (the lockouts endpoint)', () => {
    expect(matchRoute('/lockouts')).toEqual({ page: 'lockouts', section: 'lockouts', params: {} });
    expect(SECTIONS.find((section) => section.id === 'lockouts')?.path).toBe('/lockouts');
    expect(breadcrumbsFor(matchRoute('/lockouts')).map((c) => c.text)).toEqual(['Security', 'Locked accounts']);
    const all = usableSections([...REST_API_ENDPOINTS]).map((section) => section.id);
    expect(all.slice(all.indexOf('users'), all.indexOf('users') + 2)).toEqual(['users', 'lockouts']);
    expect(usableSections(['lockouts']).map((section) => section.label)).toEqual([
      'Locked accounts',
      'Resource access',
    ]);
    const withoutLockouts = REST_API_ENDPOINTS.filter((endpoint) => endpoint !== 'lockouts');
    expect(usableSections(withoutLockouts).map((section) => section.id)).not.toContain('lockouts');
    // Lock-outs live in this server's store whatever the security backend: no capability needed.
    expect(sectionAvailable('lockouts', () => false)).toBe(true);
  });
});

describe('the Resource access section', () => {
  it('is reached at /resource-access, after Tenants, by everyone with the app (no endpoint needed) while sharing is on', () => {
    expect(matchRoute('/resource-access')).toEqual({ page: 'resourceAccess', section: 'resourceAccess', params: {} });
    expect(breadcrumbsFor(matchRoute('/resource-access')).map((c) => c.text)).toEqual(['Security', 'Resource access']);
    const all = usableSections([...REST_API_ENDPOINTS]).map((section) => section.id);
    expect(all[all.indexOf('tenants') + 1]).toBe('resourceAccess');
    expect(usableSections([]).map((section) => section.label)).toEqual(['Resource access']);
    // Sharing records live in this server's store whatever the security backend; the server says
    // whether dashboards.yml turns sharing on (the resource_sharing capability).
    expect(sectionAvailable('resourceAccess', (capability) => capability !== 'resource_sharing')).toBe(false);
    expect(usableSections([], (capability) => capability !== 'resource_sharing')).toEqual([]);
    expect(missingCapability('resourceAccess', () => false)).toBe('resource_sharing');
  });
});
