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
});
