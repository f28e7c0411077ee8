import { TEST_STORES } from '../../test_utils/postgres';
import type { OsdRequest } from '../../http/types';
import { StoreService } from '../../store/store_service';
import { READ_ONLY_TENANT_MESSAGE } from '../errors';
import { SavedObjectsService } from '../saved_objects_service';
import {
  headerTenantResolver,
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

const tenant = (id: string, readOnly = false) => ({
  'x-test-tenant': id,
  ...(readOnly ? { 'x-test-read-only': 'true' } : {}),
});

describe.each(TEST_STORES)('saved objects per tenant on %s', (dialect) => {
  // One server for these tests: they write in tenants of their own (blue and red, ro).
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { resolver: headerTenantResolver, dialect });
  });
  afterAll(async () => {
    await t?.stop();
    tmp?.remove();
  });

  it('keeps tenants apart: the same id in two tenants are two objects, invisible to each other', async () => {
    await t.call('POST', '/api/saved_objects/dashboard/d1', { attributes: { title: 'Blue' } }, tenant('blue'));
    await t.call('POST', '/api/saved_objects/dashboard/d1', { attributes: { title: 'Red' } }, tenant('red'));
    await t.call('POST', '/api/saved_objects/dashboard/only-red', { attributes: { title: 'Red 2' } }, tenant('red'));

    expect(
      (await t.call('GET', '/api/saved_objects/dashboard/d1', undefined, tenant('blue'))).body.attributes.title
    ).toBe('Blue');
    expect(
      (await t.call('GET', '/api/saved_objects/dashboard/d1', undefined, tenant('red'))).body.attributes.title
    ).toBe('Red');
    expect((await t.call('GET', '/api/saved_objects/dashboard/only-red', undefined, tenant('blue'))).status).toBe(404);
    expect((await t.call('GET', '/api/saved_objects/dashboard/d1', undefined, tenant(''))).status).toBe(404);

    const blueList = await t.call('GET', '/api/saved_objects/_find?type=dashboard', undefined, tenant('blue'));
    expect(blueList.body.total).toBe(1);
    const redList = await t.call('GET', '/api/saved_objects/_find?type=dashboard&search=red', undefined, tenant('red'));
    expect(redList.body.total).toBe(2);

    const bulk = await t.call(
      'POST',
      '/api/saved_objects/_bulk_get',
      [{ type: 'dashboard', id: 'only-red' }],
      tenant('blue')
    );
    expect(bulk.body.saved_objects[0].error.statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/saved_objects/dashboard/only-red', undefined, tenant('blue'))).status).toBe(
      404
    );
    expect(
      (await t.call('PUT', '/api/saved_objects/dashboard/only-red', { attributes: {} }, tenant('blue'))).status
    ).toBe(404);
    expect((await t.call('GET', '/api/saved_objects/dashboard/only-red', undefined, tenant('red'))).status).toBe(200);
  });

  it('refuses every write to a read-only tenant with 403 and changes nothing', async () => {
    await t.call('POST', '/api/saved_objects/dashboard/d1', { attributes: { title: 'Kept' } }, tenant('ro'));
    const readOnly = tenant('ro', true);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/saved_objects/dashboard', { attributes: { title: 'x' } }],
      ['POST', '/api/saved_objects/dashboard/d1?overwrite=true', { attributes: { title: 'x' } }],
      ['POST', '/api/saved_objects/_bulk_create', [{ type: 'dashboard', attributes: { title: 'x' } }]],
      ['PUT', '/api/saved_objects/dashboard/d1', { attributes: { title: 'x' } }],
      ['PUT', '/api/saved_objects/_bulk_update', [{ type: 'dashboard', id: 'd1', attributes: { title: 'x' } }]],
      ['DELETE', '/api/saved_objects/dashboard/d1', undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await t.call(method, path, body, readOnly);
      expect({ method, path, res }).toEqual({
        method,
        path,
        res: { status: 403, body: { statusCode: 403, error: 'Forbidden', message: READ_ONLY_TENANT_MESSAGE } },
      });
    }
    const read = await t.call('GET', '/api/saved_objects/dashboard/d1', undefined, readOnly);
    expect(read.status).toBe(200);
    expect(read.body.attributes.title).toBe('Kept');
    expect((await t.call('GET', '/api/saved_objects/_find?type=dashboard', undefined, readOnly)).body.total).toBe(1);
    expect(
      (await t.call('POST', '/api/saved_objects/_bulk_get', [{ type: 'dashboard', id: 'd1' }], readOnly)).body
        .saved_objects[0].attributes.title
    ).toBe('Kept');
  });

  it('gives the resolver one call per request however often the client is asked for', async () => {
    const resolver = jest.fn(headerTenantResolver);
    const service = new SavedObjectsService();
    const store = new StoreService();
    service.setup({ store: store.setup() }).setTenantResolver(resolver);
    const start = service.start({ store: await store.start({ dataDir: tmp.dir + '/other' }) });
    const request = { headers: { 'x-test-tenant': 'blue' } } as unknown as OsdRequest;
    const [a, b] = await Promise.all([start.getScopedClient(request), start.getScopedClient(request)]);
    expect(a).toBe(b);
    expect(a.tenant).toEqual({ id: 'blue', canWrite: true });
    expect(resolver).toHaveBeenCalledTimes(1);
    await store.stop();
  });
});

describe('tenant resolver registration', () => {
  it('puts every request in the default writable tenant without a resolver', async () => {
    const tmp = makeTempDir();
    const t = await startSavedObjectsServer(tmp.dir);
    const request = { headers: { 'x-test-tenant': 'blue' } } as unknown as OsdRequest;
    expect((await t.start.getScopedClient(request)).tenant).toEqual({ id: '', canWrite: true });
    await t.stop();
    tmp.remove();
  });

  it('refuses a second resolver', () => {
    const service = new SavedObjectsService();
    const setup = service.setup({ store: new StoreService().setup() });
    setup.setTenantResolver(headerTenantResolver);
    expect(() => setup.setTenantResolver(headerTenantResolver)).toThrow('A tenant resolver is already registered.');
  });

  it('refuses a type registered twice or with an invalid name', () => {
    const setup = new SavedObjectsService().setup({ store: new StoreService().setup() });
    setup.registerType({ name: 'dashboard' });
    expect(() => setup.registerType({ name: 'dashboard' })).toThrow(
      'Saved object type "dashboard" is already registered.'
    );
    expect(() => setup.registerType({ name: 'config' })).toThrow('Saved object type "config" is already registered.');
    expect(() => setup.registerType({ name: '_find' })).toThrow(/^Invalid saved object type name "_find"/);
  });
});

describe('finding across tenants', () => {
  it('is refused with 403 while no plugin says who may, and lists no tenants', async () => {
    const tmp = makeTempDir();
    const t = await startSavedObjectsServer(tmp.dir, { resolver: headerTenantResolver });
    const res = await t.call('GET', '/api/saved_objects/_find?type=dashboard&tenants=global');
    expect([res.status, res.body.message]).toEqual([403, 'You may not list saved objects across tenants.']);
    expect((await t.call('GET', '/api/saved_objects/_tenants')).body).toEqual({ tenants: [] });
    await t.stop();
    tmp.remove();
  });
});
