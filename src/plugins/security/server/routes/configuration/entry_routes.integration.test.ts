import { PASSWORD_INSTRUCTION } from '../../../common/password_rules';
import { normalizeEntry, SecurityRepository, ADMIN_PASSWORD } from '../../test_utils/embedded_store';
import type { SecurityBackend } from '../../backend/types';
import { HASH_REFUSED_MESSAGE } from './entry_routes';
import { startHarness, type Harness } from './test_harness';

const enc = encodeURIComponent;
const API = '/api/v1/configuration';

describe('configuration entry routes: create, read, update, delete', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const cases = [
    {
      kind: 'roles',
      name: 'analyst',
      create: {
        description: 'role description',
        cluster_permissions: ['cluster_composite_ops'],
        tenant_permissions: [],
        index_permissions: [{ index_patterns: ['.kibana'], allowed_actions: ['read', 'index'] }],
      },
      stored: {
        reserved: false,
        hidden: false,
        static: false,
        description: 'role description',
        cluster_permissions: ['cluster_composite_ops'],
        tenant_permissions: [],
        index_permissions: [
          { index_patterns: ['.kibana'], fls: [], masked_fields: [], allowed_actions: ['read', 'index'] },
        ],
      },
      update: { description: 'changed', cluster_permissions: [] },
      label: 'Role',
    },
    {
      kind: 'rolesmapping',
      name: 'kibana_read_only',
      create: { backend_roles: [], hosts: [], users: ['admin'] },
      stored: {
        reserved: false,
        hidden: false,
        static: false,
        description: '',
        backend_roles: [],
        hosts: [],
        users: ['admin'],
        and_backend_roles: [],
      },
      update: { users: ['someone'] },
      label: 'Role mapping',
      existing: true,
    },
    {
      kind: 'actiongroups',
      name: 'my_reads',
      create: {
        description: 'action group description',
        allowed_actions: ['indices:data/read*', 'indices:admin/mappings/fields/get*'],
      },
      stored: {
        reserved: false,
        hidden: false,
        static: false,
        description: 'action group description',
        allowed_actions: ['indices:data/read*', 'indices:admin/mappings/fields/get*'],
      },
      update: { allowed_actions: ['read'], type: 'index' },
      label: 'Action group',
    },
    {
      kind: 'internalusers',
      name: 'jdoe',
      create: {
        description: 'test user description',
        password: 'Str0ng!Passw0rd',
        backend_roles: ['arbitrary_backend_role'],
        attributes: {},
      },
      stored: {
        reserved: false,
        hidden: false,
        static: false,
        description: 'test user description',
        backend_roles: ['arbitrary_backend_role'],
        attributes: {},
        opendistro_security_roles: [],
      },
      update: { backend_roles: [], attributes: { team: 'blue' } },
      label: 'User',
    },
    {
      kind: 'tenants',
      name: 'test tenant',
      create: { description: 'test tenant description' },
      stored: { reserved: false, hidden: false, static: false, description: 'test tenant description' },
      update: { description: 'changed' },
      label: 'Tenant',
    },
  ];

  it.each(cases)('$kind: creates (201), reads, updates (200), lists and deletes an entry', async (c) => {
    h.secrets.add('Str0ng!Passw0rd');
    const path = `${API}/${c.kind}/${enc(c.name)}`;
    if (c.existing) await h.call('DELETE', path);
    expect(await h.call('POST', path, { body: c.create })).toMatchObject({
      status: 201,
      body: { status: 'CREATED', message: `'${c.name}' created.` },
    });
    expect(await h.call('GET', path)).toMatchObject({ status: 200, body: c.stored });

    expect(await h.call('POST', path, { body: c.update })).toMatchObject({
      status: 200,
      body: { status: 'OK', message: `'${c.name}' updated.` },
    });
    const updated = await h.call('GET', path);
    expect(updated.body).toMatchObject(c.update);
    expect(updated.body).not.toHaveProperty('hash');
    expect(updated.body).not.toHaveProperty('password');

    const list = await h.call('GET', `${API}/${c.kind}`);
    expect(list.body.data[c.name]).toEqual(updated.body);

    expect(await h.call('DELETE', path)).toEqual(
      expect.objectContaining({ status: 200, body: { status: 'OK', message: `'${c.name}' deleted.` } })
    );
    expect(await h.call('GET', path)).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: `${c.label} '${c.name}' not found.` },
    });
    expect(await h.call('DELETE', path)).toMatchObject({ status: 404 });
  });

  describe('internal users', () => {
    const user = (name: string) => `${API}/internalusers/${name}`;

    it('sets the password given on create and keeps it when an update sends none', async () => {
      h.secrets.add('Orig1nal!pw');
      expect((await h.call('POST', user('alice'), { body: { password: 'Orig1nal!pw' } })).status).toBe(201);
      expect(await h.backend.authenticate('alice', 'Orig1nal!pw')).not.toBeNull();
      expect((await h.call('POST', user('alice'), { body: { description: 'no password here' } })).status).toBe(200);
      expect(await h.backend.authenticate('alice', 'Orig1nal!pw')).not.toBeNull();
      h.secrets.add('Repl4ced!pw');
      expect((await h.call('POST', user('alice'), { body: { password: 'Repl4ced!pw' } })).status).toBe(200);
      expect(await h.backend.authenticate('alice', 'Orig1nal!pw')).toBeNull();
      expect(await h.backend.authenticate('alice', 'Repl4ced!pw')).not.toBeNull();
    });

    it('requires a password to create a user', async () => {
      expect(await h.call('POST', user('nopass'), { body: { backend_roles: [] } })).toMatchObject({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: '[password] is required to create a user' },
      });
      expect((await h.call('GET', user('nopass'))).status).toBe(404);
    });

    it('refuses a password that breaks the password rule, or an empty one', async () => {
      h.secrets.add('weakpassword');
      expect(await h.call('POST', user('weak'), { body: { password: 'weakpassword' } })).toMatchObject({
        status: 400,
        body: { message: `[password] ${PASSWORD_INSTRUCTION}` },
      });
      expect(await h.call('POST', user('weak'), { body: { password: '' } })).toMatchObject({
        status: 400,
        body: { message: '[body.password]: must NOT have fewer than 1 characters' },
      });
      expect((await h.call('GET', user('weak'))).status).toBe(404);
    });

    it('refuses a hash in the body, so no one sets a password that skipped the rule', async () => {
      const hash = await h.backend.getHash('admin');
      for (const body of [{ hash }, { hash, password: 'Str0ng!Passw0rd' }, { hash: '' }]) {
        expect(await h.call('POST', user('hashed'), { body })).toMatchObject({
          status: 400,
          body: { message: HASH_REFUSED_MESSAGE },
        });
      }
      expect((await h.call('GET', user('hashed'))).status).toBe(404);
    });

    it('lists users without hashes', async () => {
      const list = await h.call('GET', `${API}/internalusers`);
      expect(list.status).toBe(200);
      expect(list.body.data.admin).toMatchObject({ reserved: true, backend_roles: ['admin'] });
      for (const entry of Object.values(list.body.data)) {
        expect(entry).not.toHaveProperty('hash');
        expect(entry).not.toHaveProperty('password');
      }
    });
  });

  describe('reserved, static and hidden entries', () => {
    it.each([
      ['roles', 'all_access', "Role 'all_access' is static and cannot be changed or deleted."],
      ['actiongroups', 'read', "Action group 'read' is static and cannot be changed or deleted."],
      ['tenants', 'global_tenant', "Tenant 'global_tenant' is static and cannot be changed or deleted."],
      ['internalusers', 'admin', "User 'admin' is reserved and cannot be changed or deleted."],
    ])('refuses to change or delete %s/%s with 403', async (kind, name, message) => {
      const path = `${API}/${kind}/${name}`;
      const before = await h.call('GET', path);
      expect(before.status).toBe(200);
      const body = kind === 'internalusers' ? { password: 'Hijack3d!pw' } : { description: 'taken over' };
      expect(await h.call('POST', path, { body })).toMatchObject({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message },
      });
      expect(await h.call('DELETE', path)).toMatchObject({ status: 403, body: { message } });
      expect((await h.call('GET', path)).body).toEqual(before.body);
      if (kind === 'internalusers') expect(await h.backend.authenticate('admin', ADMIN_PASSWORD)).not.toBeNull();
    });

    it('never lists a hidden entry and answers 404 for it on every route', async () => {
      await h.store.write(async (repository) => {
        await repository.put('roles', 'ghost_role', normalizeEntry('roles', { hidden: true, description: 'hidden' }));
        await repository.put('internalusers', 'ghost_user', normalizeEntry('internalusers', { hidden: true }));
      });
      for (const [kind, name, label] of [
        ['roles', 'ghost_role', 'Role'],
        ['internalusers', 'ghost_user', 'User'],
      ]) {
        const list = await h.call('GET', `${API}/${kind}?search=ghost`);
        expect(list.body).toEqual({ total: 0, data: {} });
        const path = `${API}/${kind}/${name}`;
        const notFound = { status: 404, body: { message: `${label} '${name}' not found.` } };
        expect(await h.call('GET', path)).toMatchObject(notFound);
        expect(await h.call('DELETE', path)).toMatchObject(notFound);
        const body = kind === 'internalusers' ? { password: 'Overwr1te!pw' } : { description: 'overwritten' };
        expect(await h.call('POST', path, { body })).toMatchObject(notFound);
        expect(await new SecurityRepository(h.store.kysely()).get(kind as 'roles', name)).toMatchObject({
          hidden: true,
        });
      }
    });
  });
});

