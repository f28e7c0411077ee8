/**
 * Issue 41 on the whole server over real HTTP: the role format's application permissions, the
 * capabilities they give, the no-access page of an app not granted, and the API refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsSince, mark } from '../test_utils/audit';
import { READER, seedUsersAndTenants } from '../test_utils/fixtures';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const APPS = ['home', 'dashboards', 'visualize', 'management', 'security', 'status', 'login'];
const GLOBAL_WRITE = [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }];

const DORA = { name: 'dora', password: 'D0ra!explores-maps' };
const MARIA = { name: 'maria', password: 'M4ria!manages-all' };
const NOEL = { name: 'noel', password: 'N0el!has-no-apps' };
const SAM = { name: 'sam', password: 'S4m!security-admin' };

async function putRole(s: SecurityTestServer, name: string, body: unknown) {
  const res = await s.admin('POST', `/api/v1/configuration/roles/${name}`, body);
  expect([200, 201]).toContain(res.status);
}

async function putUser(s: SecurityTestServer, user: { name: string; password: string }, roles: string[]) {
  s.secrets.add(user.password);
  const res = await s.admin('POST', `/api/v1/configuration/internalusers/${user.name}`, {
    password: user.password,
    opendistro_security_roles: roles,
  });
  expect(res.status).toBe(201);
}

describe('application permissions, enabled (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.application_permissions.enabled': true,
        'opensearch_security.login.max_failures': 1000,
      },
    });
    await seedUsersAndTenants(s);
    expect(
      (
        await s.admin('POST', '/api/v1/configuration/actiongroups/apps_everything', {
          allowed_actions: ['application_all'],
        })
      ).status
    ).toBe(201);
    await putRole(s, 'dash_reader', {
      tenant_permissions: GLOBAL_WRITE,
      application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
    });
    await putRole(s, 'mgmt_all', {
      tenant_permissions: GLOBAL_WRITE,
      // Through a custom action group holding application_all.
      application_permissions: [{ application_patterns: ['manage*', 'home'], allowed_actions: ['apps_everything'] }],
    });
    await putRole(s, 'no_apps', { tenant_permissions: GLOBAL_WRITE });
    await putRole(s, 'security_app', {
      application_permissions: [{ application_patterns: ['security'], allowed_actions: ['application_all'] }],
    });
    await putUser(s, DORA, ['dash_reader']);
    await putUser(s, MARIA, ['dash_reader', 'mgmt_all']);
    await putUser(s, NOEL, ['no_apps', 'security_app']);
    await putUser(s, SAM, ['security_rest_api_full_access', 'security_app']);
    for (const user of [DORA, MARIA, NOEL, SAM]) cookies[user.name] = await s.login(user.name, user.password);
    cookies.reader = await s.login(READER.name, READER.password);
  });
  afterAll(() => s.stop());

  const as = (user: string) => ({ cookie: cookies[user] });
  const capabilities = async (user: string) => {
    const res = await s.call('POST', '/api/core/capabilities', { ...as(user), body: { applications: APPS } });
    expect(res.status).toBe(200);
    return res.body;
  };

  describe('the role format', () => {
    it('keeps application_permissions on a role', async () => {
      const res = await s.admin('GET', '/api/v1/configuration/roles/mgmt_all');
      expect(res.body.application_permissions).toEqual([
        { application_patterns: ['manage*', 'home'], allowed_actions: ['apps_everything'] },
      ]);
    });

    it('refuses an unknown action, empty patterns and unknown fields with 400', async () => {
      const unknown = await s.admin('POST', '/api/v1/configuration/roles/bad', {
        application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['kibana_all_read'] }],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain(
        "[application_permissions[0].allowed_actions] unknown application action 'kibana_all_read'"
      );
      const empty = await s.admin('POST', '/api/v1/configuration/roles/bad', {
        application_permissions: [{ application_patterns: [], allowed_actions: ['application_read'] }],
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatch(
        /application_permissions.0.application_patterns\]: must NOT have fewer than 1 item/
      );
      const extra = await s.admin('POST', '/api/v1/configuration/roles/bad', {
        application_permissions: [{ application_patterns: ['home'], allowed_actions: ['application_read'], x: 1 }],
      });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe(
        "Unknown field 'application_permissions[0].x' (allowed: application_patterns, allowed_actions)"
      );
      expect((await s.admin('GET', '/api/v1/configuration/roles/bad')).status).toBe(404);
    });

    it('ships the static action groups and the reserved roles with application permissions', async () => {
      const read = await s.admin('GET', '/api/v1/configuration/actiongroups/application_read');
      expect(read.body).toMatchObject({ static: true, reserved: true });
      const all = await s.admin('GET', '/api/v1/configuration/actiongroups/application_all');
      expect(all.body.allowed_actions).toContain('application_read');
      const roles = (name: string) =>
        s.admin('GET', `/api/v1/configuration/roles/${name}`).then((r) => r.body.application_permissions);
      expect(await roles('all_access')).toEqual([
        { application_patterns: ['*'], allowed_actions: ['application_all'] },
      ]);
      expect(await roles('kibana_user')).toEqual([
        { application_patterns: ['home', 'dashboards', 'visualize', 'status'], allowed_actions: ['application_all'] },
      ]);
      expect(await roles('kibana_read_only')).toEqual([
        { application_patterns: ['home', 'dashboards'], allowed_actions: ['application_read'] },
      ]);
    });
  });

  describe('the explainer', () => {
    const explain = (query: string) => s.admin('GET', `/api/v1/explain?${query}`).then((r) => r.body);

    it('says which role opens an app, through which action group', async () => {
      const res = await explain('user=maria&app=management');
      expect(res.allowed).toBe(true);
      expect(res.checks).toEqual([
        expect.objectContaining({
          kind: 'application',
          application: 'management',
          action: 'application_read',
          allowed: true,
          grants: [
            {
              role: 'mgmt_all',
              permission: 'application_permissions[0]',
              pattern: 'manage*',
              expansion: ['apps_everything', 'application_all'],
            },
          ],
        }),
      ]);
    });

    it('explains a write refused by a read-only grant, and an app no role of the user opens', async () => {
      const write = await explain('user=dora&app=dashboards&action=application_all');
      expect(write.allowed).toBe(false);
      expect(write.checks[0].misses[0]).toMatchObject({
        role: 'dash_reader',
        fix: "Give role `dash_reader`'s application permission on `dashboards` the action `application_all`.",
      });
      const closed = await explain('user=dora&app=management');
      expect(closed.allowed).toBe(false);
      expect(closed.checks[0].misses).toContainEqual(
        expect.objectContaining({ role: 'mgmt_all', fix: 'Map user `dora` to role `mgmt_all`.' })
      );
    });
  });

  describe('GET /api/v1/applications', () => {
    it('lists the declared apps for whoever may read roles', async () => {
      const res = await s.admin('GET', '/api/v1/applications');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((app: { id: string }) => app.id);
      expect(ids).toEqual(
        expect.arrayContaining(['home', 'status', 'dashboards', 'visualize', 'management', 'security'])
      );
      expect(res.body.data).toContainEqual({
        id: 'dashboards',
        title: 'Dashboards',
        category: 'OpenSearch Dashboards',
      });
      expect(ids).not.toContain('login');
    });

    it('is refused to a user who may not read roles', async () => {
      expect((await s.call('GET', '/api/v1/applications', as('dora'))).status).toBe(403);
    });
  });

  describe('capabilities', () => {
    it('show only the granted apps, and save only where the access is all', async () => {
      const caps = await capabilities('dora');
      expect(caps.navLinks).toMatchObject({
        dashboards: true,
        home: false,
        management: false,
        visualize: false,
        security: false,
        status: false,
        // Not an app a role names: left as it was.
        login: true,
      });
      expect(caps.dashboards).toEqual({ show: true, save: false });
      expect(caps.management).toEqual({ show: false, save: false });
      expect(caps.dashboard).toMatchObject({ createNew: false, showWriteControls: false });
    });

    it('are answered to a GET too, for the apps the server declares', async () => {
      const res = await s.call('GET', '/api/core/capabilities', as('dora'));
      expect(res.status).toBe(200);
      expect(res.body.navLinks).toEqual({
        home: false,
        status: false,
        management: false,
        dashboards: true,
        visualize: false,
        security: false,
      });
      expect(res.body.management).toEqual({ show: false, save: false });
    });

    it('add up several roles, all winning over read', async () => {
      const caps = await capabilities('maria');
      expect(caps.navLinks).toMatchObject({ dashboards: true, management: true, home: true, visualize: false });
      expect(caps.management).toEqual({ show: true, save: true });
      expect(caps.dashboards).toEqual({ show: true, save: false });
      expect(caps.advancedSettings).toEqual({ show: true, save: true });
    });

    it('give all_access every app, saving everywhere', async () => {
      const res = await s.admin('POST', '/api/core/capabilities', { applications: APPS });
      for (const app of ['home', 'dashboards', 'visualize', 'management', 'security', 'status']) {
        expect(res.body.navLinks[app]).toBe(true);
        expect(res.body[app]).toEqual({ show: true, save: true });
      }
    });

    it('open the Security app only with the security REST API too', async () => {
      expect((await capabilities('noel')).navLinks.security).toBe(false);
      expect((await capabilities('sam')).navLinks.security).toBe(true);
    });

    it('keep the read-only mode: kibana_read_only reads dashboards (and home) only', async () => {
      const caps = await capabilities('reader');
      expect(caps.navLinks).toMatchObject({ home: true, dashboards: true, management: false, visualize: false });
      expect(caps.dashboards).toEqual({ show: true, save: false });
    });
  });

  describe('audit data (issue 69.7)', () => {
    it('say who may read it: the audit endpoint and the Security app, so only they get Login activity', async () => {
      expect((await capabilities('sam')).securityAudit).toEqual({ read: true });
      expect((await capabilities('dora')).securityAudit).toEqual({ read: false });
      expect((await capabilities('reader')).securityAudit).toEqual({ read: false });
      expect((await s.call('GET', '/api/v1/audit/aggregate?type=histogram', as('dora'))).status).toBe(403);
    });
  });

  describe('pages', () => {
    it('answer an app not granted with 403 and the shell, which says so in its chrome (audited)', async () => {
      const from = mark(s);
      for (const path of ['/app/management', '/app/management/kibana/settings', '/app/%4Danagement', '/status']) {
        const res = await s.call('GET', path, as('dora'));
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toContain('text/html');
        // Issue 69.2: the shell's own page (its app router says why, with links on), not a bare one.
        expect(res.text).toContain('osd-injected-metadata');
      }
      expect((await s.call('GET', '/app/security', as('noel'))).status).toBe(403);
      const events = await eventsSince(s, from, 'MISSING_PRIVILEGES');
      expect(events.map((e) => [e.user, e.path, e.details.applications])).toContainEqual([
        'dora',
        '/app/management',
        ['management'],
      ]);
    });

    it('send a user refused Home on to the app they land on: Dashboards, else the first granted (issue 69.2)', async () => {
      const from = mark(s);
      const dora = await s.call('GET', '/app/home', as('dora'));
      expect(dora.status).toBe(302);
      expect(dora.headers.get('location')).toBe('/app/dashboards');
      // The login's default target, the root, ends there too.
      expect((await s.call('GET', '/', as('dora'))).headers.get('location')).toBe('/app/home');
      // Home granted: home.
      expect((await s.call('GET', '/app/home', as('maria'))).status).toBe(200);
      // The Security app only: there.
      const sam = await s.call('GET', '/app/home', as('sam'));
      expect(sam.headers.get('location')).toBe('/app/security');
      // No app at all: the refusal (with no app to go on to), audited.
      expect((await s.call('GET', '/app/home', as('noel'))).status).toBe(403);
      const events = await eventsSince(s, from, 'MISSING_PRIVILEGES');
      expect(events.map((e) => [e.user, e.path])).toEqual([['noel', '/app/home']]);
    });

    it('serve granted apps and the pages that are no app', async () => {
      expect((await s.call('GET', '/app/dashboards', as('dora'))).status).toBe(200);
      expect((await s.call('GET', '/app/management', as('maria'))).status).toBe(200);
      expect((await s.call('GET', '/missing-role', as('dora'))).status).toBe(200);
      expect((await s.admin('GET', '/app/security')).status).toBe(200);
    });
  });

  describe('API calls', () => {
    const dashboard = { attributes: { title: 'Quarterly' } };

    it('read saved objects with application_read and refuse their writes with 403 (audited)', async () => {
      expect((await s.call('GET', '/api/saved_objects/_find?type=dashboard', as('dora'))).status).toBe(200);
      const from = mark(s);
      const write = await s.call('POST', '/api/saved_objects/dashboard', { ...as('dora'), body: dashboard });
      expect(write.status).toBe(403);
      expect(write.body.message).toContain('read-only for you');
      const [event] = await eventsSince(s, from, 'MISSING_PRIVILEGES');
      expect(event).toMatchObject({
        user: 'dora',
        details: { reason: 'application_read_only', applications: ['dashboards', 'visualize', 'management'] },
      });
      const bulk = await s.call('POST', '/api/saved_objects/_bulk_get', { ...as('dora'), body: [] });
      expect(bulk.status).toBe(200);
    });

    it("give an API token its creator's apps", async () => {
      const created = await s.call('POST', '/api/v1/configuration/apitokens', {
        ...as('dora'),
        body: { name: 'dora-ci', duration_seconds: 3600, tenant_permissions: GLOBAL_WRITE },
      });
      expect(created.status).toBe(200);
      s.secrets.add(created.body.token);
      const token = { xsrf: false, headers: { authorization: `ApiKey ${created.body.token}` } };
      expect((await s.call('GET', '/api/saved_objects/_find?type=dashboard', token)).status).toBe(200);
      const write = await s.call('POST', '/api/saved_objects/dashboard', { ...token, body: dashboard });
      expect(write.status).toBe(403);
      expect(write.body.message).toContain('read-only for you');
    });

    it('refuse every saved objects call to a user without any of their apps', async () => {
      const res = await s.call('GET', '/api/saved_objects/_find?type=dashboard', as('noel'));
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('You do not have access to any of the applications');
    });

    it('let a write through with application_all', async () => {
      const res = await s.call('POST', '/api/saved_objects/dashboard', { ...as('maria'), body: dashboard });
      expect(res.status).toBe(200);
      const settings = await s.call('POST', '/api/kibana/settings', {
        ...as('maria'),
        body: { changes: { 'theme:darkMode': true } },
      });
      expect(settings.status).toBe(200);
    });

    it('refuse the settings write to a user without management, but not the settings read every page needs', async () => {
      const res = await s.call('POST', '/api/kibana/settings', {
        ...as('dora'),
        body: { changes: { 'theme:darkMode': true } },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You do not have access to the application 'management'.");
      expect((await s.call('GET', '/api/kibana/settings', as('dora'))).status).toBe(200);
    });

    it('refuse the security API without the Security app even with REST API permissions', async () => {
      await putRole(s, 'api_only', { cluster_permissions: ['restapi:admin/roles'] });
      const eve = { name: 'eve', password: 'Ev3!reads-roles' };
      await putUser(s, eve, ['api_only']);
      const cookie = await s.login(eve.name, eve.password);
      const res = await s.call('GET', '/api/v1/configuration/roles', { cookie });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You do not have access to the application 'security'.");
      expect((await s.call('GET', '/api/v1/configuration/roles', as('sam'))).status).toBe(200);
    });
  });
});
