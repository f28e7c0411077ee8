import { describe, expect, it } from '@jest/globals';
import { ConfigurationApi } from './api';
import { recordingHttp } from './test_fakes';

describe('ConfigurationApi: the cache', () => {
  it("purges the cache with DELETE /api/v1/configuration/cache and returns the server's message", async () => {
    const { http, calls } = recordingHttp(() => ({ message: 'Cache flushed successfully.' }));
    await expect(new ConfigurationApi(http).purgeCache()).resolves.toEqual({ message: 'Cache flushed successfully.' });
    expect(calls).toEqual([['DELETE', '/api/v1/configuration/cache']]);
  });

  it('tolerates a purge answer without a message', async () => {
    const { http } = recordingHttp(() => undefined);
    await expect(new ConfigurationApi(http).purgeCache()).resolves.toEqual({});
  });
});
