import { TEST_STORES } from '../../test_utils/postgres';
import {
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

describe.each(TEST_STORES)('saved objects bulk routes over HTTP on %s', (dialect) => {
  // One server for the file: each test writes ids no other test uses.
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { dialect });
  });
  afterAll(async () => {
    await t?.stop();
    tmp?.remove();
  });

  it('bulk creates objects and reports a conflict or an unknown type only on that object', async () => {
    await t.call('POST', '/api/saved_objects/dashboard/taken', { attributes: { title: 'Existing' } });
    const res = await t.call('POST', '/api/saved_objects/_bulk_create', [
      { type: 'dashboard', id: 'new', attributes: { title: 'New' } },
      { type: 'dashboard', id: 'taken', attributes: { title: 'Clobber' } },
      { type: 'widget', id: 'w', attributes: {} },
      { type: 'visualization', attributes: { title: 'Generated id' } },
    ]);
    expect(res.status).toBe(200);
    const [created, conflict, unsupported, generated] = res.body.saved_objects;
    expect(created).toMatchObject({
      type: 'dashboard',
      id: 'new',
      attributes: { title: 'New' },
      version: expect.any(String),
    });
    expect(conflict).toEqual({
      type: 'dashboard',
      id: 'taken',
      error: { statusCode: 409, error: 'Conflict', message: 'Saved object [dashboard/taken] conflict' },
    });
    expect(unsupported).toEqual({
      type: 'widget',
      id: 'w',
      error: { statusCode: 400, error: 'Bad Request', message: 'Unsupported saved object type: [widget]' },
    });
    expect(generated.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.call('GET', '/api/saved_objects/dashboard/taken')).body.attributes.title).toBe('Existing');
    expect((await t.call('GET', '/api/saved_objects/dashboard/new')).status).toBe(200);
  });

  it('bulk create with overwrite replaces existing objects', async () => {
    await t.call('POST', '/api/saved_objects/dashboard/to-replace', { attributes: { title: 'Existing' } });
    const res = await t.call('POST', '/api/saved_objects/_bulk_create?overwrite=true', [
      { type: 'dashboard', id: 'to-replace', attributes: { title: 'Replaced' } },
    ]);
    expect(res.body.saved_objects[0].error).toBeUndefined();
    expect((await t.call('GET', '/api/saved_objects/dashboard/to-replace')).body.attributes).toEqual({
      title: 'Replaced',
    });
  });

  it('bulk gets objects in the order asked, with a 404 error for a missing one and fields picked', async () => {
    await t.call('POST', '/api/saved_objects/dashboard/a', { attributes: { title: 'A', description: 'long' } });
    await t.call('POST', '/api/saved_objects/visualization/b', { attributes: { title: 'B' } });
    const res = await t.call('POST', '/api/saved_objects/_bulk_get', [
      { type: 'visualization', id: 'b' },
      { type: 'dashboard', id: 'missing' },
      { type: 'dashboard', id: 'a', fields: ['title'] },
    ]);
    expect(res.status).toBe(200);
    const [b, missing, a] = res.body.saved_objects;
    expect(b).toMatchObject({ type: 'visualization', id: 'b', attributes: { title: 'B' } });
    expect(missing).toEqual({
      type: 'dashboard',
      id: 'missing',
      error: { statusCode: 404, error: 'Not Found', message: 'Saved object [dashboard/missing] not found' },
    });
    expect(a.attributes).toEqual({ title: 'A' });
  });

  it('bulk get reports an invalid id on that object', async () => {
    const res = await t.call('POST', '/api/saved_objects/_bulk_get', [{ type: 'dashboard', id: 'x'.repeat(251) }]);
    expect(res.status).toBe(200);
    expect(res.body.saved_objects[0].error).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid saved object id: it must be 1 to 250 characters long',
    });
  });

  it('bulk updates objects; a stale version or a missing object fails only that object', async () => {
    const a = await t.call('POST', '/api/saved_objects/dashboard/upd-a', { attributes: { title: 'A' } });
    const b = await t.call('POST', '/api/saved_objects/dashboard/upd-b', { attributes: { title: 'B' } });
    await t.call('PUT', '/api/saved_objects/dashboard/upd-b', { attributes: { title: 'B2' } });

    const res = await t.call('PUT', '/api/saved_objects/_bulk_update', [
      { type: 'dashboard', id: 'upd-a', attributes: { title: 'A2' }, version: a.body.version },
      { type: 'dashboard', id: 'upd-b', attributes: { title: 'B3' }, version: b.body.version },
      { type: 'dashboard', id: 'upd-c', attributes: { title: 'C' } },
    ]);
    expect(res.status).toBe(200);
    const [okA, staleB, missingC] = res.body.saved_objects;
    expect(okA).toMatchObject({ id: 'upd-a', attributes: { title: 'A2' } });
    expect(okA.version).not.toBe(a.body.version);
    expect(staleB.error).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Saved object [dashboard/upd-b] conflict',
    });
    expect(missingC.error).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Saved object [dashboard/upd-c] not found',
    });

    expect((await t.call('GET', '/api/saved_objects/dashboard/upd-a')).body.attributes.title).toBe('A2');
    expect((await t.call('GET', '/api/saved_objects/dashboard/upd-b')).body.attributes.title).toBe('B2');
    expect((await t.call('GET', '/api/saved_objects/dashboard/upd-c')).status).toBe(404);
  });

  it('refuses a bulk body that is not a list, or whose entries lack required fields, with 400', async () => {
    const notList = await t.call('POST', '/api/saved_objects/_bulk_create', { type: 'dashboard', attributes: {} });
    expect(notList.status).toBe(400);
    expect(notList.body.message).toBe('[body]: must be array');

    const noAttributes = await t.call('POST', '/api/saved_objects/_bulk_create', [{ type: 'dashboard', id: 'x' }]);
    expect(noAttributes.status).toBe(400);
    expect(noAttributes.body.message).toBe("[body.0.attributes]: must have required property 'attributes'");

    const noId = await t.call('PUT', '/api/saved_objects/_bulk_update', [{ type: 'dashboard', attributes: {} }]);
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("[body.0.id]: must have required property 'id'");

    const extra = await t.call('POST', '/api/saved_objects/_bulk_get', [{ type: 'dashboard', id: 'a', color: 'red' }]);
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe("Unknown field '[0].color' (allowed: type, id, fields)");
  });
});
