import { Type } from '@sinclair/typebox';
import { startHttpTestServer, type HttpTestServer } from '../test_utils/http_test_server';

const XSRF = { 'osd-xsrf': 'true', 'content-type': 'application/json' };

const User = Type.Object({ username: Type.String(), roles: Type.Array(Type.String()) });
const UserParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const UserQuery = Type.Object({ verbose: Type.Boolean({ default: false }) }, { additionalProperties: false });
const UserBody = Type.Object(
  { username: Type.String({ minLength: 1 }), roles: Type.Array(Type.String()) },
  { additionalProperties: false }
);

describe('core router: TypeBox route schemas', () => {
  let server: HttpTestServer;
  let base: string;

  beforeAll(async () => {
    server = startHttpTestServer();
    const router = server.http.createRouter();
    router.get(
      { path: '/api/users/:id', validate: { params: UserParams, query: UserQuery }, response: { 200: User } },
      (request) => {
        // The types come from the schemas: a number and a boolean, not strings.
        const id: number = request.params.id;
        const verbose: boolean = request.query.verbose;
        // What a store row holds: the hash must never reach the client.
        const row = { username: `user${id}`, roles: verbose ? ['admin'] : [], hash: '$2y$12$secret', secret: 'x' };
        return row;
      }
    );
    router.post(
      { path: '/api/users/:id', validate: { params: UserParams, body: UserBody }, response: { 200: User } },
      (request) => ({ username: request.body.username.toUpperCase(), roles: request.body.roles })
    );
    router.get({ path: '/api/incomplete', response: { 200: User } }, () => ({ username: 'only' }) as never);
    router.get({ path: '/api/nested', response: { 200: Type.Object({ users: Type.Array(User) }) } }, () => ({
      users: [{ username: 'a', roles: [], hash: 'h1' }],
    }));
    // An answer serialized once and sent again: the schema still drops what it does not declare.
    let kept: string | undefined;
    router.get({ path: '/api/kept', response: { 200: User } }, (_request, response) => {
      kept ??= response.serialize({ username: 'kept', roles: ['r'], hash: '$2y$12$secret' });
      return response.json(kept);
    });
    // The compiler holds handlers to their schemas (tsc fails if these stop being errors).
    router.get({ path: '/api/typed', validate: { params: UserParams } }, (request) => {
      // @ts-expect-error params.id is a number by the schema
      const id: string = request.params.id;
      return id;
    });
    // @ts-expect-error roles must be an array of strings by the response schema
    router.get({ path: '/api/typed-answer', response: { 200: User } }, () => ({ username: 'a', roles: 'admin' }));
    // The untyped form (types named beside the schemas instead of derived from them) is gone.
    // @ts-expect-error a route's request types come from its schemas only
    router.get<{ id: string }>(
      { path: '/api/untyped/:id', validate: { params: UserParams } },
      (request) => request.params.id
    );
    base = await server.start();
  });
  afterAll(() => server.stop());

  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: method === 'GET' ? {} : XSRF,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) };
  }

  it('validates params and query from the schemas and answers with the declared fields only', async () => {
    const res = await call('GET', '/api/users/3?verbose=true');
    expect(res).toMatchObject({ status: 200, body: { username: 'user3', roles: ['admin'] } });
    expect(Object.keys(res.body).sort()).toEqual(['roles', 'username']);
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('hash');
  });

  it('drops undeclared fields inside nested objects too', async () => {
    const res = await call('GET', '/api/nested');
    expect(res.body).toEqual({ users: [{ username: 'a', roles: [] }] });
    expect(res.text).not.toContain('h1');
  });

  it('serializes a kept answer through the route schema and sends the kept text as JSON', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/kept`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe('{"username":"kept","roles":["r"]}');
    }
  });

  it('validates the body against its TypeBox schema', async () => {
    expect(await call('POST', '/api/users/3', { username: 'ann', roles: ['r'] })).toMatchObject({
      status: 200,
      body: { username: 'ANN', roles: ['r'] },
    });
  });

  it.each([
    ['POST', '/api/users/3', { username: 'ann' }, "[body.roles]: must have required property 'roles'"],
    [
      'POST',
      '/api/users/3',
      { username: 'ann', roles: [], hash: 'x' },
      "Unknown field 'hash' (allowed: username, roles)",
    ],
    ['POST', '/api/users/3', { username: '', roles: [] }, '[body.username]: must NOT have fewer than 1 characters'],
    ['POST', '/api/users/0', { username: 'ann', roles: [] }, '[params.id]: must be >= 1'],
    ['GET', '/api/users/abc', undefined, '[params.id]: must be integer'],
    ['GET', '/api/users/1?verbose=maybe', undefined, '[query.verbose]: must be boolean'],
    ['GET', '/api/users/1?other=1', undefined, "Unknown query parameter 'other' (allowed: verbose)"],
  ])('refuses %s %s %j with the one 400 format: %s', async (method, path, body, message) => {
    expect(await call(method, path, body)).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message },
    });
  });

  it('answers 500 without internals when a handler omits a field its response schema requires', async () => {
    const res = await call('GET', '/api/incomplete');
    expect(res).toMatchObject({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred.' },
    });
  });
});
