import { beforeEach, describe, expect, it } from '@jest/globals';
import { BasePath } from './base_path';
import { Fetch } from './fetch';
import {
  NodeAbortController,
  NodeBlob,
  NodeRequest,
  NodeResponse,
  flushPromises,
  installFetchEnvironment,
  jsonResponse,
  sentRequest,
  type FetchMock,
} from './fetch_test_env';
import { HttpFetchError } from './http_fetch_error';
import type { HttpResponse } from './types';

let fetchMock: FetchMock;
let client: Fetch;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  client = new Fetch({ basePath: new BasePath('/abc'), version: '2.19.0' });
});

describe('fetch arguments', () => {
  it('accepts a path with options, or a single options object', async () => {
    await client.fetch('/api/status', { method: 'GET' });
    await client.fetch({ path: '/api/status' });
    await client.fetch('/api/status');
    expect(fetchMock.mock.calls.map(([request]) => request.url)).toEqual([
      'http://localhost/abc/api/status',
      'http://localhost/abc/api/status',
      'http://localhost/abc/api/status',
    ]);
  });

  it.each([
    [[42], 'number, undefined'],
    [['/api', 'GET'], 'string, string'],
    [[{ path: '/api' }, {}], 'object, object'],
    [[null], 'null, undefined'],
    [[['/api']], 'array, undefined'],
  ])('rejects invalid arguments %j without sending', async (args, received) => {
    const call = (client.fetch as (...params: unknown[]) => Promise<unknown>)(...args);
    await expect(call).rejects.toThrow(
      `Invalid fetch arguments, must either be (string, object) or (object, undefined), received (${received})`
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an options object without a path', async () => {
    await expect(client.fetch({} as { path: string })).rejects.toThrow(
      'Invalid fetch arguments, the options object must have a string "path"'
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects invalid arguments to the method shorthands too', async () => {
    await expect((client.post as (...params: unknown[]) => Promise<unknown>)(7)).rejects.toThrow(
      'Invalid fetch arguments, must either be (string, object) or (object, undefined), received (number, undefined)'
    );
  });
});

describe('the request sent', () => {
  it('uses GET, same-origin credentials, JSON content type and the platform headers by default', async () => {
    await client.fetch('/api/v1/auth/authinfo');
    const request = sentRequest(fetchMock);
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('osd-version')).toBe('2.19.0');
    expect(request.headers.get('osd-xsrf')).toBe('osd-fetch');
    expect(request.headers.has('osd-system-request')).toBe(false);
  });

  it('asks for same-origin credentials explicitly rather than relying on the runtime default', async () => {
    const inits: Array<RequestInit | undefined> = [];
    (globalThis as unknown as Record<string, unknown>).Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        inits.push(init);
      }
    };
    await client.fetch('/a');
    expect(inits[0]?.credentials).toBe('same-origin');
  });

  it('marks a system request', async () => {
    await client.fetch('/api/v1/auth/authinfo', { asSystemRequest: true });
    expect(sentRequest(fetchMock).headers.get('osd-system-request')).toBe('true');
  });

  it('rejects caller headers with the reserved prefix, listing all of them, without sending', async () => {
    const call = client.post('/api/v1/multitenancy/tenant', {
      headers: { 'osd-foo': 'a', 'X-Allowed': 'b', 'OSD-Bar': 'c' },
    });
    await expect(call).rejects.toThrow(
      'Invalid fetch headers, headers beginning with "osd-" are not allowed: [osd-foo, OSD-Bar]'
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends caller headers, which may replace or remove the content type', async () => {
    await client.fetch('/a', { headers: { 'X-Custom': 'yes', 'Content-Type': 'text/plain' } });
    await client.fetch('/b', { headers: { 'Content-Type': undefined } });
    expect(sentRequest(fetchMock, 0).headers.get('X-Custom')).toBe('yes');
    expect(sentRequest(fetchMock, 0).headers.get('Content-Type')).toBe('text/plain');
    expect(sentRequest(fetchMock, 1).headers.has('Content-Type')).toBe(false);
  });

  it('lets the caller choose credentials and pass an abort signal', async () => {
    const controller = new NodeAbortController();
    await client.fetch('/a', { credentials: 'include', signal: controller.signal });
    const request = sentRequest(fetchMock);
    expect(request.credentials).toBe('include');
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('prepends the base path unless told not to, and leaves absolute URLs alone', async () => {
    await client.fetch('/api/status', { prependBasePath: false });
    await client.fetch('https://example.com/api/status');
    expect(sentRequest(fetchMock, 0).url).toBe('http://localhost/api/status');
    expect(sentRequest(fetchMock, 1).url).toBe('https://example.com/api/status');
  });

  it('serialises the query with repeated keys for arrays and without undefined values', async () => {
    await client.fetch('/api/saved_objects/_find', {
      query: { type: ['dashboard', 'visualization'], search: 'my dash', page: 1, fields: undefined },
    });
    const url = new URL(sentRequest(fetchMock).url);
    expect(url.pathname).toBe('/abc/api/saved_objects/_find');
    expect(url.searchParams.getAll('type')).toEqual(['dashboard', 'visualization']);
    expect(url.searchParams.get('search')).toBe('my dash');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.has('fields')).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['sorted keys, numbers and booleans', { z: 1, a: 'x', m: true, b: false, n: 0 }, 'a=x&b=false&m=true&n=0&z=1'],
    [
      'null as the bare key, undefined left out',
      { t: ['b', undefined, null, 3], gone: undefined, bare: null },
      'bare&t=b&t&t=3',
    ],
    ['strict encoding', { "q!'()*": 'a b&c=d/é?#%+' }, 'q%21%27%28%29%2A=a%20b%26c%3Dd%2F%C3%A9%3F%23%25%2B'],
    ['an attack on the query', { 'a&admin': 'true&x=1' }, 'a%26admin=true%26x%3D1'],
    ['an empty array left out, one item as one key', { empty: [], one: ['x'] }, 'one=x'],
    ['keys in code-unit order', { B: 1, a: 2, _: 3, '1': 4, '10': 5, '2': 6 }, '1=4&10=5&2=6&B=1&_=3&a=2'],
    [
      "a list page's query",
      { page: 1, per_page: 50, search: 'role "admin"', sort_field: 'name', sort_order: 'desc' },
      'page=1&per_page=50&search=role%20%22admin%22&sort_field=name&sort_order=desc',
    ],
  ])('writes the query with query-string: %s', async (_what, query, expected) => {
    await client.fetch('/api/x', { query: query as never });
    expect(new URL(sentRequest(fetchMock).url).search).toBe(`?${expected}`);
  });

  it('appends the query to a path that already has one', async () => {
    await client.fetch('/api/x?a=1', { query: { b: 2 } });
    expect(sentRequest(fetchMock).url).toBe('http://localhost/abc/api/x?a=1&b=2');
  });

  it('sends the body as given', async () => {
    const body = JSON.stringify({ tenant: '__user__', username: 'admin' });
    await client.post('/api/v1/multitenancy/tenant', { body });
    const request = sentRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe(body);
  });

  it.each([
    ['get', 'GET'],
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
    ['head', 'HEAD'],
    ['options', 'OPTIONS'],
  ] as const)('%s sends a %s request, in both argument forms', async (name, method) => {
    await client[name]('/a', { method: 'IGNORED' });
    await client[name]({ path: '/b' });
    expect(sentRequest(fetchMock, 0).method).toBe(method);
    expect(sentRequest(fetchMock, 1).method).toBe(method);
    expect(sentRequest(fetchMock, 1).url).toBe('http://localhost/abc/b');
  });
});

describe('the response body', () => {
  function respond(response: Response) {
    fetchMock.mockResolvedValueOnce(response);
  }

  it('is parsed JSON for a JSON content type', async () => {
    respond(jsonResponse({ data: { user_name: 'admin' } }));
    await expect(client.fetch('/a')).resolves.toEqual({ data: { user_name: 'admin' } });
  });

  it('is a Blob for newline-delimited JSON', async () => {
    const ndjson = '{"id":1}\n{"id":2}\n';
    respond(new NodeResponse(ndjson, { headers: { 'content-type': 'application/x-ndjson' } }));
    const body = (await client.fetch('/a')) as Blob;
    expect(body).toBeInstanceOf(NodeBlob);
    expect(await body.text()).toBe(ndjson);
  });

  it('is text parsed as JSON when it parses', async () => {
    respond(new NodeResponse('{"a":1}', { headers: { 'content-type': 'text/plain' } }));
    await expect(client.fetch('/a')).resolves.toEqual({ a: 1 });
  });

  it('is the text itself when it is not JSON', async () => {
    respond(new NodeResponse('plain words', { headers: { 'content-type': 'text/plain' } }));
    await expect(client.fetch('/a')).resolves.toBe('plain words');
  });

  it('is undefined for 204, an empty body, or a HEAD request', async () => {
    respond(new NodeResponse(null, { status: 204 }));
    await expect(client.fetch('/a')).resolves.toBeUndefined();
    respond(new NodeResponse('', { headers: { 'content-type': 'application/json' } }));
    await expect(client.fetch('/a')).resolves.toBeUndefined();
    respond(jsonResponse({ ignored: true }));
    await expect(client.head('/a')).resolves.toBeUndefined();
  });

  it('comes with the request and response when asResponse is set', async () => {
    respond(jsonResponse({ ok: 1 }, { status: 200 }));
    const result = (await client.fetch('/a', { asResponse: true })) as HttpResponse;
    expect(result.body).toEqual({ ok: 1 });
    expect(result.response?.status).toBe(200);
    expect(result.request.url).toBe('http://localhost/abc/a');
    expect(result.fetchOptions.path).toBe('/a');
  });
});

describe('failures', () => {
  it('turns a network failure into an HttpFetchError with the request and no response', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await client.fetch('/a').catch((e: unknown) => e)) as HttpFetchError;
    expect(error).toBeInstanceOf(HttpFetchError);
    expect(error.name).toBe('HttpFetchError');
    expect(error.message).toBe('Failed to fetch');
    expect(error.request.url).toBe('http://localhost/abc/a');
    expect(error.response).toBeUndefined();
  });

  it('uses the server body message for a non-OK response, with response and body', async () => {
    const body = { statusCode: 403, error: 'Forbidden', message: 'no permissions for [cluster:admin]' };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, { status: 403, statusText: 'Forbidden' }));
    const error = (await client.fetch('/a').catch((e: unknown) => e)) as HttpFetchError;
    expect(error).toBeInstanceOf(HttpFetchError);
    expect(error.message).toBe('no permissions for [cluster:admin]');
    expect(error.response?.status).toBe(403);
    expect(error.body).toEqual(body);
    expect(error.request.url).toBe('http://localhost/abc/a');
  });

  it('falls back to the status text when the body has no message', async () => {
    fetchMock.mockResolvedValueOnce(
      new NodeResponse('<html>oops</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      })
    );
    const error = (await client.fetch('/a').catch((e: unknown) => e)) as HttpFetchError;
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBe('<html>oops</html>');
  });

  it('keeps the status text when a failed response has an unreadable JSON body', async () => {
    fetchMock.mockResolvedValueOnce(
      new NodeResponse('{broken', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'content-type': 'application/json' },
      })
    );
    const error = (await client.fetch('/a').catch((e: unknown) => e)) as HttpFetchError;
    expect(error.message).toBe('Internal Server Error');
    expect(error.response?.status).toBe(500);
  });

  it('rejects a successful response whose JSON body is malformed', async () => {
    fetchMock.mockResolvedValueOnce(new NodeResponse('{broken', { headers: { 'content-type': 'application/json' } }));
    const error = (await client.fetch('/a').catch((e: unknown) => e)) as HttpFetchError;
    expect(error).toBeInstanceOf(HttpFetchError);
    expect(error.response?.status).toBe(200);
  });
});

describe('requests in flight', () => {
  it('counts a request from the call until it settles', async () => {
    const counts: number[] = [];
    client.getRequestCount$().subscribe((count) => counts.push(count));
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = client.fetch('/a');
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(counts).toEqual([0, 1]);
    answer(jsonResponse({}));
    await pending;
    expect(counts).toEqual([0, 1, 0]);
  });

  it('stops counting a failed request', async () => {
    const counts: number[] = [];
    client.getRequestCount$().subscribe((count) => counts.push(count));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await client.fetch('/a').catch(() => undefined);
    expect(counts).toEqual([0, 1, 0]);
  });
});