describe('a backend that answers a user\'s hash (as OpenSearch\'s API answers `hash: ""`)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      wrapBackend: (backend) => {
        const leak = (entry: object) => ({
          ...entry,
          hash: '$2y$12$leakedleakedleakedleakedleakedleakedleakedleakedleaked',
          password: 'Leaked!pw1',
        });
        return Object.assign(Object.create(backend) as SecurityBackend, {
          get: async (kind: never, name: string) => leak(await backend.get(kind, name)),
          list: async (kind: never, options: never) => {
            const result = await backend.list(kind, options);
            return { ...result, items: result.items.map(({ name, entry }) => ({ name, entry: leak(entry) })) };
          },
        });
      },
    });
    h.secrets.add('Leaked!pw1');
  });
  afterAll(() => h.close());

  it('strips the hash and password from every user the routes answer', async () => {
    const one = await h.call('GET', `${API}/internalusers/admin`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ reserved: true, backend_roles: ['admin'] });
    const list = await h.call('GET', `${API}/internalusers`);
    expect(list.status).toBe(200);
    expect(list.body.data.admin).toMatchObject({ reserved: true });
  });

  it.each(['roles/all_access', 'rolesmapping/all_access', 'actiongroups/read', 'tenants/global_tenant'])(
    'never sends a field the response schema does not declare: GET %s',
    async (path) => {
      const res = await h.call('GET', `${API}/${path}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ reserved: expect.any(Boolean), description: expect.any(String) });
      expect(res.body).not.toHaveProperty('hash');
      expect(res.body).not.toHaveProperty('password');
      expect(JSON.stringify(res.body)).not.toContain('leaked');
    }
  );
});
