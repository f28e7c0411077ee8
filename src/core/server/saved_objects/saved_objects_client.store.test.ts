import { TEST_STORES, testStoreConfig } from '../test_utils/postgres';
import { HttpError } from '../http/http_error';
import { StoreService } from '../store/store_service';
import { SavedObjectsService } from './saved_objects_service';
import { makeTempDir } from './test_utils/saved_objects_test_server';
import type { SavedObjectsServiceStart } from './types';

describe.each(TEST_STORES)('saved objects client (server-side callers) on %s', (dialect) => {
  let tmp: ReturnType<typeof makeTempDir>;
  let storeService: StoreService;
  let start: SavedObjectsServiceStart;
  beforeEach(async () => {
    tmp = makeTempDir();
    storeService = new StoreService();
    const service = new SavedObjectsService();
    service.setup({ store: storeService.setup() }).registerType({ name: 'dashboard', defaultSearchField: 'title' });
    start = service.start({
      store: await storeService.start({ dataDir: tmp.dir, config: await testStoreConfig(dialect) }),
    });
  });
  afterEach(async () => {
    await storeService.stop();
    tmp.remove();
  });

  it('writes a bulk create in one transaction: an unexpected failure midway leaves nothing written', async () => {
    const client = start.getClientForTenant({ id: 't1', canWrite: true });
    await expect(
      client.bulkCreate([
        { type: 'dashboard', id: 'first', attributes: { title: 'ok' } },
        // JSON cannot hold a BigInt: the write throws something that is not a per-object error.
        { type: 'dashboard', id: 'second', attributes: { big: BigInt(1) } },
      ])
    ).rejects.toThrow(TypeError);
    const { total } = await client.find({ type: 'dashboard' });
    expect(total).toBe(0);
  });

  it('validates what the HTTP schema would for callers in the server', async () => {
    const client = start.getClientForTenant({ id: '', canWrite: true });
    const refused = async (promise: Promise<unknown>, message: string) => {
      const error = await promise.then(
        () => undefined,
        (e: unknown) => e
      );
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe(message);
    };
    await refused(client.create('dashboard', 'text' as never), '[attributes]: must be an object');
    await refused(
      client.create('dashboard', {}, { references: [{ name: 'x' }] as never }),
      '[references]: must be a list of {name, type, id} strings'
    );
    await refused(
      client.create('dashboard', {}, { migrationVersion: { dashboard: 1 } as never }),
      '[migrationVersion]: must be an object of version strings'
    );
    await refused(client.find({ type: 'dashboard', perPage: 0 }), '[per_page]: must be an integer from 1 to 10000');
    await refused(client.find({ type: [] }), '[type]: at least one saved object type is required');
  });

  it('gives each tenant client its own objects', async () => {
    const a = start.getClientForTenant({ id: 'a', canWrite: true });
    const b = start.getClientForTenant({ id: 'b', canWrite: true });
    await a.create('dashboard', { title: 'A' }, { id: 'x' });
    await expect(b.get('dashboard', 'x')).rejects.toMatchObject({ statusCode: 404 });
    expect(a.tenant).toEqual({ id: 'a', canWrite: true });
  });

  it('lets one of two concurrent updates with the same version win; the other gets 409', async () => {
    const client = start.getClientForTenant({ id: '', canWrite: true });
    const { version } = await client.create('dashboard', { title: 'v1' }, { id: 'd' });
    const results = await Promise.allSettled([
      client.update('dashboard', 'd', { title: 'a' }, { version }),
      client.update('dashboard', 'd', { title: 'b' }, { version }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ statusCode: 409 });
    const stored = await client.get('dashboard', 'd');
    expect(stored.version).toBe((won[0] as PromiseFulfilledResult<{ version?: string }>).value.version);
  });

  it('creates an id once when two creates without overwrite race; the other gets 409', async () => {
    const client = start.getClientForTenant({ id: '', canWrite: true });
    const results = await Promise.allSettled([
      client.create('dashboard', { title: 'a' }, { id: 'same' }),
      client.create('dashboard', { title: 'b' }, { id: 'same' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
    });
  });

  it('counts the same rows it pages while writes run alongside', async () => {
    const client = start.getClientForTenant({ id: '', canWrite: true });
    await client.bulkCreate(
      Array.from({ length: 5 }, (_, i) => ({ type: 'dashboard', id: `d${i}`, attributes: { title: 'x' } }))
    );
    const [found] = await Promise.all([
      client.find({ type: 'dashboard', perPage: 100 }),
      client.create('dashboard', { title: 'x' }, { id: 'late' }),
    ]);
    expect(found.total).toBe(found.saved_objects.length);
  });
});
