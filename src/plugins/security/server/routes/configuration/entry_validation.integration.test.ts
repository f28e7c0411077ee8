import { RESOURCE_NAME_CHARACTER_MESSAGE, RESOURCE_NAME_LENGTH_MESSAGE } from '../../../common/resource_name';
import { startHarness, type Harness } from './test_harness';

const enc = encodeURIComponent;
const API = '/api/v1/configuration';

describe('configuration entry routes: names and bodies', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    h.secrets.add('Str0ng!Passw0rd');
  });
  afterAll(() => h.close());

  describe('names (SPEC 5)', () => {
    const bad: Array<[string, string]> = [
      ['a%b', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['%25', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['bell\u0007name', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['new\nline', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['nul\u0000', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['private\uE000use', RESOURCE_NAME_CHARACTER_MESSAGE],
      ['x', RESOURCE_NAME_LENGTH_MESSAGE],
      ['y'.repeat(51), RESOURCE_NAME_LENGTH_MESSAGE],
    ];

    it.each(bad)('refuses %j on every by-name route with 400', async (name, problem) => {
      for (const kind of ['tenants', 'roles', 'internalusers', 'actiongroups', 'rolesmapping']) {
        const path = `${API}/${kind}/${enc(name)}`;
        const body = kind === 'internalusers' ? { password: 'Str0ng!Passw0rd' } : {};
        for (const method of ['POST', 'GET', 'DELETE']) {
          const res = await h.call(method, path, method === 'POST' ? { body } : {});
          expect({ method, kind, status: res.status, message: res.body.message }).toEqual({
            method,
            kind,
            status: 400,
            message: `[name] ${problem}`,
          });
        }
      }
      expect((await h.call('GET', `${API}/tenants?per_page=1000`)).body.data).not.toHaveProperty(name);
    });

    it('accepts 2 and 50 characters, counted as a user counts them', async () => {
      for (const name of ['ab', 'z'.repeat(50), '😀😀', 'é'.repeat(50)]) {
        expect((await h.call('POST', `${API}/tenants/${enc(name)}`, { body: {} })).status).toBe(201);
        expect((await h.call('GET', `${API}/tenants/${enc(name)}`)).status).toBe(200);
      }
    });

    // Markup in a name is refused (issue 6); markup in a description is kept, as inert JSON text.
    it('refuses a name that holds markup, and keeps markup in a description as JSON text', async () => {
      const refused = await h.call('POST', `${API}/roles/${enc('<img src=x onerror=alert(1)>')}`, { body: {} });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('The name must not contain the characters < or >.');
      const created = await h.call('POST', `${API}/tenants/markup_desc`, {
        body: { description: '<script>alert(1)</script>' },
      });
      expect(created.status).toBe(201);
      const list = await h.call('GET', `${API}/tenants?search=markup_desc`);
      expect(list.contentType).toMatch(/^application\/json/);
      expect(list.body).toEqual({
        total: 1,
        data: { markup_desc: expect.objectContaining({ description: '<script>alert(1)</script>' }) },
      });
    });
  });

  describe('bodies', () => {
    it.each([
      [
        'roles',
        { foo: 1 },
        "Unknown field 'foo' (allowed: cluster_permissions, index_permissions, tenant_permissions, application_permissions, extension_permissions, description)",
      ],
      [
        'roles',
        { reserved: true },
        "Unknown field 'reserved' (allowed: cluster_permissions, index_permissions, tenant_permissions, application_permissions, extension_permissions, description)",
      ],
      [
        'roles',
        { static: false },
        "Unknown field 'static' (allowed: cluster_permissions, index_permissions, tenant_permissions, application_permissions, extension_permissions, description)",
      ],
      ['tenants', { hidden: true }, "Unknown field 'hidden' (allowed: description)"],
      [
        'roles',
        { index_permissions: [{ index_patterns: ['*'], bar: [] }] },
        "Unknown field 'index_permissions[0].bar' (allowed: index_patterns, fls, masked_fields, dls, allowed_actions)",
      ],
      ['roles', { cluster_permissions: 'cluster_all' }, '[body.cluster_permissions]: must be array'],
      ['roles', { cluster_permissions: [1] }, '[body.cluster_permissions.0]: must be string'],
      ['tenants', { description: 5 }, '[body.description]: must be string'],
      ['actiongroups', { type: 'weird' }, '[body.type]: must be one of: cluster, index, kibana, all'],
      [
        'internalusers',
        { password: 'Str0ng!Passw0rd', attributes: { level: 3 } },
        '[body.attributes.level]: must be string',
      ],
      ['tenants', [], '[body]: must be object'],
      ['tenants', 'text', '[body]: must be object'],
    ])('%s: refuses %j with 400 naming the problem', async (kind, body, message) => {
      const path = `${API}/${kind}/body_check`;
      expect(await h.call('POST', path, { body })).toMatchObject({ status: 400, body: { statusCode: 400, message } });
      expect((await h.call('GET', path)).status).toBe(404);
    });

    it('refuses a missing body, malformed JSON and prototype keys', async () => {
      const path = `${API}/tenants/body_check`;
      expect(await h.call('POST', path)).toMatchObject({ status: 400, body: { message: '[body]: must be object' } });
      expect(await h.call('POST', path, { rawBody: '{"description":' })).toMatchObject({
        status: 400,
        body: { message: 'The request body is not valid JSON.' },
      });
      expect((await h.call('POST', path, { rawBody: '{"__proto__":{"reserved":true}}' })).status).toBe(400);
      expect((await h.call('GET', path)).status).toBe(404);
    });

    it("passes the backend's own checks on as 400s (mapping of a missing role, a DLS that is not JSON)", async () => {
      expect(await h.call('POST', `${API}/rolesmapping/no_such_role`, { body: { users: ['x'] } })).toMatchObject({
        status: 404,
        body: { message: "Role 'no_such_role' not found." },
      });
      expect(
        await h.call('POST', `${API}/roles/dls_role`, {
          body: { index_permissions: [{ index_patterns: ['*'], dls: 'not json' }] },
        })
      ).toMatchObject({
        status: 400,
        body: { message: '[index_permissions[0].dls] must be a query written as a JSON object' },
      });
    });
  });
});
