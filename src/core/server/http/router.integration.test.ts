import { request as httpRequest } from 'http';
import { startHttpTestServer, type HttpTestServer } from '../test_utils/http_test_server';
import { HttpError } from './http_error';
import type { AuthenticationHandler, OsdRequest } from './types';

interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** A request whose path is sent exactly as written (fetch would resolve `..` and re-encode). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const XSRF = { 'osd-xsrf': 'true' };

/** Knows the caller from `x-user`; `x-user: bad` is refused with 401 by the handler itself. */
function headerAuth(calls: string[]): AuthenticationHandler {
  return (request, _response, toolkit) => {
    calls.push(`${request.route.options.authRequired}:${request.path}`);
    const user = request.headers['x-user'];
    if (user === 'bad') throw new HttpError(401, 'Bad credentials');
    return typeof user === 'string' ? toolkit.authenticated({ user }) : toolkit.notHandled();
  };
}

const whoAmI = (request: OsdRequest) => ({
  authenticated: request.auth.isAuthenticated,
  state: request.auth.state ?? null,
});

describe('core router: authRequired', () => {
  let server: HttpTestServer;
  let base: string;
  const calls: string[] = [];

  beforeAll(async () => {
    server = startHttpTestServer();
    server.http.registerAuth(headerAuth(calls));
    const router = server.http.createRouter();
    router.get({ path: '/api/required' }, whoAmI);
    router.get({ path: '/api/optional', options: { authRequired: 'optional' } }, whoAmI);
    router.get({ path: '/api/public', options: { authRequired: false } }, whoAmI);
    router.get({ path: '/app/login', options: { authRequired: 'optional' } }, () => 'login page');
    router.get({ path: '/app/*' }, () => 'an app');
    router.get({ path: '/api/v1/x' }, () => 'protected x');
    base = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => void calls.splice(0));

  it('true: runs the handler for an authenticated caller, with the auth state on the request', async () => {
    expect(await call(base, 'GET', '/api/required', { headers: { 'x-user': 'ann' } })).toMatchObject({
      status: 200,
      body: { authenticated: true, state: { user: 'ann' } },
    });
    expect(calls).toEqual(['true:/api/required']);
  });

  it('true: answers 401 when the auth handler does not know the caller, or sends its own refusal', async () => {
    expect(await call(base, 'GET', '/api/required')).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' },
    });
    expect(await call(base, 'GET', '/api/required', { headers: { 'x-user': 'bad' } })).toMatchObject({
      status: 401,
      body: { message: 'Bad credentials' },
    });
  });

  it("'optional': authenticates when it can and runs the handler anyway", async () => {
    expect(await call(base, 'GET', '/api/optional', { headers: { 'x-user': 'ann' } })).toMatchObject({
      status: 200,
      body: { authenticated: true, state: { user: 'ann' } },
    });
    expect(await call(base, 'GET', '/api/optional')).toMatchObject({
      status: 200,
      body: { authenticated: false, state: null },
    });
    // A refusal by the handler (a 401) does not stop an optional route either.
    expect(await call(base, 'GET', '/api/optional', { headers: { 'x-user': 'bad' } })).toMatchObject({
      status: 200,
      body: { authenticated: false },
    });
    expect(calls).toEqual(['optional:/api/optional', 'optional:/api/optional', 'optional:/api/optional']);
  });

  it('false: never calls the auth handler', async () => {
    expect(await call(base, 'GET', '/api/public', { headers: { 'x-user': 'ann' } })).toMatchObject({
      status: 200,
      body: { authenticated: false },
    });
    expect(calls).toEqual([]);
  });

  it('treats a path no route matches as protected (401 before the 404)', async () => {
    expect((await call(base, 'GET', '/api/nothing-here')).status).toBe(401);
    expect((await call(base, 'GET', '/api/nothing-here', { headers: { 'x-user': 'ann' } })).status).toBe(404);
  });

  it('asks HEAD requests of a GET route for the same authentication', async () => {
    expect((await fetch(`${base}/api/required`, { method: 'HEAD' })).status).toBe(401);
    expect((await fetch(`${base}/api/public`, { method: 'HEAD' })).status).toBe(200);
  });

  it('decides from the route a request matched, so an encoded or dotted path cannot pass for a public route', async () => {
    // The dot segments are not resolved: nothing matches, so the path is protected.
    expect((await rawGet(base, '/api/v1/../v1/x')).status).toBe(401);
    expect((await rawGet(base, '/api/public/../v1/x')).status).toBe(401);
    expect((await rawGet(base, '/api/%70ublic/../v1/x')).status).toBe(401);
    // An encoded protected route is still that protected route.
    expect((await rawGet(base, '/api/v1/%78')).status).toBe(401);
    // The router decodes `/app/%6cogin` to the login route itself, whose options (and only those)
    // apply: it is the login page, not a pass to anything else.
    calls.splice(0);
    expect(await rawGet(base, '/app/%6cogin')).toEqual({ status: 200, body: 'login page' });
    expect(calls).toEqual(['optional:/app/%6cogin']);
    expect(await rawGet(base, '/app/%6cogin/../home')).toMatchObject({ status: 401 });
    expect(await rawGet(base, '/app/login/../home')).toMatchObject({ status: 401 });
  });
});

