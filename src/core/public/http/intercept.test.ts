import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BasePath } from './base_path';
import { Fetch } from './fetch';
import { flushPromises, installFetchEnvironment, jsonResponse, sentRequest, type FetchMock } from './fetch_test_env';
import { HttpFetchError } from './http_fetch_error';
import type { HttpInterceptor, HttpInterceptorResponseError } from './types';

let fetchMock: FetchMock;
let client: Fetch;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  client = new Fetch({ basePath: new BasePath('/abc'), version: '2.19.0' });
});

/** Settles (or not) a call and reports how: the promise is observed without awaiting it. */
function watch(promise: Promise<unknown>) {
  const state: { resolved?: unknown; rejected?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { resolved: value, settled: true }),
    (error) => Object.assign(state, { rejected: error, settled: true })
  );
  return state;
}

describe('interceptor order', () => {
  it('runs request hooks newest first and response hooks oldest first', async () => {
    const calls: string[] = [];
    const recorder = (name: string): HttpInterceptor => ({
      request: () => void calls.push(`${name}.request`),
      response: () => void calls.push(`${name}.response`),
    });
    client.intercept(recorder('first'));
    client.intercept(recorder('second'));
    await client.fetch('/a');
    expect(calls).toEqual(['second.request', 'first.request', 'first.response', 'second.response']);
  });
});

describe('request interceptors', () => {
  it('may change the request options before sending', async () => {
    client.intercept({
      request: (options) => ({ headers: { ...options.headers, 'X-Tenant': 'private' }, query: { v: 2 } }),
    });
    await client.fetch('/a', { headers: { 'X-Caller': 'yes' } });
    const request = sentRequest(fetchMock);
    expect(request.headers.get('X-Tenant')).toBe('private');
    expect(request.headers.get('X-Caller')).toBe('yes');
    expect(request.url).toBe('http://localhost/abc/a?v=2');
  });

  it('see the caller options with the path', async () => {
    const seen = jest.fn<NonNullable<HttpInterceptor['request']>>();
    client.intercept({ request: seen });
    await client.post('/api/v1/auth/login', { body: '{}' });
    expect(seen.mock.calls[0][0]).toMatchObject({ path: '/api/v1/auth/login', method: 'POST', body: '{}' });
  });

  it('cannot add headers with the reserved prefix either', async () => {
    client.intercept({ request: () => ({ headers: { 'osd-xsrf': 'forged' } }) });
    await expect(client.fetch('/a')).rejects.toThrow(
      'Invalid fetch headers, headers beginning with "osd-" are not allowed: [osd-xsrf]'
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reject the call when one throws and no later interceptor recovers', async () => {
    const laterRequest = jest.fn<() => void>();
    client.intercept({ request: laterRequest });
    client.intercept({
      request: () => {
        throw new Error('no session');
      },
    });
    await expect(client.fetch('/a')).rejects.toThrow('no session');
    expect(laterRequest).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('can be recovered by a later requestError hook', async () => {
    const requestError = jest.fn<NonNullable<HttpInterceptor['requestError']>>(() => ({ path: '/recovered' }));
    client.intercept({ requestError });
    client.intercept({ request: () => Promise.reject(new Error('no session')) });
    await client.fetch('/a');
    expect(requestError.mock.calls[0][0].error.message).toBe('no session');
    expect(requestError.mock.calls[0][0].fetchOptions.path).toBe('/a');
    expect(sentRequest(fetchMock).url).toBe('http://localhost/abc/recovered');
  });
});

describe('response interceptors', () => {
  it('may change the response body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 1 }));
    client.intercept({ response: ({ body }) => ({ body: { wrapped: body } }) });
    await expect(client.fetch('/a')).resolves.toEqual({ wrapped: { count: 1 } });
  });

  it('see a failed response as a responseError with the HttpFetchError, response and body', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, { status: 401, statusText: 'Unauthorized' }));
    let seen: HttpInterceptorResponseError | undefined;
    client.intercept({ responseError: (httpError) => void (seen = httpError) });
    const error = await client.fetch('/a').catch((e: unknown) => e);
    expect(seen?.error).toBe(error);
    expect(seen?.error).toBeInstanceOf(HttpFetchError);
    expect(seen?.response?.status).toBe(401);
    expect(seen?.body).toEqual(body);
    expect(seen?.fetchOptions.path).toBe('/a');
    expect(seen?.request.url).toBe('http://localhost/abc/a');
  });

  it('can recover a failed call from responseError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    client.intercept({ responseError: () => ({ body: 'from cache' }) });
    const after = jest.fn<NonNullable<HttpInterceptor['response']>>();
    client.intercept({ response: after });
    await expect(client.fetch('/a')).resolves.toBe('from cache');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('turn a throwing response hook into a rejection later hooks can see', async () => {
    const laterError = jest.fn<NonNullable<HttpInterceptor['responseError']>>();
    client.intercept({
      response: () => {
        throw new Error('bad shape');
      },
    });
    client.intercept({ responseError: laterError });
    await expect(client.fetch('/a')).rejects.toThrow('bad shape');
    expect(laterError.mock.calls[0][0].error.message).toBe('bad shape');
  });
});

describe('removing interceptors', () => {
  it('removes one interceptor with the function intercept returned', async () => {
    const kept = jest.fn<() => void>();
    const removed = jest.fn<() => void>();
    client.intercept({ request: kept });
    const remove = client.intercept({ request: removed });
    remove();
    await client.fetch('/a');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('removes every interceptor with removeAllInterceptors', async () => {
    const request = jest.fn<() => void>();
    client.intercept({ request });
    client.intercept({ response: request });
    client.removeAllInterceptors();
    await client.fetch('/a');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('halting', () => {
  it('halts silently from a request hook: nothing is sent, no later hook runs, the call never settles', async () => {
    const later = jest.fn<() => void>();
    const counts: number[] = [];
    client.getRequestCount$().subscribe((count) => counts.push(count));
    client.intercept({ request: later, response: later, responseError: later });
    client.intercept({ request: (_options, controller) => controller.halt() });
    const state = watch(client.fetch('/a'));
    await flushPromises();
    expect(state.settled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
    // A halted request must not leave the loading indicator on.
    expect(counts).toEqual([0, 1, 0]);
  });

  it('halts silently from a response hook', async () => {
    const later = jest.fn<() => void>();
    client.intercept({ response: (_response, controller) => controller.halt() });
    client.intercept({ response: later, responseError: later });
    const state = watch(client.fetch('/a'));
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state.settled).toBe(false);
    expect(later).not.toHaveBeenCalled();
  });

  it('halts silently from a responseError hook, e.g. while redirecting to the login page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Unauthorized' }, { status: 401 }));
    client.intercept({ responseError: (_error, controller) => controller.halt() });
    const state = watch(client.fetch('/a'));
    await flushPromises();
    expect(state.settled).toBe(false);
  });

  it('halts only the request whose controller was halted', async () => {
    let calls = 0;
    client.intercept({ request: (_options, controller) => (calls++ === 0 ? controller.halt() : undefined) });
    const halted = watch(client.fetch('/a'));
    await expect(client.fetch('/b')).resolves.toEqual({});
    expect(halted.settled).toBe(false);
  });
});
