import { TEST_STORES } from '../../test_utils/postgres';
import { READ_ONLY_TENANT_MESSAGE } from '../errors';
import {
  headerTenantResolver,
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

describe.each(TEST_STORES)('saved objects export and import on %s', (dialect) => {
  // One server for the file; each test's tenants end in its own number (`blue-3`), so no test
  // meets another's objects.
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  let n = 0;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { resolver: headerTenantResolver, dialect });
  });
  afterAll(async () => {
    await t?.stop();
    tmp?.remove();
  });
  beforeEach(() => {
    n += 1;
  });

  /** This test's tenant `id`. */
  const tenantId = (id: string) => `${id}-${n}`;
  const tenant = (id: string, readOnly = false) => ({
    'x-test-tenant': tenantId(id),
    ...(readOnly ? { 'x-test-read-only': 'true' } : {}),
  });

  async function exportRaw(body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${t.url}/api/saved_objects/_export`, {
      method: 'POST',
      headers: { 'osd-xsrf': 'true', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { res, text: await res.text() };
  }

  async function importRaw(ndjson: string, query = '', headers: Record<string, string> = {}) {
    const res = await fetch(`${t.url}/api/saved_objects/_import${query}`, {
      method: 'POST',
      headers: { 'osd-xsrf': 'true', 'content-type': 'application/ndjson', ...headers },
      body: ndjson,
    });
    return { status: res.status, body: await res.json() };
  }

  const lines = (text: string) =>
    text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line));

  async function seed(headers = tenant('blue')) {
    await t.call('POST', '/api/saved_objects/dashboard/d1', { attributes: { title: 'One' } }, headers);
    await t.call(
      'POST',
      '/api/saved_objects/visualization/v1',
      {
        attributes: { title: 'Vis' },
        references: [{ name: 'ref', type: 'dashboard', id: 'd1' }],
      },
      headers
    );
    await t.call('POST', '/api/saved_objects/dashboard/d2', { attributes: { title: 'Two' } }, headers);
  }

  it('exports every object of a type as an NDJSON attachment with a details line', async () => {
    await seed();
    const { res, text } = await exportRaw({ type: 'dashboard' }, tenant('blue'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/ndjson/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export.ndjson"');
    const parsed = lines(text);
    expect(parsed.map((o) => o.id)).toEqual(['d1', 'd2', undefined]);
    expect(parsed[0]).toMatchObject({ id: 'd1', type: 'dashboard', attributes: { title: 'One' }, references: [] });
    expect(parsed[0].version).toBeUndefined();
    expect(parsed[2]).toEqual({ exportedCount: 2, missingRefCount: 0, missingReferences: [] });
  });

  it('exports chosen objects in order, only from the current tenant, and 400s on a missing one', async () => {
    await seed();
    const { text } = await exportRaw(
      {
        objects: [
          { type: 'visualization', id: 'v1' },
          { type: 'dashboard', id: 'd1' },
        ],
        excludeExportDetails: true,
      },
      tenant('blue')
    );
    expect(lines(text).map((o) => `${o.type}/${o.id}`)).toEqual(['visualization/v1', 'dashboard/d1']);
    const other = await exportRaw({ objects: [{ type: 'dashboard', id: 'd1' }] }, tenant('red'));
    expect(other.res.status).toBe(400);
    expect(JSON.parse(other.text).message).toBe('Error fetching objects to export');
    const empty = await exportRaw({ type: ['dashboard', 'visualization'] }, tenant('red'));
    expect(lines(empty.text)).toEqual([{ exportedCount: 0, missingRefCount: 0, missingReferences: [] }]);
  });

  it('leaves config out of an export of everything, but exports it when named', async () => {
    await seed();
    await t.start
      .getClientForTenant({ id: tenantId('blue'), canWrite: true })
      .create('config', { theme: 'dark' }, { id: '1.0' });
    const all = lines((await exportRaw({ excludeExportDetails: true }, tenant('blue'))).text);
    expect(all.map((o) => o.type).sort()).toEqual(['dashboard', 'dashboard', 'visualization']);
    const named = lines((await exportRaw({ type: 'config', excludeExportDetails: true }, tenant('blue'))).text);
    expect(named.map((o) => `${o.type}/${o.id}`)).toEqual(['config/1.0']);
  });

  it('refuses bad export bodies', async () => {
    expect((await exportRaw({ type: 'dashboard', objects: [{ type: 'dashboard', id: 'x' }] })).res.status).toBe(400);
    expect((await exportRaw({ type: 'nope' })).res.status).toBe(400);
    expect((await exportRaw({ types: 'dashboard' })).res.status).toBe(400);
  });

  it('round-trips an export into another tenant, then reports conflicts, then overwrites', async () => {
    await seed();
    const { text } = await exportRaw({}, tenant('blue'));
    const first = await importRaw(text, '', tenant('red'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, successCount: 3, errors: [] });
    expect(first.body.successResults).toContainEqual({ id: 'd1', type: 'dashboard', meta: { title: 'One' } });
    const vis = await t.call('GET', '/api/saved_objects/visualization/v1', undefined, tenant('red'));
    expect(vis.body.references).toEqual([{ name: 'ref', type: 'dashboard', id: 'd1' }]);

    const again = await importRaw(text, '', tenant('red'));
    expect(again.body.success).toBe(false);
    expect(again.body.successCount).toBe(0);
    expect(again.body.errors).toContainEqual({
      id: 'd1',
      type: 'dashboard',
      title: 'One',
      error: { type: 'conflict' },
    });
    expect(again.body.errors).toHaveLength(3);

    const changed = text.replace('"One"', '"Changed"');
    const overwritten = await importRaw(changed, '?overwrite=true', tenant('red'));
    expect(overwritten.body).toMatchObject({ success: true, successCount: 3 });
    expect(overwritten.body.successResults[0].overwrite).toBe(true);
    const d1 = await t.call('GET', '/api/saved_objects/dashboard/d1', undefined, tenant('red'));
    expect(d1.body.attributes.title).toBe('Changed');
  });

  it('creates new copies with random ids and keeps references between them', async () => {
    await seed();
    const { text } = await exportRaw({}, tenant('blue'));
    const result = await importRaw(text, '?createNewCopies=true', tenant('blue'));
    expect(result.body).toMatchObject({ success: true, successCount: 3, errors: [] });
    const d1 = result.body.successResults.find((r: { id: string }) => r.id === 'd1');
    const v1 = result.body.successResults.find((r: { id: string }) => r.id === 'v1');
    expect(d1.destinationId).toMatch(/^[0-9a-f-]{36}$/);
    const vis = await t.call('GET', `/api/saved_objects/visualization/${v1.destinationId}`, undefined, tenant('blue'));
    expect(vis.body.references).toEqual([{ name: 'ref', type: 'dashboard', id: d1.destinationId }]);
    const all = await t.call('GET', '/api/saved_objects/_find?type=dashboard', undefined, tenant('blue'));
    expect(all.body.total).toBe(4);
    expect((await importRaw(text, '?createNewCopies=true&overwrite=true', tenant('blue'))).status).toBe(400);
  });

  it('never imports config or unregistered types: they are reported as unsupported_type', async () => {
    const ndjson = [
      { type: 'config', id: '1.0', attributes: { theme: 'dark' } },
      { type: 'lens', id: 'l1', attributes: { title: 'Lens' } },
      { type: 'dashboard', id: 'ok', attributes: { title: 'Ok' } },
    ]
      .map((o) => JSON.stringify(o))
      .join('\n');
    const result = await importRaw(ndjson, '', tenant('blue'));
    expect(result.body).toEqual({
      success: false,
      successCount: 1,
      errors: [
        { id: '1.0', type: 'config', error: { type: 'unsupported_type' } },
        { id: 'l1', type: 'lens', title: 'Lens', error: { type: 'unsupported_type' } },
      ],
      successResults: [{ id: 'ok', type: 'dashboard', meta: { title: 'Ok' } }],
    });
    const config = await t.start.getClientForTenant({ id: tenantId('blue'), canWrite: true }).find({ type: 'config' });
    expect(config.total).toBe(0);
  });

  it('refuses the whole file, writing nothing, when one line is bad', async () => {
    const good = JSON.stringify({ type: 'dashboard', id: 'a', attributes: { title: 'A' } });
    const cases: Array<[string, string]> = [
      [`${good}\n{not json`, 'Line 2 is not valid JSON.'],
      [`${good}\n\n[1]`, 'Line 3 is not a JSON object.'],
      [`${good}\n{"type":"dashboard","attributes":{}}`, 'Line 2: [id] must be a non-empty string.'],
      [`{"type":"dashboard","id":"x"}`, 'Line 1: [attributes] must be an object.'],
      [
        `{"type":"dashboard","id":"x","attributes":{},"references":[1]}`,
        expect.stringMatching(/^Line 1: \[references\]/),
      ],
      [`{"type":"dashboard","id":"x","attributes":{"__proto__":{}}}`, 'Line 1 is not valid JSON.'],
    ] as unknown as Array<[string, string]>;
    for (const [body, message] of cases) {
      const result = await importRaw(body, '', tenant('blue'));
      expect({ body, status: result.status, message: result.body.message }).toEqual({ body, status: 400, message });
    }
    const found = await t.call('GET', '/api/saved_objects/_find?type=dashboard', undefined, tenant('blue'));
    expect(found.body.total).toBe(0);
  });

  it('needs the NDJSON content type and caps the size and the object count', async () => {
    const json = await t.call('POST', '/api/saved_objects/_import', { type: 'dashboard' }, tenant('blue'));
    expect(json.status).toBe(400);
    const many = Array.from({ length: 10001 }, (_, i) =>
      JSON.stringify({ type: 'dashboard', id: `d${i}`, attributes: {} })
    ).join('\n');
    const tooMany = await importRaw(many, '', tenant('blue'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("Can't import more than 10000 objects.");
    const huge = await importRaw('x'.repeat(10 * 1024 * 1024 + 1), '', tenant('blue'));
    expect(huge.status).toBe(413);
  });

  it('refuses an import into a read-only tenant with 403, and still lets it export', async () => {
    await seed(tenant('ro'));
    const ndjson = JSON.stringify({ type: 'dashboard', id: 'new', attributes: { title: 'x' } });
    const result = await importRaw(ndjson, '', tenant('ro', true));
    expect(result).toEqual({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: READ_ONLY_TENANT_MESSAGE },
    });
    const { res } = await exportRaw({ type: 'dashboard' }, tenant('ro', true));
    expect(res.status).toBe(200);
  });

  it('lists the registered types but config for management pages, and whether the tenant takes writes', async () => {
    const res = await t.call('GET', '/api/saved_objects/_types');
    expect(res).toEqual({
      status: 200,
      body: { canWrite: true, types: ['dashboard', 'index-pattern', 'visualization'] },
    });
    const readOnly = await t.call('GET', '/api/saved_objects/_types', undefined, tenant('ro', true));
    expect(readOnly.body.canWrite).toBe(false);
  });

  it('asks for the xsrf header on both routes', async () => {
    const res = await fetch(`${t.url}/api/saved_objects/_import`, {
      method: 'POST',
      headers: { 'content-type': 'application/ndjson' },
      body: '',
    });
    expect(res.status).toBe(400);
  });
});