describe('core router without an auth handler', () => {
  let server: HttpTestServer;
  let base: string;

  beforeAll(async () => {
    server = startHttpTestServer();
    server.http.createRouter().get({ path: '/api/required' }, whoAmI);
    base = await server.start();
  });
  afterAll(() => server.stop());

  it('runs routes that ask for authentication unauthenticated (no security plugin)', async () => {
    expect(await call(base, 'GET', '/api/required')).toMatchObject({
      status: 200,
      body: { authenticated: false, state: null },
    });
  });

  it('answers 404 for an unknown path', async () => {
    expect((await call(base, 'GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('core router: registration', () => {
  it('refuses a second auth handler', async () => {
    const server = startHttpTestServer();
    server.http.registerAuth((_request, _response, toolkit) => toolkit.notHandled());
    expect(() => server.http.registerAuth((_request, _response, toolkit) => toolkit.notHandled())).toThrow(
      'An authentication handler is already registered.'
    );
    await server.stop();
  });

  it('refuses an auth handler, a hook or a route once the server listens', async () => {
    const server = startHttpTestServer();
    await server.start();
    expect(() => server.http.registerAuth((_request, _response, toolkit) => toolkit.notHandled())).toThrow(
      'An authentication handler cannot be registered after the server has started.'
    );
    expect(() => server.http.registerOnPostAuth(() => undefined)).toThrow(/after the server has started/);
    expect(() => server.http.createRouter().get({ path: '/late' }, () => 'late')).toThrow();
    await server.stop();
  });

  it('refuses an unknown authRequired value and a path without a leading slash', async () => {
    const server = startHttpTestServer();
    const router = server.http.createRouter();
    expect(() => router.get({ path: '/x', options: { authRequired: 'maybe' as never } }, () => 'x')).toThrow(
      /authRequired/
    );
    expect(() => router.get({ path: 'x' }, () => 'x')).toThrow(/must start with/);
    await server.stop();
  });
});

describe('core router: xsrf, validation and the response toolkit', () => {
  let server: HttpTestServer;
  let base: string;
  const order: string[] = [];
  const preResponses: Array<[string, number]> = [];

  beforeAll(async () => {
    server = startHttpTestServer();
    server.http.registerOnPreAuth((request) => void order.push(`pre:${request.path}`));
    server.http.registerAuth((request, _response, toolkit) => {
      order.push(`auth:${request.path}`);
      return toolkit.authenticated({ user: 'ann' });
    });
    server.http.registerOnPostAuth((request, response) => {
      order.push(`post:${request.path}:${request.auth.isAuthenticated}`);
      if (request.route.options.tags.includes('blocked')) throw new HttpError(403, 'Blocked by a post-auth hook');
      if (request.headers['x-answer'] === 'redirect') response.redirect('/elsewhere');
    });
    server.http.registerOnPreResponse((request, info) => void preResponses.push([request.path, info.statusCode]));
    const router = server.http.createRouter();
    router.post(
      {
        path: '/api/items/:id',
        validate: {
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
          query: {
            type: 'object',
            additionalProperties: false,
            properties: { dry: { type: 'boolean', default: false } },
          },
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: {
              name: { type: 'string', minLength: 1 },
              count: { type: 'number' },
              tags: { type: 'array', items: { type: 'string' } },
              kind: { enum: ['a', 'b'] },
            },
          },
        },
      },
      (request) => ({ params: request.params, query: request.query, body: request.body })
    );
    router.post({ path: '/api/hook', options: { xsrfRequired: false } }, () => ({ ok: true }));
    router.delete({ path: '/api/blocked', options: { tags: ['blocked'] } }, () => {
      order.push('handler ran');
      return {};
    });
    router.put({ path: '/api/created' }, (_request, response) => {
      response.status(201).header('x-extra', 'yes').cookie('a=1; Path=/').cookie('b=2; Path=/');
      return { created: true };
    });
    router.get({ path: '/api/text' }, (_request, response) => {
      response.type('application/json; charset=utf-8');
      return JSON.stringify('');
    });
    router.get({ path: '/api/redirect' }, (_request, response) => response.redirect('/app/home', 307));
    router.get({ path: '/api/fails' }, () => {
      throw new Error('secret internals');
    });
    base = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    order.splice(0);
    preResponses.splice(0);
  });

  it('refuses a non-GET call without the osd-xsrf header, unless the route says xsrfRequired: false', async () => {
    expect(await call(base, 'POST', '/api/items/1', { body: { name: 'x' } })).toMatchObject({
      status: 400,
      body: { message: 'Request must contain a osd-xsrf header.' },
    });
    // Refused before any auth work.
    expect(order).toEqual([]);
    expect(await call(base, 'POST', '/api/hook', { body: {} })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(base, 'POST', '/api/nothing-here', { body: {} })).status).toBe(400);
  });

  it('hands the handler validated params, query (coerced, defaults filled in) and body', async () => {
    expect(await call(base, 'POST', '/api/items/7', { body: { name: 'x', count: 2 }, headers: XSRF })).toMatchObject({
      status: 200,
      body: { params: { id: 7 }, query: { dry: false }, body: { name: 'x', count: 2 } },
    });
    expect(order).toEqual(['pre:/api/items/7', 'auth:/api/items/7', 'post:/api/items/7:true']);
  });

  it.each([
    ['/api/items/7', { count: 1 }, "[body.name]: must have required property 'name'"],
    ['/api/items/7', { name: 'x', colour: 'red' }, "Unknown field 'colour' (allowed: name, count, tags, kind)"],
    ['/api/items/7', { name: 'x', count: '2' }, '[body.count]: must be number'],
    ['/api/items/7', { name: '' }, '[body.name]: must NOT have fewer than 1 characters'],
    ['/api/items/7', { name: 'x', tags: ['a', 5] }, '[body.tags.1]: must be string'],
    ['/api/items/7', { name: 'x', kind: 'c' }, '[body.kind]: must be one of: a, b'],
    ['/api/items/7', [], '[body]: must be object'],
    ['/api/items/7', undefined, '[body]: must be object'],
    ['/api/items/7?dry=maybe', { name: 'x' }, '[query.dry]: must be boolean'],
    ['/api/items/7?colour=red', { name: 'x' }, "Unknown query parameter 'colour' (allowed: dry)"],
    ['/api/items/0', { name: 'x' }, '[params.id]: must be >= 1'],
    ['/api/items/abc', { name: 'x' }, '[params.id]: must be integer'],
  ])('refuses POST %s with %j: 400 %s', async (path, body, message) => {
    expect(await call(base, 'POST', path, { body, headers: XSRF })).toEqual(
      expect.objectContaining({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } })
    );
  });

  it('refuses malformed JSON and prototype keys with 400', async () => {
    for (const rawBody of [
      '{"name":',
      '{"name":"x","__proto__":{"admin":true}}',
      '{"name":"x","constructor":{"prototype":{}}}',
    ]) {
      expect(await call(base, 'POST', '/api/items/7', { rawBody, headers: XSRF })).toMatchObject({
        status: 400,
        body: { message: 'The request body is not valid JSON.' },
      });
    }
  });

  it('lets a post-auth hook refuse by route tag before the handler or the body', async () => {
    expect(await call(base, 'DELETE', '/api/blocked', { headers: XSRF })).toMatchObject({
      status: 403,
      body: { message: 'Blocked by a post-auth hook' },
    });
    expect(order).not.toContain('handler ran');
    expect(preResponses).toEqual([['/api/blocked', 403]]);
  });

  it('lets a hook answer with a redirect', async () => {
    const res = await call(base, 'GET', '/api/text', { headers: { 'x-answer': 'redirect' } });
    expect([res.status, res.headers.get('location')]).toEqual([302, '/elsewhere']);
  });

  it('sets status codes, headers and cookies from the response toolkit', async () => {
    const res = await call(base, 'PUT', '/api/created', { headers: XSRF });
    expect([res.status, res.body, res.headers.get('x-extra'), res.headers.getSetCookie()]).toEqual([
      201,
      { created: true },
      'yes',
      ['a=1; Path=/', 'b=2; Path=/'],
    ]);
    expect(preResponses).toEqual([['/api/created', 201]]);
  });

  it('sends a string as it is with the content type the handler set, and redirects', async () => {
    const text = await call(base, 'GET', '/api/text');
    expect([text.status, text.text, text.headers.get('content-type')]).toEqual([
      200,
      '""',
      'application/json; charset=utf-8',
    ]);
    const redirect = await call(base, 'GET', '/api/redirect');
    expect([redirect.status, redirect.headers.get('location')]).toEqual([307, '/app/home']);
  });

  it('answers a failing handler with a 500 that shows no internals', async () => {
    const res = await call(base, 'GET', '/api/fails');
    expect(res).toMatchObject({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred.' },
    });
    expect(res.text).not.toContain('secret internals');
    expect(preResponses).toEqual([['/api/fails', 500]]);
  });
});
