import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SavedObjectFetchError, SavedObjectsClient } from './saved_objects_client';
import type { SavedObject } from './types';

type Handler = (path: string, options?: any) => Promise<any>;

function fakeHttp() {
  const answer: Handler = async () => ({});
  return {
    get: jest.fn<Handler>(answer),
    post: jest.fn<Handler>(answer),
    put: jest.fn<Handler>(answer),
    delete: jest.fn<Handler>(answer),
  };
}

const dashboard = (id: string, title = id): SavedObject => ({
  id,
  type: 'dashboard',
  attributes: { title },
  references: [],
  version: 'WzEsMV0=',
});

let http: ReturnType<typeof fakeHttp>;
let client: SavedObjectsClient;

beforeEach(() => {
  jest.useFakeTimers();
  http = fakeHttp();
  client = new SavedObjectsClient(http as any);
});

afterEach(() => {
  client.stop();
  jest.useRealTimers();
});

const requestCount = () =>
  http.get.mock.calls.length + http.post.mock.calls.length + http.put.mock.calls.length + http.delete.mock.calls.length;
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as { body: string }).body);

describe('argument checks (rejected without sending a request)', () => {
  it("rejects create without type and attributes with 'requires type and attributes'", async () => {
    await expect(client.create('', { title: 'x' })).rejects.toThrow('requires type and attributes');
    await expect(client.create('dashboard', undefined as any)).rejects.toThrow('requires type and attributes');
    expect(requestCount()).toBe(0);
  });

  it("rejects get without type and id with 'requires type and id'", async () => {
    await expect(client.get('', 'a')).rejects.toThrow('requires type and id');
    await expect(client.get('dashboard', '')).rejects.toThrow('requires type and id');
    await jest.advanceTimersByTimeAsync(200);
    expect(requestCount()).toBe(0);
  });

  it("rejects delete without type and id with 'requires type and id'", async () => {
    await expect(client.delete('', 'a')).rejects.toThrow('requires type and id');
    await expect(client.delete('dashboard', '')).rejects.toThrow('requires type and id');
    expect(requestCount()).toBe(0);
  });

  it("rejects update without type, id and attributes with 'requires type, id and attributes'", async () => {
    await expect(client.update('', 'a', {})).rejects.toThrow('requires type, id and attributes');
    await expect(client.update('dashboard', '', {})).rejects.toThrow('requires type, id and attributes');
    await expect(client.update('dashboard', 'a', undefined as any)).rejects.toThrow('requires type, id and attributes');
    expect(requestCount()).toBe(0);
  });
});

