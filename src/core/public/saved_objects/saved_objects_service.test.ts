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
