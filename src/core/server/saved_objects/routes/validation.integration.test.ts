import { TEST_STORES } from '../../test_utils/postgres';
import {
  makeTempDir,
  startSavedObjectsServer,
  type SavedObjectsTestServer,
} from '../test_utils/saved_objects_test_server';

describe.each(TEST_STORES)('saved objects refuse bad input with 400, never 500 on %s', (dialect) => {
  let tmp: ReturnType<typeof makeTempDir>;
  let t: SavedObjectsTestServer;
  beforeAll(async () => {
    tmp = makeTempDir();
    t = await startSavedObjectsServer(tmp.dir, { dialect });
    await t.call('POST', '/api/saved_objects/dashboard/exists', { attributes: { title: 'x' } });
  });
  afterAll(async () => {
    await t.stop();
    tmp.remove();
  });

  const expect400 = async (method: string, path: string, body: unknown, message: string | RegExp) => {
    const res = await t.call(method, path, body);
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 400 });
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  };

  it('refuses a type nobody registered on every route', async () => {
    const message = 'Unsupported saved object type: [widget]';
    await expect400('POST', '/api/saved_objects/widget', { attributes: {} }, message);
    await expect400('POST', '/api/saved_objects/widget/w1', { attributes: {} }, message);
    await expect400('GET', '/api/saved_objects/widget/w1', undefined, message);
    await expect400('PUT', '/api/saved_objects/widget/w1', { attributes: {} }, message);
    await expect400('DELETE', '/api/saved_objects/widget/w1', undefined, message);
    await expect400('GET', '/api/saved_objects/_find?type=dashboard&type=widget', undefined, message);
  });

  it('refuses malformed JSON and a missing body', async () => {
    await expect400('POST', '/api/saved_objects/dashboard', '{"attributes": {', 'The request body is not valid JSON.');
    await expect400('PUT', '/api/saved_objects/dashboard/exists', '{]', 'The request body is not valid JSON.');
    await expect400('POST', '/api/saved_objects/_bulk_get', 'nope', 'The request body is not valid JSON.');
    await expect400('POST', '/api/saved_objects/dashboard', undefined, '[body]: must be object');
    // An empty body is no body (browser DELETEs send one): the schema names what is missing.
    await expect400('PUT', '/api/saved_objects/_bulk_update', '', '[body]: must be array');
  });

  it('refuses missing or non-object attributes, naming the field', async () => {
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      {},
      "[body.attributes]: must have required property 'attributes'"
    );
    await expect400(
      'PUT',
      '/api/saved_objects/dashboard/exists',
      { version: 'x' },
      "[body.attributes]: must have required property 'attributes'"
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      { attributes: 'title' },
      '[body.attributes]: must be object'
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      { attributes: [1, 2] },
      '[body.attributes]: must be object'
    );
    await expect400('POST', '/api/saved_objects/dashboard', { attributes: null }, '[body.attributes]: must be object');
    await expect400(
      'PUT',
      '/api/saved_objects/dashboard/exists',
      { attributes: 5 },
      '[body.attributes]: must be object'
    );
  });

  it('refuses unknown body fields and malformed references or migrationVersion', async () => {
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      { attributes: {}, title: 'x' },
      "Unknown field 'title' (allowed: attributes, migrationVersion, references)"
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      { attributes: {}, references: [{ name: 'a', type: 'b' }] },
      "[body.references.0.id]: must have required property 'id'"
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard',
      { attributes: {}, references: 'a' },
      '[body.references]: must be array'
    );
    await expect400(
      'PUT',
      '/api/saved_objects/dashboard/exists',
      { attributes: {}, migrationVersion: { dashboard: 7 } },
      '[body.migrationVersion.dashboard]: must be string'
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard?overwrite=maybe',
      { attributes: {} },
      '[query.overwrite]: must be boolean'
    );
    await expect400(
      'DELETE',
      '/api/saved_objects/dashboard/exists?force=sometimes',
      undefined,
      '[query.force]: must be boolean'
    );
  });

  it('refuses ids that are too long, hold control characters or slashes, or are dots', async () => {
    const long = 'a'.repeat(251);
    const tooLong = 'Invalid saved object id: it must be 1 to 250 characters long';
    await expect400('POST', `/api/saved_objects/dashboard/${long}`, { attributes: {} }, tooLong);
    await expect400('GET', `/api/saved_objects/dashboard/${long}`, undefined, tooLong);
    await expect400('PUT', `/api/saved_objects/dashboard/${long}`, { attributes: {} }, tooLong);
    await expect400('DELETE', `/api/saved_objects/dashboard/${long}`, undefined, tooLong);
    await expect400(
      'POST',
      '/api/saved_objects/dashboard/a%0Ab',
      { attributes: {} },
      'Invalid saved object id: it must not contain control characters'
    );
    await expect400(
      'POST',
      '/api/saved_objects/dashboard/a%2Fb',
      { attributes: {} },
      'Invalid saved object id: it must not contain "/" or "\\"'
    );
    await expect400(
      'GET',
      '/api/saved_objects/dashboard/a/b',
      undefined,
      'Invalid saved object id: it must not contain "/" or "\\"'
    );

    const exactly250 = 'b'.repeat(250);
    expect((await t.call('POST', `/api/saved_objects/dashboard/${exactly250}`, { attributes: {} })).status).toBe(200);
  });

  it('reports a bad id inside a bulk create on that object', async () => {
    const res = await t.call('POST', '/api/saved_objects/_bulk_create', [
      { type: 'dashboard', id: '', attributes: {} },
      { type: 'dashboard', id: 'fine', attributes: {} },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.saved_objects[0].error.message).toBe(
      'Invalid saved object id: it must be 1 to 250 characters long'
    );
    expect(res.body.saved_objects[1].error).toBeUndefined();
  });

  it('refuses the ids "." and ".." (clients fold them out of URL paths)', async () => {
    const res = await t.call('POST', '/api/saved_objects/_bulk_create', [
      { type: 'dashboard', id: '.', attributes: {} },
      { type: 'dashboard', id: '..', attributes: {} },
    ]);
    for (const object of res.body.saved_objects) {
      expect(object.error.message).toBe('Invalid saved object id: it must not be "." or ".."');
    }
  });

  it('refuses a body over the server limit with 413, not 500', async () => {
    const res = await t.call('POST', '/api/saved_objects/dashboard', {
      attributes: { big: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
  });
});
