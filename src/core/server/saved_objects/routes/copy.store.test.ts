import { TEST_STORES } from '../../test_utils/postgres';
import { MAX_COPY_OBJECTS, tooManyToCopyMessage } from '../copy';
import type { SavedObjectsServiceStart } from '../types';
import {
  headerTenantResolver,
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

const SOURCE = { 'x-test-tenant': 'source' };
const GLOBAL = { 'x-test-tenant': '' };
const ref = (type: string, id: string) => ({ name: `${type}_${id}`, type, id });

/** Core's copy without a tenant directory: the default tenant, named 'global', is the only target. */
describe.each(TEST_STORES)('POST /api/saved_objects/_copy on %s', (dialect) => {
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeEach(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { resolver: headerTenantResolver, dialect });
    const objects = [
      { type: 'index-pattern', id: 'logs', attributes: { title: 'logs-*' } },
      { type: 'visualization', id: 'v1', attributes: { title: 'Errors' }, references: [ref('index-pattern', 'logs')] },
      {
        type: 'dashboard',
        id: 'd1',
        attributes: { title: 'Ops' },
        references: [ref('visualization', 'v1'), ref('dashboard', 'd2'), ref('index-pattern', 'gone')],
      },
      // A cycle back to d1.
      { type: 'dashboard', id: 'd2', attributes: { title: 'Ops detail' }, references: [ref('dashboard', 'd1')] },
    ];
    expect((await t.call('POST', '/api/saved_objects/_bulk_create', objects, SOURCE)).status).toBe(200);
  });
  afterEach(async () => {
    await t.stop();
    tmp.remove();
  });

  const globalObjects = async () =>
    (
      await t.call(
        'GET',
        '/api/saved_objects/_find?type=dashboard&type=visualization&type=index-pattern',
        undefined,
        GLOBAL
      )
    ).body.saved_objects as Array<{ type: string; id: string; references: Array<{ type: string; id: string }> }>;

  it('copies only the named objects without includeReferencesDeep, references to the others kept', async () => {
    const res = await t.call(
      'POST',
      '/api/saved_objects/_copy',
      {
        objects: [{ type: 'dashboard', id: 'd1' }],
        targetTenant: 'global',
      },
      SOURCE
    );
    expect(res.status).toBe(200);
    expect(res.body.successCount).toBe(1);
    const [copy] = await globalObjects();
    expect(copy.id).toBe(res.body.successResults[0].destinationId);
    expect(copy.references.map((r) => r.id)).toEqual(['v1', 'd2', 'gone']);
  });

  it('follows references transitively through a cycle, rewrites them and reports the missing ones', async () => {
    const res = await t.call(
      'POST',
      '/api/saved_objects/_copy',
      {
        objects: [{ type: 'dashboard', id: 'd1' }],
        targetTenant: 'global',
        includeReferencesDeep: true,
      },
      SOURCE
    );
    expect(res.status).toBe(200);
    expect(res.body.missingReferences).toEqual([{ type: 'index-pattern', id: 'gone' }]);
    const ids = new Map<string, string>(
      res.body.successResults.map((r: { type: string; id: string; destinationId: string }) => [
        `${r.type}:${r.id}`,
        r.destinationId,
      ])
    );
    expect([...ids.keys()].sort()).toEqual(['dashboard:d1', 'dashboard:d2', 'index-pattern:logs', 'visualization:v1']);
    const copies = new Map((await globalObjects()).map((o) => [`${o.type}:${o.id}`, o]));
    expect(copies.size).toBe(4);
    expect(copies.get(`dashboard:${ids.get('dashboard:d1')}`)!.references.map((r) => r.id)).toEqual([
      ids.get('visualization:v1'),
      ids.get('dashboard:d2'),
      'gone',
    ]);
    expect(copies.get(`dashboard:${ids.get('dashboard:d2')}`)!.references[0].id).toBe(ids.get('dashboard:d1'));
    expect(copies.get(`visualization:${ids.get('visualization:v1')}`)!.references[0].id).toBe(
      ids.get('index-pattern:logs')
    );
  });

  it('refuses an unknown target tenant with 403 and copies nothing', async () => {
    const res = await t.call(
      'POST',
      '/api/saved_objects/_copy',
      {
        objects: [{ type: 'dashboard', id: 'd1' }],
        targetTenant: 'elsewhere',
      },
      SOURCE
    );
    expect([res.status, res.body.message]).toEqual([403, "You may not copy saved objects to the tenant 'elsewhere'."]);
    expect(await globalObjects()).toEqual([]);
  });

  it('counts distinct missing references toward the limit: many dashboards of many missing references get 400', async () => {
    const missingRefs = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ref('visualization', `${prefix}-${i}`));
    const dashboards = Array.from({ length: 4 }, (_, d) => ({
      type: 'dashboard',
      id: `wide-${d}`,
      attributes: { title: `Wide ${d}` },
      references: missingRefs(`gone-${d}`, 300),
    }));
    expect((await t.call('POST', '/api/saved_objects/_bulk_create', dashboards, SOURCE)).status).toBe(200);
    const copy = (ids: string[]) =>
      t.call(
        'POST',
        '/api/saved_objects/_copy',
        { objects: ids.map((id) => ({ type: 'dashboard', id })), targetTenant: 'global', includeReferencesDeep: true },
        SOURCE
      );
    // 4 dashboards and 1,200 distinct missing references: beyond the limit, nothing copied.
    const refused = await copy(dashboards.map((d) => d.id));
    expect([refused.status, refused.body.message]).toEqual([400, tooManyToCopyMessage()]);
    expect(await globalObjects()).toEqual([]);
    // The same missing reference named by several dashboards counts once.
    const shared = Array.from({ length: 3 }, (_, d) => ({
      type: 'dashboard',
      id: `shared-${d}`,
      attributes: { title: `Shared ${d}` },
      references: missingRefs('same', 900),
    }));
    expect((await t.call('POST', '/api/saved_objects/_bulk_create', shared, SOURCE)).status).toBe(200);
    const allowed = await copy(shared.map((d) => d.id));
    expect(allowed.status).toBe(200);
    expect([allowed.body.successCount, allowed.body.missingReferences.length]).toEqual([3, 900]);
  });

  it(`refuses more than ${MAX_COPY_OBJECTS} objects, references included, with 400 and copies nothing`, async () => {
    const many = Array.from({ length: MAX_COPY_OBJECTS }, (_, i) => ({
      type: 'visualization',
      id: `many-${i}`,
      attributes: { title: `V${i}` },
    }));
    expect((await t.call('POST', '/api/saved_objects/_bulk_create', many, SOURCE)).status).toBe(200);
    const hub = { attributes: { title: 'Hub' }, references: many.map((v) => ref(v.type, v.id)) };
    expect((await t.call('POST', '/api/saved_objects/dashboard/hub', hub, SOURCE)).status).toBe(200);

    const res = await t.call(
      'POST',
      '/api/saved_objects/_copy',
      {
        objects: [{ type: 'dashboard', id: 'hub' }],
        targetTenant: 'global',
        includeReferencesDeep: true,
      },
      SOURCE
    );
    expect([res.status, res.body.message]).toEqual([
      400,
      `Can't copy more than ${MAX_COPY_OBJECTS} objects (references included).`,
    ]);
    expect(await globalObjects()).toEqual([]);
    // Without the references the hub alone is fine.
    const alone = await t.call(
      'POST',
      '/api/saved_objects/_copy',
      {
        objects: [{ type: 'dashboard', id: 'hub' }],
        targetTenant: 'global',
      },
      SOURCE
    );
    expect([alone.status, alone.body.successCount]).toEqual([200, 1]);
  });

  it('answers a request that reads the store while a large copy walks its references', async () => {
    const many = Array.from({ length: MAX_COPY_OBJECTS - 1 }, (_, i) => ({
      type: 'visualization',
      id: `many-${i}`,
      attributes: { title: `V${i}` },
    }));
    expect((await t.call('POST', '/api/saved_objects/_bulk_create', many, SOURCE)).status).toBe(200);
    const hub = { attributes: { title: 'Hub' }, references: many.map((v) => ref(v.type, v.id)) };
    expect((await t.call('POST', '/api/saved_objects/dashboard/hub', hub, SOURCE)).status).toBe(200);

    // The order in which the server finished the copy and the client got the other answer.
    const finished: string[] = [];
    let copyStarted!: () => void;
    const started = new Promise<void>((resolve) => (copyStarted = resolve));
    const copyToTenant = t.start.copyToTenant;
    (t.start as { copyToTenant: SavedObjectsServiceStart['copyToTenant'] }).copyToTenant = async (...args) => {
      copyStarted();
      try {
        return await copyToTenant(...args);
      } finally {
        finished.push('copy');
      }
    };

    const copy = t.call(
      'POST',
      '/api/saved_objects/_copy',
      { objects: [{ type: 'dashboard', id: 'hub' }], targetTenant: 'global', includeReferencesDeep: true },
      SOURCE
    );
    await started;
    const other = await t.call('GET', '/api/saved_objects/visualization/many-0', undefined, SOURCE);
    finished.push('other request');
    expect(other.status).toBe(200);
    const res = await copy;
    expect([res.status, res.body.successCount]).toEqual([200, MAX_COPY_OBJECTS]);
    expect(finished).toEqual(['other request', 'copy']);
    const found = await t.call('GET', '/api/saved_objects/_find?type=dashboard&type=visualization', undefined, GLOBAL);
    expect(found.body.total).toBe(MAX_COPY_OBJECTS);
  });
});
