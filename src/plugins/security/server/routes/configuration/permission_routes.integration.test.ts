import {
  buildPermissionRows,
  filterRows,
  type PermissionListQuery,
  type PermissionRow,
} from '../../../common/permission_rows';
import type { ActionGroup } from '../../../common/types';
import { normalizeEntry } from '../../test_utils/embedded_store';
import { startHarness, type Harness } from './test_harness';

const PATH = '/api/v1/configuration/permissions';
const GROUPS = 2_500;
const groupName = (i: number) => `ag_${String(i).padStart(5, '0')}`;

describe('GET /api/v1/configuration/permissions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    // More groups than one backend page holds, so the server must read them all for each answer.
    await h.store.write((repository) =>
      repository.putMany(
        'actiongroups',
        Array.from({ length: GROUPS }, (_, i) => [
          groupName(i),
          normalizeEntry('actiongroups', {
            type: i % 2 === 0 ? 'index' : 'cluster',
            allowed_actions: i === 7 ? ['indices:custom/made_up_action'] : [],
            description: i === 42 ? 'The answer group' : '',
          }),
        ])
      )
    );
    // A custom group without a type that nests a cluster group: marked as cluster through it.
    await h.backend.upsert('actiongroups', 'zz_nested', { allowed_actions: [groupName(1)] });
  });
  afterAll(() => h.close());

  const get = async (query: string) => {
    const res = await h.call('GET', `${PATH}${query}`);
    expect(res.status).toBe(200);
    return res.body as { total: number; rows: Array<Record<string, unknown>> };
  };
  const names = async (query: string) => (await get(query)).rows.map((row) => row.name);

  it('answers one page of rows (20 by default) and the total of all, groups first, without the stored group', async () => {
    const { total, rows } = await get('');
    expect(rows).toHaveLength(20);
    const groups = (await get('?kind=groups&per_page=1')).total;
    const singles = (await get('?kind=singles&per_page=1')).total;
    expect(groups).toBeGreaterThan(GROUPS);
    expect(singles).toBeGreaterThan(50);
    expect(total).toBe(groups + singles);
    expect(rows[0]).toEqual({
      name: expect.any(String),
      kind: 'Action group',
      cluster: expect.any(Boolean),
      index: expect.any(Boolean),
      reserved: expect.any(Boolean),
      allowedActions: expect.any(Array),
      description: expect.any(String),
    });
    const last = (await get(`?per_page=50&page=${Math.ceil(total / 50)}`)).rows;
    expect(last.at(-1)).toMatchObject({ kind: 'Single permission', reserved: true });
  });

  it('pages, searches (name, description, member) and sorts by name both ways', async () => {
    expect(await names('?search=ag_0&sort=name&per_page=3&page=2')).toEqual([groupName(3), groupName(4), groupName(5)]);
    expect(await names('?search=ag_02&sort=name&order=desc&per_page=2')).toEqual([
      groupName(GROUPS - 1),
      groupName(GROUPS - 2),
    ]);
    // The nested group matches too, through its member.
    expect((await get('?search=ag_0')).total).toBe(GROUPS + 1);
    expect((await get('?search=ag_02')).total).toBe(500);
    expect(await names('?search=ANSWER GROUP')).toEqual([groupName(42)]);
    expect(await names('?search=custom/made_up')).toEqual([groupName(7)]);
  });

  it('filters by scope and customization, following nested groups', async () => {
    expect(await names('?search=zz_nested&scope=cluster')).toEqual(['zz_nested']);
    expect(await names('?search=zz_nested&scope=index')).toEqual([]);
    expect((await get('?search=ag_0&scope=index')).total).toBe(GROUPS / 2);
    expect(await names('?search=zz_nested&customization=reserved')).toEqual([]);
    expect(await names('?search=zz_nested&customization=custom')).toEqual(['zz_nested']);
  });

  it.each([
    ['?sort=description', '[query.sort]: must be one of: name, kind'],
    ['?kind=roles', '[query.kind]: must be one of: all, groups, singles'],
    ['?per_page=1001', '[query.per_page]: must be <= 1000'],
    ['?page=0', '[query.page]: must be >= 1'],
    ['?limit=5', "Unknown query parameter 'limit'"],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const res = await h.call('GET', `${PATH}${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('needs the action groups endpoint', async () => {
    expect((await h.call('GET', PATH, { endpoints: ['roles'] })).status).toBe(403);
    expect((await h.call('GET', PATH, { endpoints: ['actiongroups'] })).status).toBe(200);
    expect((await h.call('GET', PATH, { access: 'anon' })).status).toBe(401);
  });

  /**
   * What an answer must be, built afresh from every visible group as the route answered before it
   * kept its rows: filtered, then sorted, then cut.
   */
  const expected = async (query: Required<PermissionListQuery>) => {
    const groups = Object.fromEntries(
      (await h.backend.list('actiongroups')).items.map(({ name, entry }) => [name, entry as ActionGroup])
    );
    const matching = filterRows(buildPermissionRows(groups), query);
    const key = (row: PermissionRow) => (query.sort === 'name' ? row.name : `${row.kind}\u0000${row.name}`);
    const collator = new Intl.Collator();
    const sign = query.order === 'desc' ? -1 : 1;
    const sorted = [...matching].sort((a, b) => sign * collator.compare(key(a), key(b)));
    const start = (query.page - 1) * query.per_page;
    return {
      total: matching.length,
      rows: sorted.slice(start, start + query.per_page).map(({ group: _group, ...row }) => row),
    };
  };
  const asked = async (query: Required<PermissionListQuery>) =>
    get(`?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`);

  it('answers every page, order and filter as rows built afresh for the request would', async () => {
    const queries: Array<Required<PermissionListQuery>> = [];
    for (const sort of ['name', 'kind'] as const)
      for (const order of ['asc', 'desc'] as const)
        for (const [search, kind, scope, customization] of [
          ['', 'all', 'all', 'all'],
          ['ag_01', 'groups', 'index', 'custom'],
          ['CLUSTER', 'all', 'cluster', 'all'],
          ['read', 'singles', 'all', 'reserved'],
        ] as const)
          for (const [page, per_page] of [
            [1, 20],
            [3, 7],
            [40, 50],
          ])
            queries.push({ search, kind, scope, customization, sort, order, page, per_page });
    for (const query of queries) expect(await asked(query)).toEqual(await expected(query));
  });

  it('answers a change to the action groups on the next request, whoever wrote it', async () => {
    const first = { search: 'zz_', kind: 'all', scope: 'all', customization: 'all', sort: 'name' } as const;
    const query = { ...first, order: 'asc', page: 1, per_page: 20 } as const;
    expect((await asked(query)).rows.map((row) => row.name)).toEqual(['zz_nested']);
    // Through the operations (this server), then straight into the store (another process).
    await h.backend.upsert('actiongroups', 'zz_added', { allowed_actions: ['indices:data/read/get'], type: 'index' });
    expect(await asked(query)).toEqual(await expected(query));
    expect((await asked(query)).rows.map((row) => row.name)).toEqual(['zz_added', 'zz_nested']);
    await h.store.write((repository) =>
      repository.putMany('actiongroups', [
        ['zz_hidden', normalizeEntry('actiongroups', { allowed_actions: [], hidden: true })],
        ['zz_nested', normalizeEntry('actiongroups', { allowed_actions: [], description: 'Changed elsewhere' })],
      ])
    );
    const changed = await asked(query);
    expect(changed.rows.map((row) => [row.name, row.description, row.cluster])).toEqual([
      ['zz_added', '', false],
      ['zz_nested', 'Changed elsewhere', false],
    ]);
    await h.backend.delete('actiongroups', 'zz_added');
    expect((await asked(query)).rows.map((row) => row.name)).toEqual(['zz_nested']);
    expect(await asked(query)).toEqual(await expected(query));
  });

  it("answers a row changed behind the server's back once its cache is purged", async () => {
    const query = {
      search: 'ag_00042',
      kind: 'all',
      scope: 'all',
      customization: 'all',
      sort: 'name',
      order: 'asc',
      page: 1,
      per_page: 20,
    } as const;
    await asked(query);
    // A hand edit of the row: no version bump, as only a purge tells the server.
    await h.store.query(
      `UPDATE security_entries SET body = json_set(body, '$.description', 'Edited by hand') WHERE kind = 'actiongroups' AND name = '${groupName(42)}'`
    );
    await h.backend.purgeCache();
    expect((await asked(query)).rows.map((row) => row.description)).toEqual(['Edited by hand']);
  });
});