describe('requests', () => {
  it('creates with a generated id: POST /api/saved_objects/{type} with attributes, references and migrationVersion', async () => {
    http.post.mockResolvedValueOnce(dashboard('new-id', 'Sales'));
    const created = await client.create(
      'dashboard',
      { title: 'Sales' },
      { references: [{ name: 'p', type: 'index-pattern', id: 'i' }], migrationVersion: { dashboard: '7.9.3' } }
    );
    expect(created.id).toBe('new-id');
    const [path, options] = http.post.mock.calls[0];
    expect(path).toBe('/api/saved_objects/dashboard');
    expect(options.query).toEqual({});
    expect(bodyOf(http.post.mock.calls[0])).toEqual({
      attributes: { title: 'Sales' },
      references: [{ name: 'p', type: 'index-pattern', id: 'i' }],
      migrationVersion: { dashboard: '7.9.3' },
    });
  });

  it('creates with a given id and overwrite as a query parameter, escaping the path', async () => {
    await client.create('dashboard', { title: 'x' }, { id: 'a b/c', overwrite: true });
    const [path, options] = http.post.mock.calls[0];
    expect(path).toBe('/api/saved_objects/dashboard/a%20b%2Fc');
    expect(options.query).toEqual({ overwrite: true });
  });

  it('bulk creates with POST _bulk_create?overwrite and answers savedObjects', async () => {
    http.post.mockResolvedValueOnce({ saved_objects: [dashboard('a')] });
    const objects = [{ type: 'dashboard', id: 'a', attributes: { title: 'a' } }];
    const result = await client.bulkCreate(objects, { overwrite: true });
    expect(http.post.mock.calls[0][0]).toBe('/api/saved_objects/_bulk_create');
    expect(http.post.mock.calls[0][1].query).toEqual({ overwrite: true });
    expect(bodyOf(http.post.mock.calls[0])).toEqual(objects);
    expect(result.savedObjects).toEqual([dashboard('a')]);
  });

  it('bulk gets with POST _bulk_get and a list of id and type', async () => {
    http.post.mockResolvedValueOnce({ saved_objects: [dashboard('a')] });
    const result = await client.bulkGet([{ id: 'a', type: 'dashboard' }]);
    expect(http.post.mock.calls[0][0]).toBe('/api/saved_objects/_bulk_get');
    expect(bodyOf(http.post.mock.calls[0])).toEqual([{ id: 'a', type: 'dashboard' }]);
    expect(result.savedObjects[0].id).toBe('a');
  });

  it('updates with PUT {type}/{id} sending attributes, references, migrationVersion and version', async () => {
    http.put.mockResolvedValueOnce(dashboard('a', 'Renamed'));
    const updated = await client.update('dashboard', 'a', { title: 'Renamed' }, { version: 'v1', references: [] });
    expect(updated.attributes).toEqual({ title: 'Renamed' });
    expect(http.put.mock.calls[0][0]).toBe('/api/saved_objects/dashboard/a');
    expect(bodyOf(http.put.mock.calls[0])).toEqual({ attributes: { title: 'Renamed' }, references: [], version: 'v1' });
  });

  it('bulk updates with PUT _bulk_update', async () => {
    http.put.mockResolvedValueOnce({ saved_objects: [dashboard('a')] });
    const objects = [{ type: 'dashboard', id: 'a', attributes: { title: 'a' }, version: 'v1' }];
    const result = await client.bulkUpdate(objects);
    expect(http.put.mock.calls[0][0]).toBe('/api/saved_objects/_bulk_update');
    expect(bodyOf(http.put.mock.calls[0])).toEqual(objects);
    expect(result.savedObjects).toHaveLength(1);
  });

  it('deletes with DELETE {type}/{id} and force as a query parameter', async () => {
    await expect(client.delete('dashboard', 'a', { force: true })).resolves.toBeUndefined();
    expect(http.delete.mock.calls[0][0]).toBe('/api/saved_objects/dashboard/a');
    expect(http.delete.mock.calls[0][1].query).toEqual({ force: true });
    // The http service would otherwise label the empty body as JSON, which the server refuses.
    expect(http.delete.mock.calls[0][1].headers).toEqual({ 'Content-Type': undefined });
    expect(http.delete.mock.calls[0][1].body).toBeUndefined();
    await client.delete('dashboard', 'b');
    expect(http.delete.mock.calls[1][1].query).toEqual({});
  });

  it('finds with every option mapped to the snake_case query and answers in camelCase', async () => {
    http.get.mockResolvedValueOnce({ saved_objects: [dashboard('a')], total: 41, per_page: 20, page: 3 });
    const result = await client.find({
      type: ['dashboard', 'visualization'],
      search: 'sales*',
      searchFields: ['title', 'description'],
      page: 3,
      perPage: 20,
      sortField: 'updated_at',
      sortOrder: 'desc',
      hasReference: { type: 'index-pattern', id: 'logs' },
      fields: ['title'],
      defaultSearchOperator: 'AND',
      filter: 'dashboard.attributes.title: Sales',
      namespaces: ['default'],
      preference: 'session-1',
      sharedWithMe: true,
    });
    expect(http.get.mock.calls[0][0]).toBe('/api/saved_objects/_find');
    expect(http.get.mock.calls[0][1].query).toEqual({
      type: ['dashboard', 'visualization'],
      search: 'sales*',
      search_fields: ['title', 'description'],
      page: 3,
      per_page: 20,
      sort_field: 'updated_at',
      sort_order: 'desc',
      has_reference: JSON.stringify({ type: 'index-pattern', id: 'logs' }),
      fields: ['title'],
      default_search_operator: 'AND',
      filter: 'dashboard.attributes.title: Sales',
      namespaces: ['default'],
      preference: 'session-1',
      shared_with_me: true,
    });
    expect(result).toEqual({ savedObjects: [dashboard('a')], total: 41, perPage: 20, page: 3 });
  });

  it('sends a list of references as one JSON has_reference parameter', async () => {
    http.get.mockResolvedValueOnce({ saved_objects: [], total: 0, per_page: 20, page: 1 });
    const refs = [
      { type: 'index-pattern', id: 'a' },
      { type: 'index-pattern', id: 'b' },
    ];
    await client.find({ type: 'visualization', hasReference: refs });
    expect(http.get.mock.calls[0][1].query).toEqual({ type: 'visualization', has_reference: JSON.stringify(refs) });
  });

  it('leaves options that were not given out of the find query', async () => {
    http.get.mockResolvedValueOnce({ saved_objects: [], total: 0, per_page: 20, page: 1 });
    await client.find({ type: 'dashboard' });
    expect(http.get.mock.calls[0][1].query).toEqual({ type: 'dashboard' });
  });
});

