import { bareHttpServers } from '../test_utils/bare_http_server';
import { HttpError } from './http_error';
import type { HttpServer } from './http_server';
import type { AnsweredRequest } from './types';

/**
 * Core's request pipeline runs inside a router route's handler and as Fastify hooks everywhere
 * else (request_pipeline.ts): every way an answer can leave must carry the same headers, see the
 * same pre-response hooks and be observed once.
 */
const servers = bareHttpServers('request-pipeline-test');

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10));

interface Harness {
  url: string;
  observed: AnsweredRequest[];
  handled: string[];
}

async function start(): Promise<Harness> {
  const { server }: { server: HttpServer } = servers.create();
  const observed: AnsweredRequest[] = [];
  const handled: string[] = [];
  server.observeResponses({ responded: (_ms, answer) => observed.push(answer), disconnected: () => undefined });
  server.registerAuth((request, _response, toolkit) => {
    if (request.headers.authorization === 'Bearer ok') return later(toolkit.authenticated({ user: 'u' }));
    throw new HttpError(401, 'Authentication required');
  });
  // Waits before it sets its header: the answer must wait for it, wherever it is sent from.
  server.registerOnPreResponse(async (_request, info) => {
    await later(undefined);
    info.setHeader('x-pre-response', String(info.statusCode));
  });
  const router = server.createRouter();
  router.get({ path: '/api/json', options: { authRequired: false } }, (_request, response) => response.json('{"a":1}'));
  router.get({ path: '/api/value', options: { authRequired: false } }, () => ({ value: true }));
  router.get({ path: '/api/later', options: { authRequired: false } }, async () => later({ later: true }));
  router.get({ path: '/page', options: { authRequired: false } }, (_request, response) => response.redirect('/else'));
  router.get({ path: '/api/throws', options: { authRequired: false } }, () => {
    throw new HttpError(409, 'Taken.');
  });
  router.get({ path: '/api/private' }, () => ({ private: true }));
  router.post({ path: '/api/post' }, (request) => {
    handled.push('post');
    return { body: request.body };
  });
  // Registered on Fastify around the routers: treated as an unmatched path, fully protected.
  server.fastify.get('/raw', async () => ({ raw: true }));
  return { url: await servers.listen(server), observed, handled };
}

function expectPipelineHeaders(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-security-policy')).toBeTruthy();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('x-opaque-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.get('x-pre-response')).toBe(String(status));
}

describe('the request pipeline, whichever way the answer leaves', () => {
  let h: Harness;
  // Each test's server is closed after it (bareHttpServers).
  beforeEach(async () => {
    h = await start();
  });

  it.each([
    ['a handler that answers with json()', '/api/json', 200, '{"a":1}'],
    ['a handler that returns a value', '/api/value', 200, '{"value":true}'],
    ['a handler whose promise resolves later', '/api/later', 200, '{"later":true}'],
    ['a handler that throws', '/api/throws', 409, undefined],
    ['a path no route matches (auth first)', '/api/nowhere', 401, undefined],
    ['a route added around the routers (auth first)', '/raw', 401, undefined],
  ])('%s: security headers, request id, no-store, pre-response hooks', async (_what, path, status, body) => {
    const res = await fetch(`${h.url}${path}`);
    expectPipelineHeaders(res, status);
    expect(res.headers.get('cache-control')).toBe(path === '/raw' ? null : 'no-store');
    const text = await res.text();
    if (body !== undefined) expect(text).toBe(body);
    else expect(JSON.parse(text)).toMatchObject({ statusCode: status });
  });

  it('a redirect, a 404 and a HEAD of a GET route carry them too', async () => {
    const redirect = await fetch(`${h.url}/page`, { redirect: 'manual' });
    expectPipelineHeaders(redirect, 302);
    expect(redirect.headers.get('location')).toBe('/else');
    const missing = await fetch(`${h.url}/api/nowhere`, { headers: { authorization: 'Bearer ok' } });
    expectPipelineHeaders(missing, 404);
    const head = await fetch(`${h.url}/api/value`, { method: 'HEAD' });
    expectPipelineHeaders(head, 200);
  });

  it('echoes the caller request id', async () => {
    const res = await fetch(`${h.url}/api/value`, { headers: { 'x-opaque-id': 'my-id-1' } });
    expect(res.headers.get('x-opaque-id')).toBe('my-id-1');
  });

  it.each([
    // [what the browser says of the request, the opener policy expected]
    [{ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' }, null],
    [{ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' }, null],
    [{ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' }, 'same-origin'],
    [{ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-site' }, 'same-origin'],
    [{ 'sec-fetch-dest': 'document' }, 'same-origin'],
    [{ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    [{ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'none' }, 'same-origin'],
    [{}, 'same-origin'],
  ])('a request that says %j: opener policy %s, the other headers as always', async (fetchHeaders, policy) => {
    for (const [path, status] of [
      ['/page', 302],
      ['/api/value', 200],
      ['/api/nowhere', 401],
    ] as const) {
      const res = await fetch(`${h.url}${path}`, { headers: fetchHeaders, redirect: 'manual' });
      expectPipelineHeaders(res, status);
      expect(res.headers.get('cross-origin-opener-policy')).toBe(policy);
    }
  });

  it('refuses a POST without osd-xsrf, and one without credentials before its body is read', async () => {
    const noXsrf = await fetch(`${h.url}/api/post`, {
      method: 'POST',
      headers: { authorization: 'Bearer ok', 'content-type': 'application/json' },
      body: '{}',
    });
    expectPipelineHeaders(noXsrf, 400);
    expect(await noXsrf.json()).toMatchObject({ message: 'Request must contain a osd-xsrf header.' });
    // Not JSON at all: a 401, not a 400, since authentication comes before the body.
    const anonymous = await fetch(`${h.url}/api/post`, {
      method: 'POST',
      headers: { 'osd-xsrf': 'true', 'content-type': 'application/json' },
      body: '{not json',
    });
    expectPipelineHeaders(anonymous, 401);
    const ok = await fetch(`${h.url}/api/post`, {
      method: 'POST',
      headers: { authorization: 'Bearer ok', 'osd-xsrf': 'true', 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expectPipelineHeaders(ok, 200);
    expect(await ok.json()).toEqual({ body: { x: 1 } });
    expect(h.handled).toEqual(['post']);
  });

  it('observes every answer once, with its route and status', async () => {
    const from = h.observed.length;
    await (await fetch(`${h.url}/api/value`)).text();
    await (await fetch(`${h.url}/api/throws`)).text();
    await (await fetch(`${h.url}/api/private`)).text();
    await (await fetch(`${h.url}/api/private`, { headers: { authorization: 'Bearer ok' } })).text();
    expect(h.observed.slice(from)).toEqual([
      { method: 'GET', route: '/api/value', statusCode: 200 },
      { method: 'GET', route: '/api/throws', statusCode: 409 },
      { method: 'GET', route: '/api/private', statusCode: 401 },
      { method: 'GET', route: '/api/private', statusCode: 200 },
    ]);
  });
});
