/** `?create_only=true` and the role → mapping cascade, over real HTTP on a real store. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './test_harness';

const API = '/api/v1/configuration';

const BODIES: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
  ['roles', 'Role', { description: 'first', cluster_permissions: ['cluster_monitor'] }, { description: 'second' }],
  [
    'internalusers',
    'User',
    { description: 'first', password: 'Str0ng!Passw0rd' },
    { description: 'second', password: 'Oth3r!Passw0rd' },
  ],
  [
    'actiongroups',
    'Action group',
    { description: 'first', allowed_actions: ['read'] },
    { description: 'second', allowed_actions: ['write'] },
  ],
  ['tenants', 'Tenant', { description: 'first' }, { description: 'second' }],
  ['rolesmapping', 'Role mapping', { users: ['first'] }, { users: ['second'] }],
];

// One harness for the file: the tests write entries of different names.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  h.secrets.add('Str0ng!Passw0rd');
  h.secrets.add('Oth3r!Passw0rd');
});
afterAll(() => h?.close());

describe('create-only POST (?create_only=true)', () => {
  describe.each(BODIES)('%s', (kind, label, first, second) => {
    const name = `co_${kind}`;
    const path = `${API}/${kind}/${name}?create_only=true`;

    it('creates a new entry (201) and answers 409 naming it the second time, leaving the first untouched', async () => {
      // A mapping needs its role.
      if (kind === 'rolesmapping')
        expect((await h.call('POST', `${API}/roles/${name}`, { body: {} })).status).toBe(201);
      expect(await h.call('POST', path, { body: first })).toMatchObject({ status: 201, body: { status: 'CREATED' } });
      const before = await h.call('GET', `${API}/${kind}/${name}`);
      expect(await h.call('POST', path, { body: second })).toMatchObject({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: `${label} '${name}' already exists.` },
      });
      expect((await h.call('GET', `${API}/${kind}/${name}`)).body).toEqual(before.body);
      // Without the flag the same call still replaces (OpenSearch's create-or-update).
      expect((await h.call('POST', `${API}/${kind}/${name}`, { body: second })).status).toBe(200);
    });
  });

  it('lets exactly one of many concurrent creates of one name win', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => ({ description: `racer ${i}` }));
    const results = await Promise.all(
      bodies.map((body) => h.call('POST', `${API}/tenants/raced?create_only=true`, { body }))
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = bodies[results.findIndex((r) => r.status === 201)];
    expect((await h.call('GET', `${API}/tenants/raced`)).body).toMatchObject(winner);
  });

  it('answers 409 for a reserved entry too (a plain POST would get 403)', async () => {
    expect(
      await h.call('POST', `${API}/internalusers/admin?create_only=true`, { body: { password: 'Str0ng!Passw0rd' } })
    ).toMatchObject({
      status: 409,
      body: { message: "User 'admin' already exists." },
    });
  });

  it('refuses a create_only that is not true or false, and unknown query parameters', async () => {
    expect(await h.call('POST', `${API}/tenants/q1?create_only=maybe`, { body: {} })).toMatchObject({
      status: 400,
      body: { message: '[query.create_only]: must be boolean' },
    });
    expect(await h.call('POST', `${API}/tenants/q1?overwrite=false`, { body: {} })).toMatchObject({
      status: 400,
      body: { message: "Unknown query parameter 'overwrite' (allowed: create_only)" },
    });
    expect((await h.call('GET', `${API}/tenants/q1`)).status).toBe(404);
  });

  it('checks access before anything: 401/403 whatever the entry', async () => {
    expect(
      (await h.call('POST', `${API}/tenants/global_tenant?create_only=true`, { body: {}, access: 'anon' })).status
    ).toBe(401);
    expect(
      (await h.call('POST', `${API}/tenants/global_tenant?create_only=true`, { body: {}, access: 'no' })).status
    ).toBe(403);
  });
});

describe('deleting a role', () => {
  it('deletes its mapping in the same write: a role created again under the name maps nobody', async () => {
    expect(
      (await h.call('POST', `${API}/roles/auditors`, { body: { cluster_permissions: ['cluster_monitor'] } })).status
    ).toBe(201);
    expect(
      (await h.call('POST', `${API}/rolesmapping/auditors`, { body: { users: ['mallory'], backend_roles: ['ops'] } }))
        .status
    ).toBe(201);
    const version = async () =>
      (await h.store.query<{ version: number }>('SELECT version FROM security_config_version'))[0].version;
    const before = await version();

    expect(await h.call('DELETE', `${API}/roles/auditors`)).toMatchObject({
      status: 200,
      body: { message: "'auditors' deleted." },
    });
    expect((await h.call('GET', `${API}/rolesmapping/auditors`)).status).toBe(404);
    // One write: one version bump for the role and its mapping together.
    expect(await version()).toBe(before + 1);

    expect((await h.call('POST', `${API}/roles/auditors?create_only=true`, { body: {} })).status).toBe(201);
    expect((await h.call('GET', `${API}/rolesmapping/auditors`)).status).toBe(404);
    expect((await h.call('GET', `${API}/rolesmapping?search=auditors`)).body).toEqual({ total: 0, data: {} });
  });

  it('keeps both when the role cannot be deleted (reserved), and deleting a role without a mapping works', async () => {
    expect((await h.call('DELETE', `${API}/roles/kibana_read_only`)).status).toBe(403);
    expect((await h.call('GET', `${API}/roles/kibana_read_only`)).status).toBe(200);
    expect((await h.call('POST', `${API}/roles/lonely`, { body: {} })).status).toBe(201);
    expect((await h.call('DELETE', `${API}/roles/lonely`)).status).toBe(200);
  });
});
