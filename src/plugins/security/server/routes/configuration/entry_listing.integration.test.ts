import { normalizeEntry } from '../../test_utils/embedded_store';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './entry_routes';
import { startHarness, type Harness } from './test_harness';

const API = '/api/v1/configuration';

describe('listing configuration entries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    for (const [name, description] of [
      ['Zeta', 'last by name'],
      ['alpha', 'Finance team'],
      ['beta', 'finance archive'],
      ['10', 'a number'],
      ['2x', 'another number'],
    ]) {
      await h.backend.upsert('tenants', name, { description });
    }
  });
  afterAll(() => h.close());

  const names = async (query: string) => {
    const res = await h.call('GET', `${API}/tenants${query}`);
    expect(res.status).toBe(200);
    return { total: res.body.total as number, names: Object.keys(res.body.data), text: res.text };
  };

  it.each(['roles', 'rolesmapping', 'actiongroups', 'internalusers', 'tenants'])(
    'answers %s as { total, data } keyed by name',
    async (kind) => {
      const res = await h.call('GET', `${API}/${kind}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['total', 'data']);
      expect(res.body.total).toBe(Object.keys(res.body.data).length);
      const expected = {
        roles: 'all_access',
        rolesmapping: 'all_access',
        actiongroups: 'read',
        internalusers: 'admin',
        tenants: 'global_tenant',
      }[kind]!;
      expect(res.body.data[expected]).toMatchObject({
        reserved: expect.any(Boolean),
        hidden: false,
        description: expect.any(String),
      });
    }
  );

  it('answers the seeded roles in the OpenSearch shape', async () => {
    const res = await h.call('GET', `${API}/roles?search=all_access`);
    expect(res.body).toEqual({
      total: 1,
      data: {
        all_access: expect.objectContaining({
          reserved: true,
          hidden: false,
          static: true,
          cluster_permissions: ['*'],
          index_permissions: [{ index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['*'] }],
          tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
        }),
      },
    });
  });

  it('sorts by name without regard to case, both ways, keeping that order on the wire', async () => {
    expect((await names('')).names).toEqual(['10', '2x', 'alpha', 'beta', 'global_tenant', 'Zeta']);
    expect((await names('?sort=name&order=asc')).names).toEqual(['10', '2x', 'alpha', 'beta', 'global_tenant', 'Zeta']);
    const desc = await names('?order=desc');
    expect(desc.names.filter((n) => !/^\d+$/.test(n))).toEqual(['Zeta', 'global_tenant', 'beta', 'alpha', '2x']);
    // JSON.parse moves integer-like keys first; the response text itself keeps the order asked for.
    expect(desc.text.indexOf('"2x"')).toBeLessThan(desc.text.indexOf('"10"'));
  });

  it('sorts by description', async () => {
    expect((await names('?sort=description&per_page=3')).names).toEqual(['10', '2x', 'beta']);
    expect((await names('?sort=description&order=desc&per_page=2')).names).toEqual(['Zeta', 'global_tenant']);
  });

  it('pages, reporting the total of all pages', async () => {
    expect(await names('?page=2&per_page=2')).toMatchObject({ total: 6, names: ['alpha', 'beta'] });
    expect(await names('?page=3&per_page=2')).toMatchObject({ total: 6, names: ['global_tenant', 'Zeta'] });
    expect(await names('?page=9&per_page=2')).toMatchObject({ total: 6, names: [] });
    expect(await names('?per_page=1')).toMatchObject({ total: 6, names: ['10'] });
  });

  it('searches names and descriptions case-insensitively, with % and _ taken literally', async () => {
    expect(await names('?search=FINANCE')).toMatchObject({ total: 2, names: ['alpha', 'beta'] });
    expect(await names('?search=FINANCE&per_page=1&page=2')).toMatchObject({ total: 2, names: ['beta'] });
    expect(await names('?search=%25')).toMatchObject({ total: 0, names: [] });
    expect(await names('?search=_')).toMatchObject({ total: 1, names: ['global_tenant'] });
    expect(await names('?search=')).toMatchObject({ total: 6 });
  });

  it('leaves the global tenant out when asked, paging and counting the other tenants alone', async () => {
    const all = await names('?per_page=100');
    expect(all.names).toContain('global_tenant');
    const rest = all.names.filter((name) => name !== 'global_tenant');
    expect(await names('?without_global=true&per_page=100')).toMatchObject({ total: rest.length, names: rest });
    // Each page is cut from the tenants without it, in the order asked for.
    const pages = [];
    for (let page = 1; page <= Math.ceil(rest.length / 2); page++)
      pages.push(...(await names(`?without_global=true&per_page=2&page=${page}`)).names);
    expect(pages).toEqual(rest);
    const desc = await names('?without_global=true&order=desc&per_page=2');
    expect(desc).toEqual(expect.objectContaining({ total: rest.length, names: [...rest].reverse().slice(0, 2) }));
    // A search that matches the global tenant too still leaves it out.
    expect((await names('?without_global=true&search=a')).names).not.toContain('global_tenant');
    expect((await names('?without_global=false&per_page=100')).names).toEqual(all.names);
  });

  it('takes without_global on the tenant list only', async () => {
    expect(await h.call('GET', `${API}/roles?without_global=true`)).toMatchObject({ status: 400 });
  });

  it.each([
    ['?per_page=0', '[query.per_page]: must be >= 1'],
    [`?per_page=${MAX_PER_PAGE + 1}`, `[query.per_page]: must be <= ${MAX_PER_PAGE}`],
    ['?per_page=1.5', '[query.per_page]: must be integer'],
    ['?page=0', '[query.page]: must be >= 1'],
    ['?page=abc', '[query.page]: must be integer'],
    ['?page=1&page=2', '[query.page]: must be integer'],
    ['?sort=hash', '[query.sort]: must be one of: name, description'],
    ['?order=up', '[query.order]: must be one of: asc, desc'],
    [
      '?sort_field=name',
      "Unknown query parameter 'sort_field' (allowed: page, per_page, search, sort, order, without_global)",
    ],
    ['?without_global=maybe', '[query.without_global]: must be boolean'],
    ['?search=(1001 characters)', '[query.search]: must NOT have more than 1000 characters'],
  ])('refuses %s with 400 naming the parameter', async (label, message) => {
    const query = label.replace('(1001 characters)', 's'.repeat(1001));
    expect(await h.call('GET', `${API}/tenants${query}`)).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message },
    });
  });
});

describe('listing a large configuration', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.store.write((repository) =>
      repository.putMany(
        'internalusers',
        Array.from({ length: 100_000 }, (_, i) => [
          `user${String(i).padStart(6, '0')}`,
          normalizeEntry('internalusers', {
            hash: '$2y$04$abcdefghijklmnopqrstuu1234567890123456789012345678901',
            description: `User number ${i}`,
          }),
        ])
      )
    );
  });
  afterAll(() => h.close());

  it(`answers at most ${DEFAULT_PER_PAGE} entries when no page size is given, with the full total`, async () => {
    const res = await h.call('GET', `${API}/internalusers`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(100_001);
    const keys = Object.keys(res.body.data);
    expect(keys).toHaveLength(DEFAULT_PER_PAGE);
    expect(keys[0]).toBe('admin');
    expect(keys[DEFAULT_PER_PAGE - 1]).toBe('user000998');
  });

  it('answers any page of 100,000 users, and searches them', async () => {
    const page = await h.call('GET', `${API}/internalusers?page=1001&per_page=50`);
    expect(page.body.total).toBe(100_001);
    expect(Object.keys(page.body.data)).toHaveLength(50);
    expect(Object.keys(page.body.data)[0]).toBe('user049999');
    const found = await h.call('GET', `${API}/internalusers?search=${encodeURIComponent('number 9999')}&per_page=20`);
    expect(found.body.total).toBe(11);
    expect(Object.keys(found.body.data)[0]).toBe('user009999');
  });
});
