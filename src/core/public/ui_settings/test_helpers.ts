import { jest } from '@jest/globals';
import { NodeRequest, NodeResponse } from '../http/fetch_test_env';
import { HttpFetchError } from '../http/http_fetch_error';
import type { HttpFetchOptions, HttpSetup } from '../http/types';
import { UiSettingsApi } from './ui_settings_api';
import { UiSettingsClient } from './ui_settings_client';
import type { PublicUiSettingsParams, UserProvidedValue } from './types';

/** Test-only. One POST the fake server has received and not yet answered. */
export interface HeldRequest {
  path: string;
  options: HttpFetchOptions;
  changes: Record<string, unknown>;
  /** Applies the changes to the fake server's values and answers `{settings}`. */
  succeed(extra?: Record<string, UserProvidedValue>): Promise<void>;
  /** Rejects the way the http client does for a non-OK status. */
  fail(status: number, body?: unknown): Promise<void>;
}

/** Lets promise continuations run; no timers involved. */
export async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * A fake of HttpSetup.fetch in front of a fake settings store. Each request waits until the test
 * answers it, so requests in flight can be observed.
 */
export function createFakeSettingsServer(initialUser: Record<string, UserProvidedValue> = {}) {
  const user: Record<string, UserProvidedValue> = { ...initialUser };
  const held: HeldRequest[] = [];
  const fetch = jest.fn(
    (path: string, options: HttpFetchOptions = {}) =>
      new Promise((resolve, reject) => {
        const changes = (JSON.parse(String(options.body)) as { changes: Record<string, unknown> }).changes;
        held.push({
          path,
          options,
          changes,
          succeed: async (extra = {}) => {
            for (const [key, value] of Object.entries(changes)) {
              if (value === null) delete user[key];
              else user[key] = { userValue: value };
            }
            Object.assign(user, extra);
            resolve({ settings: { ...user } });
            await settle();
          },
          fail: async (status, body) => {
            const request = new NodeRequest(`http://localhost${path}`, { method: 'POST' });
            reject(new HttpFetchError(`Failed with ${status}`, request, new NodeResponse(null, { status }), body));
            await settle();
          },
        });
      })
  );
  const http = { fetch } as unknown as Pick<HttpSetup, 'fetch'>;
  return { http, fetch, held, user };
}

export const TEST_DEFAULTS: Record<string, PublicUiSettingsParams> = {
  'dateFormat:tz': { value: 'Browser', type: 'string' },
  'theme:darkMode': { value: false, type: 'boolean' },
  'notifications:lifetime:info': { value: 5000, type: 'number' },
  'visualize:colors': { value: '{"a":1}', type: 'json' },
  'meta:fields': { value: ['_id'], type: 'array' },
};

export function setupClient(user: Record<string, UserProvidedValue> = {}, defaults = TEST_DEFAULTS) {
  const server = createFakeSettingsServer(user);
  // The API itself, not the service's lazily loaded one: a change is sent at once, so requests in
  // flight can be observed (lazy_ui_settings_api.test.ts covers the loading).
  const client = new UiSettingsClient({ api: new UiSettingsApi(server.http), defaults, initialSettings: user });
  return { ...server, client };
}
