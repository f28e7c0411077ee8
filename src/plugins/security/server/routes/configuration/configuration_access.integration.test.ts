import { ENTRY_RESOURCES } from './entry_routes';
import { NO_ACCESS_MESSAGE, startHarness, UNAUTHENTICATED_MESSAGE, type Harness } from './test_harness';

const API = '/api/v1/configuration';

const AUDIT_BODY = { enabled: false, audit: {}, compliance: {} };

/**
 * Every route, with a body that would succeed for a caller with API access. Rows always have
 * three cells: jest.each would take a missing third one for a `done` callback.
 */
/** An entry of each kind that exists (an action group may not share a role's name). */
const EXISTING: Record<string, string> = {
  internalusers: 'admin',
  roles: 'kibana_user',
  rolesmapping: 'kibana_user',
  tenants: 'probe_tenant',
  actiongroups: 'probe_group',
};

const ROUTES: Array<[string, string, unknown]> = [
  ...ENTRY_RESOURCES.flatMap((kind): Array<[string, string, unknown]> => [
    ['GET', `${API}/${kind}`, undefined],
    ['GET', `${API}/${kind}/${EXISTING[kind]}`, undefined],
    ['POST', `${API}/${kind}/probe_${kind}`, kind === 'internalusers' ? { password: 'Pr0be!passwd' } : {}],
    ['DELETE', `${API}/${kind}/probe_${kind}`, undefined],
  ]),
  ['GET', `${API}/securityconfig`, undefined],
  ['GET', `${API}/audit`, undefined],
  ['POST', `${API}/audit/config`, AUDIT_BODY],
  ['DELETE', `${API}/cache`, undefined],
  // The export answers a zip, not text: its access is checked in config_transfer.integration.test.ts.
  ['POST', `${API}/import?dry_run=true`, { files: { 'tenants.yml': '_meta: {type: tenants, config_version: 2}\n' } }],
];

describe('access to the configuration routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    h.secrets.add('Pr0be!passwd');
    await h.backend.upsert('tenants', 'probe_tenant', { description: 'an existing tenant' });
    await h.backend.upsert('actiongroups', 'probe_group', { allowed_actions: ['read'] });
    await h.backend.upsert('roles', 'probe_rolesmapping', { description: 'a role to map' });
  });
  afterAll(() => h.close());

  it.each(ROUTES)('%s %s answers 401 to a caller who is not logged in', async (method, path, body) => {
    expect(await h.call(method, path, { body, access: 'anon' })).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: UNAUTHENTICATED_MESSAGE },
    });
  });

  it.each(ROUTES)('%s %s answers 403 to a user without API access', async (method, path, body) => {
    expect(await h.call(method, path, { body, access: 'no' })).toMatchObject({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: NO_ACCESS_MESSAGE },
    });
  });

  it('checks access before anything else: a bad body, a bad name or a bad query still gets 401/403', async () => {
    for (const access of ['no', 'anon'] as const) {
      const status = access === 'no' ? 403 : 401;
      expect((await h.call('POST', `${API}/roles/x`, { body: { foo: 1 }, access })).status).toBe(status);
      expect((await h.call('POST', `${API}/roles/ok_name`, { rawBody: '{not json', access })).status).toBe(status);
      expect((await h.call('GET', `${API}/roles?per_page=0`, { access })).status).toBe(status);
      expect((await h.call('GET', `${API}/roles/hidden_or_missing`, { access })).status).toBe(status);
    }
  });

  it('changes nothing for a caller without access', async () => {
    expect((await h.call('POST', `${API}/tenants/sneaky`, { body: {}, access: 'no' })).status).toBe(403);
    expect((await h.call('DELETE', `${API}/tenants/probe_tenant`, { access: 'no' })).status).toBe(403);
    expect((await h.call('POST', `${API}/audit/config`, { body: AUDIT_BODY, access: 'no' })).status).toBe(403);
    expect((await h.call('GET', `${API}/tenants/sneaky`)).status).toBe(404);
    expect((await h.call('GET', `${API}/tenants/probe_tenant`)).status).toBe(200);
    expect((await h.call('GET', `${API}/audit`)).body.config.enabled).toBe(true);
  });

  it.each(ROUTES)('%s %s works for a caller with API access', async (method, path, body) => {
    const res = await h.call(method, path, { body });
    expect([200, 201]).toContain(res.status);
  });

  it('needs the osd-xsrf header for every write', async () => {
    const refused = { status: 400, body: { message: 'Request must contain a osd-xsrf header.' } };
    expect(await h.call('POST', `${API}/tenants/forged`, { body: {}, xsrf: false })).toMatchObject(refused);
    expect(await h.call('DELETE', `${API}/tenants/probe_tenant`, { xsrf: false })).toMatchObject(refused);
    expect(await h.call('POST', `${API}/audit/config`, { body: AUDIT_BODY, xsrf: false })).toMatchObject(refused);
    expect(await h.call('DELETE', `${API}/cache`, { xsrf: false })).toMatchObject(refused);
    expect(
      await h.call('POST', `${API}/import?dry_run=false`, { body: { files: { 'tenants.yml': '' } }, xsrf: false })
    ).toMatchObject(refused);
    expect((await h.call('GET', `${API}/tenants/forged`)).status).toBe(404);
    expect((await h.call('GET', `${API}/tenants/probe_tenant`)).status).toBe(200);
  });

  it.each([
    ['GET', `${API}/nodesdn`],
    ['GET', `${API}/users`],
    ['GET', `${API}/unknown/name`],
    ['POST', `${API}/unknown/name`],
    ['DELETE', `${API}/unknown/name`],
    ['GET', `${API}/securityconfig/x`],
  ])('%s %s: an unknown resource is 404', async (method, path) => {
    expect(await h.call(method, path, method === 'POST' ? { body: {} } : {})).toMatchObject({
      status: 404,
      body: { statusCode: 404 },
    });
  });

  it('DELETE on the security configuration, which cannot be deleted, is 405 naming the methods it takes', async () => {
    const res = await h.call('DELETE', `${API}/securityconfig`);
    expect(res).toMatchObject({ status: 405, body: { statusCode: 405 } });
    expect(res.body.message).toMatch(
      /^DELETE is not allowed on \/api\/v1\/configuration\/securityconfig; it takes GET, /
    );
  });
});
