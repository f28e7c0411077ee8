import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SavedObjectsService } from './saved_objects_service';

afterEach(() => {
  jest.useRealTimers();
});

describe('SavedObjectsService', () => {
  it('starts with a client that talks through the given http', async () => {
    const http = {
      get: jest.fn(async (..._args: unknown[]) => ({ saved_objects: [], total: 0, per_page: 20, page: 1 })),
    };
    const { client } = new SavedObjectsService().start({ http: http as any });
    await expect(client.find({ type: 'dashboard' })).resolves.toEqual({
      savedObjects: [],
      total: 0,
      perPage: 20,
      page: 1,
    });
    expect(http.get).toHaveBeenCalledWith('/api/saved_objects/_find', { query: { type: 'dashboard' } });
  });

  it('on stop, rejects the gets still waiting for their batch', async () => {
    jest.useFakeTimers();
    const http = { post: jest.fn() };
    const service = new SavedObjectsService();
    const { client } = service.start({ http: http as any });
    const pending = client.get('dashboard', 'a');
    service.stop();
    await expect(pending).rejects.toThrow('The saved objects client was stopped.');
    await jest.advanceTimersByTimeAsync(200);
    expect(http.post).not.toHaveBeenCalled();
  });
});

describe('SavedObjectsService, its client loaded on first use', () => {
  it('batches the gets made while the client loads into one _bulk_get', async () => {
    const http = {
      post: jest.fn(async (_path: string, options: { body: string }) => ({
        saved_objects: (JSON.parse(options.body) as Array<{ type: string; id: string }>).map((o) => ({
          ...o,
          attributes: {},
          references: [],
        })),
      })),
    };
    const { client } = new SavedObjectsService().start({ http: http as any });
    const [a, b] = await Promise.all([client.get('dashboard', 'a'), client.get('dashboard', 'b')]);
    expect([a.id, b.id]).toEqual(['a', 'b']);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post.mock.calls[0][0]).toBe('/api/saved_objects/_bulk_get');
  });

  it('answers a call made after stop with the stopped error, without a request', async () => {
    const http = { get: jest.fn() };
    const service = new SavedObjectsService();
    const { client } = service.start({ http: http as any });
    service.stop();
    await expect(client.find({ type: 'dashboard' })).rejects.toThrow('The saved objects client was stopped.');
    expect(http.get).not.toHaveBeenCalled();
  });
});
