import { normalizeEntry } from '../../test_utils/embedded_store';
import type { SecurityBackend } from '../../backend/types';
import { MAX_PER_PAGE } from './entry_routes';
import { ROLES_WITH_MAPPINGS_PATH } from './roles_with_mappings_routes';
import { NO_ACCESS_MESSAGE, startHarness, UNAUTHENTICATED_MESSAGE, type Harness } from './test_harness';

const PATH = ROLES_WITH_MAPPINGS_PATH;

describe('GET /api/v1/configuration/roles_with_mappings', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.backend.upsert('roles', 'zz_analyst', {
      description: 'Analyst team',
      cluster_permissions: ['cluster_composite_ops'],
      index_permissions: [
        { index_patterns: ['logs-*'], allowed_actions: ['read'], dls: '{"match":{"team":"blue"}}', fls: ['~secret'] },
      ],
      tenant_permissions: [{ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_write'] }],
    });
    await h.backend.upsert('rolesmapping', 'zz_analyst', {
      users: ['alice', 'bob'],
      backend_roles: ['analysts'],
      hosts: ['10.0.0.*'],
    });
    await h.backend.upsert('roles', 'zz_unmapped', { description: 'Analyst archive' });
    await h.backend.upsert('roles', 'zz_hidden_mapping', { description: 'Zebra' });
  });
  afterAll(() => h.close());

  const get = (query = '') => h.call('GET', `${PATH}${query}`);

  it('answers each role of the page with what is mapped to it', async () => {
    const res = await get('?search=zz_analyst');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 1,
      data: {
        zz_analyst: {
          reserved: false,
          hidden: false,
          static: false,
          description: 'Analyst team',
          cluster_permissions: ['cluster_composite_ops'],
          index_permissions: [
            {
              index_patterns: ['logs-*'],
              allowed_actions: ['read'],
              dls: '{"match":{"team":"blue"}}',
              fls: ['~secret'],
              masked_fields: [],
            },
          ],
          tenant_permissions: [{ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_write'] }],
          mapped: { users: ['alice', 'bob'], backend_roles: ['analysts'], hosts: ['10.0.0.*'] },
        },
      },
    });
  });

  it('answers empty lists for a role nobody is mapped to', async () => {
    const res = await get('?search=zz_unmapped');
    expect(res.body.data.zz_unmapped.mapped).toEqual({ users: [], backend_roles: [], hosts: [] });
  });

  it('joins the seeded mappings (all_access is mapped to the backend role admin)', async () => {
    const res = await get('?search=all_access');
    expect(res.body.data.all_access).toMatchObject({ reserved: true, mapped: { backend_roles: ['admin'] } });
  });

  it('pages, sorts and searches on the server, reporting the total of all pages', async () => {
    const page1 = await get('?search=analyst&sort=name&order=desc&per_page=1');
    expect(page1.body.total).toBe(2);
    expect(Object.keys(page1.body.data)).toEqual(['zz_unmapped']);
    const page2 = await get('?search=analyst&sort=name&order=desc&per_page=1&page=2');
    expect(Object.keys(page2.body.data)).toEqual(['zz_analyst']);
    const byDescription = await get('?search=zz_&sort=description');
    expect(Object.keys(byDescription.body.data)).toEqual(['zz_unmapped', 'zz_analyst', 'zz_hidden_mapping']);
  });

  it('filters reserved or custom roles, paging within the filtered set', async () => {
    const custom = await get('?reserved=false');
    expect(custom.body.total).toBe(3);
    expect(Object.keys(custom.body.data)).toEqual(['zz_analyst', 'zz_hidden_mapping', 'zz_unmapped']);
    const second = await get('?reserved=false&per_page=2&page=2');
    expect(second.body).toMatchObject({ total: 3, data: { zz_unmapped: expect.any(Object) } });
    expect(Object.keys(second.body.data)).toEqual(['zz_unmapped']);
    const reserved = await get('?reserved=true&per_page=1000');
    const reservedNames = Object.keys(reserved.body.data);
    expect(reservedNames).toContain('all_access');
    expect(reservedNames.some((name) => name.startsWith('zz_'))).toBe(false);
    expect(Object.values(reserved.body.data).every((role: any) => role.reserved === true)).toBe(true);
    expect(reserved.body.total).toBe(reservedNames.length);
  });

  it('walks every backend page when filtering a store with more roles than one page holds', async () => {
    const names = Array.from({ length: MAX_PER_PAGE + 5 }, (_, i) => `bulk_${String(i).padStart(4, '0')}`);
    await h.store.write((repository) =>
      repository.putMany(
        'roles',
        names.map((name) => [name, normalizeEntry('roles', { description: 'bulk' })])
      )
    );
    try {
      const last = await get(`?reserved=false&search=bulk_&per_page=4&page=${Math.ceil(names.length / 4)}`);
      expect(last.body.total).toBe(names.length);
      expect(Object.keys(last.body.data)).toEqual(names.slice(-1));
    } finally {
      await h.store.write(async (repository) => {
        for (const name of names) await repository.delete('roles', name);
      });
    }
  });

  it('refuses a bad query with a 400 naming the parameter', async () => {
    expect(await get('?per_page=0')).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: '[query.per_page]: must be >= 1' },
    });
    expect(await get(`?per_page=${MAX_PER_PAGE + 1}`)).toMatchObject({
      status: 400,
      body: { message: `[query.per_page]: must be <= ${MAX_PER_PAGE}` },
    });
    expect(await get('?sort=users')).toMatchObject({
      status: 400,
      body: { message: '[query.sort]: must be one of: name, description' },
    });
    expect(await get('?reserved=maybe')).toMatchObject({
      status: 400,
      body: { message: '[query.reserved]: must be boolean' },
    });
    expect(await get('?users=alice')).toMatchObject({
      status: 400,
      body: { message: "Unknown query parameter 'users' (allowed: page, per_page, search, sort, order, reserved)" },
    });
  });

  it('answers 401 without a session and 403 without API access, before validating anything', async () => {
    for (const query of ['', '?per_page=0']) {
      expect(await h.call('GET', `${PATH}${query}`, { access: 'anon' })).toMatchObject({
        status: 401,
        body: { message: UNAUTHENTICATED_MESSAGE },
      });
      expect(await h.call('GET', `${PATH}${query}`, { access: 'no' })).toMatchObject({
        status: 403,
        body: { message: NO_ACCESS_MESSAGE },
      });
    }
  });
});

describe('roles_with_mappings when a mapping cannot be read', () => {
  it('passes on a backend failure other than a missing mapping instead of hiding it as "nothing mapped"', async () => {
    const h = await startHarness({
      wrapBackend: (backend): SecurityBackend =>
        Object.assign(Object.create(backend) as SecurityBackend, {
          get: async () => {
            throw new Error('store unavailable');
          },
        }),
    });
    try {
      const res = await h.call('GET', `${PATH}?search=all_access`);
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('"mapped"');
    } finally {
      await h.close();
    }
  });

  it('treats a hidden mapping as none', async () => {
    const h = await startHarness();
    try {
      await h.backend.upsert('roles', 'secretive', {});
      // Hidden entries cannot be made through the API; they come from imported configuration.
      await h.store.write((repository) =>
        repository.put('rolesmapping', 'secretive', normalizeEntry('rolesmapping', { hidden: true, users: ['ghost'] }))
      );
      const res = await h.call('GET', `${PATH}?search=secretive`);
      expect(res.body.data.secretive.mapped).toEqual({ users: [], backend_roles: [], hosts: [] });
      expect(res.text).not.toContain('ghost');
    } finally {
      await h.close();
    }
  });
});
