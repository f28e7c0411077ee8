/**
 * With application permissions on, sharing a saved object is a write to it: a user whose roles
 * open the apps of the saved objects API (dashboards, visualize, management) and the Security app
 * read only changes nobody's access to their dashboard, on the dashboards server nor on the REST
 * listener, as they cannot change the dashboard itself. With one of those apps open for writing,
 * they share as before.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import type { SecurityTestServer } from '../test_utils/security_test_server';

const DEE = { name: 'dee', password: 'D33!views-dashboards' };
const role = (action: string) => ({
  tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_write'] }],
  application_permissions: [{ application_patterns: ['home', 'dashboards'], allowed_actions: [action] }],
});
const shareWith = (users: string[]) => ({
  resource_id: 'dee-board',
  resource_type: 'dashboard',
  share_with: users.length > 0 ? { dashboard_full_access: { users } } : {},
});

describe('sharing and application permissions', () => {
  let s: SecurityTestServer;
  let restUrl: string;
  const setRole = async (action: string) =>
    expect((await s.admin('POST', '/api/v1/configuration/roles/dee_role', role(action))).status).toBeLessThan(300);

  beforeAll(async () => {
    ({ s, restUrl } = await startWithRestListener({
      'opensearch_security.application_permissions.enabled': true,
      'opensearch_security.resource_sharing.enabled': true,
    }));
    await s.createUser(DEE.name, DEE.password, []);
    await setRole('application_all');
    expect((await s.admin('POST', '/api/v1/configuration/rolesmapping/dee_role', { users: [DEE.name] })).status).toBe(
      201
    );
  }, 120_000);
  afterAll(() => s?.stop());

  it('refuses a share by a user who may only read the apps, on both listeners, and changes nothing', async () => {
    const cookie = await s.login(DEE.name, DEE.password);
    const board = '/api/saved_objects/dashboard/dee-board';
    expect((await s.call('POST', board, { cookie, body: { attributes: { title: 'Dee' } } })).status).toBe(200);
    await setRole('application_read');
    expect((await s.call('PUT', board, { cookie, body: { attributes: { title: 'x' } } })).status).toBe(403);

    const readOnly =
      "The applications that use this API ('dashboards', 'visualize', 'management', 'security') are read-only for you: nothing can be changed.";
    const put = await s.call('PUT', '/api/resource/share', { cookie, body: shareWith(['zed']) });
    const update = await s.call('POST', '/api/resource/update_sharing', {
      cookie,
      body: { resource_id: 'dee-board', resource_type: 'dashboard', add: { dashboard_read_only: { users: ['zed'] } } },
    });
    const rest = await restJson(restUrl, DEE, 'PATCH', '/resource/share', {
      resource_id: 'dee-board',
      resource_type: 'dashboard',
      add: { dashboard_read_only: { users: ['zed'] } },
    });
    expect([put.status, put.body.message, update.status, rest.status, rest.body.message]).toEqual([
      403,
      readOnly,
      403,
      403,
      readOnly,
    ]);
    // Reading who holds it stays open to a reader of the apps.
    const view = await s.call('GET', '/api/resource/view?resourceId=dee-board&resourceType=dashboard', { cookie });
    expect([view.status, view.body.sharing_info.share_with]).toEqual([200, {}]);

    await setRole('application_all');
    expect((await s.call('PUT', '/api/resource/share', { cookie, body: shareWith(['zed']) })).status).toBe(200);
    expect((await restJson(restUrl, DEE, 'PUT', '/resource/share', shareWith([]))).status).toBe(200);
  });
});