describe('batched get', () => {
  it('waits 100 ms, then sends one de-duplicated _bulk_get for every get made meanwhile', async () => {
    http.post.mockImplementation(async (_path, options) => ({
      saved_objects: JSON.parse(options.body).map((o: { id: string }) => dashboard(o.id)),
    }));
    const first = client.get('dashboard', 'a');
    const second = client.get('dashboard', 'b');
    const again = client.get('dashboard', 'a');

    await jest.advanceTimersByTimeAsync(99);
    expect(http.post).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post.mock.calls[0][0]).toBe('/api/saved_objects/_bulk_get');
    expect(bodyOf(http.post.mock.calls[0])).toEqual([
      { id: 'a', type: 'dashboard' },
      { id: 'b', type: 'dashboard' },
    ]);
    const [a, b, a2] = await Promise.all([first, second, again]);
    expect(a.id).toBe('a');
    expect(b.id).toBe('b');
    expect(a2).toEqual(a);
  });

  it('gives every caller its own object', async () => {
    http.post.mockResolvedValueOnce({ saved_objects: [dashboard('a', 'Original')] });
    const first = client.get('dashboard', 'a');
    const second = client.get('dashboard', 'a');
    await jest.advanceTimersByTimeAsync(100);
    const a = await first;
    (a.attributes as { title: string }).title = 'Changed by the first caller';
    expect((await second).attributes).toEqual({ title: 'Original' });
  });

  it('keeps the same id of different types apart', async () => {
    http.post.mockResolvedValueOnce({
      saved_objects: [dashboard('x'), { ...dashboard('x'), type: 'visualization' }],
    });
    const d = client.get('dashboard', 'x');
    const v = client.get('visualization', 'x');
    await jest.advanceTimersByTimeAsync(100);
    expect(bodyOf(http.post.mock.calls[0])).toHaveLength(2);
    expect((await d).type).toBe('dashboard');
    expect((await v).type).toBe('visualization');
  });

  it('rejects only the callers whose object came back with an error', async () => {
    http.post.mockResolvedValueOnce({
      saved_objects: [
        dashboard('a'),
        {
          id: 'gone',
          type: 'dashboard',
          error: { statusCode: 404, error: 'Not Found', message: 'Saved object [dashboard/gone] not found' },
        },
      ],
    });
    const found = client.get('dashboard', 'a');
    const missing = client.get('dashboard', 'gone');
    missing.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(100);
    await expect(found).resolves.toMatchObject({ id: 'a' });
    await expect(missing).rejects.toThrow('Saved object [dashboard/gone] not found');
    await expect(missing).rejects.toBeInstanceOf(SavedObjectFetchError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404 });
  });

  it('rejects every waiting caller when the bulk request fails', async () => {
    http.post.mockRejectedValueOnce(new Error('Internal Server Error'));
    const a = client.get('dashboard', 'a');
    const b = client.get('dashboard', 'b');
    a.catch(() => undefined);
    b.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(100);
    await expect(a).rejects.toThrow('Internal Server Error');
    await expect(b).rejects.toThrow('Internal Server Error');
  });

  it('starts a new batch for gets made after the previous one went out', async () => {
    http.post.mockImplementation(async (_path, options) => ({
      saved_objects: JSON.parse(options.body).map((o: { id: string }) => dashboard(o.id)),
    }));
    const first = client.get('dashboard', 'a');
    await jest.advanceTimersByTimeAsync(100);
    await first;
    const second = client.get('dashboard', 'b');
    await jest.advanceTimersByTimeAsync(100);
    await second;
    expect(http.post).toHaveBeenCalledTimes(2);
    expect(bodyOf(http.post.mock.calls[1])).toEqual([{ id: 'b', type: 'dashboard' }]);
  });

  it('rejects gets still waiting when the client stops, without sending them', async () => {
    const pending = client.get('dashboard', 'a');
    client.stop();
    await expect(pending).rejects.toThrow('The saved objects client was stopped.');
    await jest.advanceTimersByTimeAsync(200);
    expect(http.post).not.toHaveBeenCalled();
  });
});
