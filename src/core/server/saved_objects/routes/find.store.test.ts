import { TEST_STORES } from '../../test_utils/postgres';
import {
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

const q = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  return `/api/saved_objects/_find?${search}`;
};
const ids = (body: { saved_objects: Array<{ id: string }> }) => body.saved_objects.map((o) => o.id);

describe.each(TEST_STORES)('GET /api/saved_objects/_find on %s', (dialect) => {
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { dialect });
    // Written in this order, so the newest-first default order is the reverse.
    const seed: Array<[string, string, Record<string, unknown>, unknown[]?]> = [
      [
        'dashboard',
        'd-sales',
        { title: 'Sales overview', description: 'Revenue per region', rank: 3, public: true, tags: ['money', 'emea'] },
      ],
      [
        'dashboard',
        'd-web',
        { title: 'Web traffic', description: 'Visitors and sales funnels', rank: 1, public: false, tags: ['web'] },
      ],
      [
        'dashboard',
        'd-ops',
        { title: 'ops Latency', description: 'Servers', rank: 2, public: true },
        [{ name: 'p', type: 'visualization', id: 'v-line' }],
      ],
      ['visualization', 'v-line', { title: 'Sales line', kind: 'line' }],
      [
        'visualization',
        'v-pie',
        { title: 'Pie of browsers', kind: 'pie' },
        [{ name: 'i', type: 'index-pattern', id: 'logs' }],
      ],
    ];
    for (const [type, id, attributes, references] of seed) {
      const res = await t.call('POST', `/api/saved_objects/${type}/${id}`, { attributes, references });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.stop();
    tmp.remove();
  });

  it('lists the objects of one type, newest first, with total, page and per_page', async () => {
    const res = await t.call('GET', q({ type: 'dashboard' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect(ids(res.body)).toEqual(['d-ops', 'd-web', 'd-sales']);
    expect(res.body.saved_objects[0]).toMatchObject({
      type: 'dashboard',
      attributes: { title: 'ops Latency' },
      references: [{ name: 'p', type: 'visualization', id: 'v-line' }],
      version: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('lists several types', async () => {
    const res = await t.call('GET', q({ type: ['dashboard', 'visualization'] }));
    expect(res.body.total).toBe(5);
  });

  it('pages through the results', async () => {
    const page1 = await t.call(
      'GET',
      q({ type: ['dashboard', 'visualization'], per_page: '2', page: '1', sort_field: 'id' })
    );
    const page3 = await t.call(
      'GET',
      q({ type: ['dashboard', 'visualization'], per_page: '2', page: '3', sort_field: 'id' })
    );
    expect(page1.body).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(ids(page1.body)).toEqual(['d-ops', 'd-sales']);
    expect(ids(page3.body)).toEqual(['v-pie']);
    const past = await t.call('GET', q({ type: 'dashboard', per_page: '2', page: '9' }));
    expect(past.body).toMatchObject({ total: 3, page: 9, saved_objects: [] });
  });

  it('sorts by an attribute (case-insensitively), by type or by updated_at, in either order', async () => {
    const byTitle = await t.call('GET', q({ type: 'dashboard', sort_field: 'title' }));
    expect(ids(byTitle.body)).toEqual(['d-ops', 'd-sales', 'd-web']);
    const byRankDesc = await t.call('GET', q({ type: 'dashboard', sort_field: 'rank', sort_order: 'desc' }));
    expect(ids(byRankDesc.body)).toEqual(['d-sales', 'd-ops', 'd-web']);
    const byKeyword = await t.call('GET', q({ type: 'dashboard', sort_field: 'title.keyword', sort_order: 'desc' }));
    expect(ids(byKeyword.body)).toEqual(['d-web', 'd-sales', 'd-ops']);
    const byUpdated = await t.call('GET', q({ type: 'dashboard', sort_field: 'updated_at', sort_order: 'asc' }));
    expect(ids(byUpdated.body)).toEqual(['d-sales', 'd-web', 'd-ops']);
    const byType = await t.call(
      'GET',
      q({ type: ['visualization', 'dashboard'], sort_field: 'type', sort_order: 'desc' })
    );
    expect(byType.body.saved_objects.map((o: { type: string }) => o.type)).toEqual([
      'visualization',
      'visualization',
      'dashboard',
      'dashboard',
      'dashboard',
    ]);
  });

  it('searches words case-insensitively in the default search field', async () => {
    const res = await t.call('GET', q({ type: 'dashboard', search: 'SALES' }));
    // d-web mentions sales only in its description, which is not the default search field.
    expect(ids(res.body)).toEqual(['d-sales']);
    expect(res.body.total).toBe(1);
  });

  it('orders search results best match first, weighing boosted fields (field^n) more', async () => {
    const titleFirst = await t.call(
      'GET',
      q({ type: 'dashboard', search: 'sales', search_fields: ['title^2', 'description'] })
    );
    expect(ids(titleFirst.body)).toEqual(['d-sales', 'd-web']);
    const descriptionFirst = await t.call(
      'GET',
      q({ type: 'dashboard', search: 'sales', search_fields: ['title', 'description^3'] })
    );
    expect(ids(descriptionFirst.body)).toEqual(['d-web', 'd-sales']);
  });

  it('matches a word ending in * as a prefix, and * alone as everything', async () => {
    expect(ids((await t.call('GET', q({ type: 'dashboard', search: 'lat*' }))).body)).toEqual(['d-ops']);
    expect(ids((await t.call('GET', q({ type: 'dashboard', search: 'lat' }))).body)).toEqual([]);
    expect((await t.call('GET', q({ type: 'dashboard', search: '*' }))).body.total).toBe(3);
  });

  it('searches the fields named in search_fields, with the default operator OR or AND', async () => {
    const or = await t.call('GET', q({ type: 'dashboard', search: 'sales servers', search_fields: 'description' }));
    expect(ids(or.body).sort()).toEqual(['d-ops', 'd-web']);
    const and = await t.call(
      'GET',
      q({
        type: 'dashboard',
        search: 'visitors sales',
        search_fields: ['description', 'title'],
        default_search_operator: 'AND',
      })
    );
    expect(ids(and.body)).toEqual(['d-web']);
  });

  it('searches every string attribute of a type without a default search field', async () => {
    await t.call('POST', '/api/saved_objects/index-pattern/logs', {
      attributes: { name: 'logs-*', timeField: 'timestamp' },
    });
    const res = await t.call('GET', q({ type: 'index-pattern', search: 'timestamp' }));
    expect(ids(res.body)).toEqual(['logs']);
  });

  it('filters by attribute value with and, or, not, prefixes, lists and booleans', async () => {
    const filter = (f: string, type: string | string[] = 'dashboard') => t.call('GET', q({ type, filter: f }));
    expect(ids((await filter('dashboard.attributes.title:"web traffic"')).body)).toEqual(['d-web']);
    expect(ids((await filter('dashboard.attributes.public:true and dashboard.attributes.rank:3')).body)).toEqual([
      'd-sales',
    ]);
    expect(ids((await filter('dashboard.attributes.rank:1 or dashboard.attributes.rank:2')).body).sort()).toEqual([
      'd-ops',
      'd-web',
    ]);
    expect(ids((await filter('not dashboard.attributes.public:true')).body)).toEqual(['d-web']);
    expect(ids((await filter('dashboard.attributes.tags:emea')).body)).toEqual(['d-sales']);
    expect(ids((await filter('dashboard.attributes.title:sal*')).body)).toEqual(['d-sales']);
    expect(ids((await filter('dashboard.attributes.tags:*')).body).sort()).toEqual(['d-sales', 'd-web']);
    const mixed = await filter('visualization.attributes.kind:pie or dashboard.attributes.rank:1', [
      'dashboard',
      'visualization',
    ]);
    expect(ids(mixed.body).sort()).toEqual(['d-web', 'v-pie']);
  });

  it('refuses a filter it does not understand with 400 explaining the supported form', async () => {
    const bad = await t.call('GET', q({ type: 'dashboard', filter: 'dashboard.title:x' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Invalid filter: unsupported field [dashboard.title]; use <type>.attributes.<field>:<value> clauses joined with and, or, not and parentheses'
    );
    const otherType = await t.call('GET', q({ type: 'dashboard', filter: 'visualization.attributes.kind:pie' }));
    expect(otherType.status).toBe(400);
    expect(otherType.body.message).toBe(
      'Invalid filter: the type [visualization] is not among the searched types [dashboard]'
    );
    const unbalanced = await t.call('GET', q({ type: 'dashboard', filter: '(dashboard.attributes.rank:1' }));
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.message).toMatch(/^Invalid filter: missing "\)"/);
  });

  it('finds objects referencing an object with has_reference', async () => {
    const one = await t.call(
      'GET',
      q({
        type: ['dashboard', 'visualization'],
        has_reference: JSON.stringify({ type: 'visualization', id: 'v-line' }),
      })
    );
    expect(ids(one.body)).toEqual(['d-ops']);
    const many = await t.call(
      'GET',
      q({
        type: ['dashboard', 'visualization'],
        has_reference: JSON.stringify([
          { type: 'visualization', id: 'v-line' },
          { type: 'index-pattern', id: 'logs' },
        ]),
      })
    );
    expect(ids(many.body).sort()).toEqual(['d-ops', 'v-pie']);
    const bad = await t.call('GET', q({ type: 'dashboard', has_reference: 'v-line' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      '[has_reference]: must be JSON like {"type":"index-pattern","id":"some-id"} or a list of those'
    );
  });

  it('returns only the attributes named in fields', async () => {
    const res = await t.call('GET', q({ type: 'dashboard', fields: ['title', 'rank'], sort_field: 'rank' }));
    expect(res.body.saved_objects[0].attributes).toEqual({ title: 'Web traffic', rank: 1 });
  });

  it('validates namespaces and ignores them and preference', async () => {
    const ok = await t.call('GET', q({ type: 'dashboard', namespaces: ['default'], preference: 'abc' }));
    expect(ok.body.total).toBe(3);
    const bad = await t.call('GET', q({ type: 'dashboard', namespaces: 'Not Valid!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^\[query\.namespaces\.0\]/);
  });

  it('refuses bad paging, a missing or unknown type and unknown parameters with 400', async () => {
    const cases: Array<[Record<string, string | string[]>, string | RegExp]> = [
      [{ type: 'dashboard', page: '0' }, '[query.page]: must be >= 1'],
      [{ type: 'dashboard', page: 'two' }, '[query.page]: must be integer'],
      [{ type: 'dashboard', per_page: '10001' }, '[query.per_page]: must be <= 10000'],
      [{ type: 'dashboard', per_page: '0' }, '[query.per_page]: must be >= 1'],
      [
        { type: 'dashboard', per_page: '1000', page: '11' },
        '[page]: page * per_page must not exceed 10000 (asked for 11 * 1000); narrow the search instead',
      ],
      [{}, "[query.type]: must have required property 'type'"],
      [{ type: 'widget' }, 'Unsupported saved object type: [widget]'],
      [{ type: 'dashboard', colour: 'red' }, "Unknown query parameter 'colour'"],
      [{ type: 'dashboard', sort_field: 'title;DROP TABLE' }, /^\[sort_field\]: invalid attribute name/],
      [{ type: 'dashboard', default_search_operator: 'XOR' }, /^\[query\.default_search_operator\]/],
    ];
    for (const [params, message] of cases) {
      const res = await t.call('GET', q(params));
      expect({ params, status: res.status }).toEqual({ params, status: 400 });
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
  });
});
