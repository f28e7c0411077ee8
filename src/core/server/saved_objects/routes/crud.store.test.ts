import { TEST_STORES } from '../../test_utils/postgres';
import {
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

describe.each(TEST_STORES)('saved objects CRUD over HTTP on %s', (dialect) => {
  // One server for the file; each test's ids end in its own number (`d1-3`), so no test meets another's objects.
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  let n = 0;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { dialect });
  });
  afterAll(async () => {
    await t?.stop();
    tmp?.remove();
  });
  beforeEach(() => {
    n += 1;
  });
  /** The id `name` of this test. */
  const own = (name: string) => `${name}-${n}`;

  it('creates an object with a generated id and reads it back', async () => {
    const created = await t.call('POST', '/api/saved_objects/dashboard', {
      attributes: { title: 'Sales' },
      references: [{ name: 'panel_0', type: 'visualization', id: 'v1' }],
      migrationVersion: { dashboard: '7.9.3' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      type: 'dashboard',
      attributes: { title: 'Sales' },
      references: [{ name: 'panel_0', type: 'visualization', id: 'v1' }],
      migrationVersion: { dashboard: '7.9.3' },
      version: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const read = await t.call('GET', `/api/saved_objects/dashboard/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('creates with a given id, refuses the same id again with 409 and replaces it with overwrite', async () => {
    const myDash = own('my-dash');
    const first = await t.call('POST', `/api/saved_objects/dashboard/${myDash}`, {
      attributes: { title: 'One', a: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(myDash);

    const again = await t.call('POST', `/api/saved_objects/dashboard/${myDash}`, { attributes: { title: 'Two' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `Saved object [dashboard/${myDash}] conflict`,
    });
    expect((await t.call('GET', `/api/saved_objects/dashboard/${myDash}`)).body.attributes).toEqual({
      title: 'One',
      a: 1,
    });

    const replaced = await t.call('POST', `/api/saved_objects/dashboard/${myDash}?overwrite=true`, {
      attributes: { title: 'Two' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.version).not.toBe(first.body.version);
    const read = await t.call('GET', `/api/saved_objects/dashboard/${myDash}`);
    expect(read.body.attributes).toEqual({ title: 'Two' });
    expect(read.body.references).toEqual([]);
  });

  it('updates attributes partially, keeps references unless sent, and changes the version on every write', async () => {
    const d1 = own('d1');
    const created = await t.call('POST', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'Old', description: 'kept', options: { dark: false, grid: true } },
      references: [{ name: 'r', type: 'visualization', id: 'v1' }],
    });
    const updated = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'New', options: { dark: true } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: d1,
      type: 'dashboard',
      attributes: { title: 'New', description: 'kept', options: { dark: true, grid: true } },
      references: [{ name: 'r', type: 'visualization', id: 'v1' }],
    });
    expect(updated.body.version).not.toBe(created.body.version);

    const again = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, { attributes: {}, references: [] });
    expect(again.body.references).toEqual([]);
    expect(again.body.version).not.toBe(updated.body.version);
    expect((await t.call('GET', `/api/saved_objects/dashboard/${d1}`)).body.version).toBe(again.body.version);
  });

  it('accepts an update that sends the current version', async () => {
    const d1 = own('d1');
    const created = await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'A' } });
    const updated = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'B' },
      version: created.body.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.attributes.title).toBe('B');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const d1 = own('d1');
    const created = await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'A' } });
    const first = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'B' },
      version: created.body.version,
    });
    expect(first.status).toBe(200);

    const stale = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'C' },
      version: created.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`Saved object [dashboard/${d1}] conflict`);
    const read = await t.call('GET', `/api/saved_objects/dashboard/${d1}`);
    expect(read.body.attributes).toEqual({ title: 'B' });
    expect(read.body.version).toBe(first.body.version);
  });

  it('does not accept a version token of a deleted object for its re-created successor', async () => {
    const d1 = own('d1');
    const old = await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'A' } });
    await t.call('DELETE', `/api/saved_objects/dashboard/${d1}`);
    await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'B' } });
    const stale = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, {
      attributes: { title: 'C' },
      version: old.body.version,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a malformed version with 400', async () => {
    const d1 = own('d1');
    await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'A' } });
    const res = await t.call('PUT', `/api/saved_objects/dashboard/${d1}`, { attributes: {}, version: 'not-a-version' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('[version]: invalid version [not-a-version]');
  });

  it('deletes an object, with or without force', async () => {
    const d1 = own('d1');
    const d2 = own('d2');
    await t.call('POST', `/api/saved_objects/dashboard/${d1}`, { attributes: { title: 'A' } });
    await t.call('POST', `/api/saved_objects/dashboard/${d2}`, { attributes: { title: 'B' } });
    const deleted = await t.call('DELETE', `/api/saved_objects/dashboard/${d1}`);
    expect(deleted).toEqual({ status: 200, body: {} });
    expect((await t.call('DELETE', `/api/saved_objects/dashboard/${d2}?force=true`)).status).toBe(200);
    expect((await t.call('GET', `/api/saved_objects/dashboard/${d1}`)).status).toBe(404);
    expect((await t.call('GET', `/api/saved_objects/dashboard/${d2}`)).status).toBe(404);
  });

  it('answers 404 naming the object for get, update and delete of a missing object', async () => {
    const expected = { statusCode: 404, error: 'Not Found', message: 'Saved object [dashboard/nope] not found' };
    expect(await t.call('GET', '/api/saved_objects/dashboard/nope')).toEqual({ status: 404, body: expected });
    expect(await t.call('PUT', '/api/saved_objects/dashboard/nope', { attributes: {} })).toEqual({
      status: 404,
      body: expected,
    });
    expect(await t.call('DELETE', '/api/saved_objects/dashboard/nope')).toEqual({ status: 404, body: expected });
  });

  it('keeps objects of the same id apart by type', async () => {
    const same = own('same');
    await t.call('POST', `/api/saved_objects/dashboard/${same}`, { attributes: { title: 'dash' } });
    await t.call('POST', `/api/saved_objects/visualization/${same}`, { attributes: { title: 'vis' } });
    expect((await t.call('GET', `/api/saved_objects/dashboard/${same}`)).body.attributes.title).toBe('dash');
    expect((await t.call('GET', `/api/saved_objects/visualization/${same}`)).body.attributes.title).toBe('vis');
  });

  it('keeps ids with spaces, unicode and URL-encoded characters intact', async () => {
    const id = 'my dash ü ? & #';
    const path = `/api/saved_objects/dashboard/${encodeURIComponent(id)}`;
    expect((await t.call('POST', path, { attributes: { title: 'x' } })).body.id).toBe(id);
    expect((await t.call('GET', path)).body.id).toBe(id);
  });

  it('keeps objects when the server restarts on the same data dir', async () => {
    const kept = own('kept');
    await t.call('POST', `/api/saved_objects/dashboard/${kept}`, { attributes: { title: 'Survivor' } });
    await t.stop();
    t = await startSavedObjectsServer(tmp.dir, { dialect });
    const read = await t.call('GET', `/api/saved_objects/dashboard/${kept}`);
    expect(read.status).toBe(200);
    expect(read.body.attributes).toEqual({ title: 'Survivor' });
  });

  it('registers the config type, which these routes read but never write (the settings API does)', async () => {
    const res = await t.call('POST', '/api/saved_objects/config/1.0.0', { attributes: { 'theme:darkMode': true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Saved objects of type 'config' are changed through the settings API only.");
    expect((await t.call('GET', '/api/saved_objects/_find?type=config')).status).toBe(200);
    expect(t.start.getTypeRegistry().has('config')).toBe(true);
  });
});
