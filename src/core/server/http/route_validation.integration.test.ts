import { Type } from '@sinclair/typebox';
import Ajv from 'ajv';
import { startHttpTestServer } from '../test_utils/http_test_server';
import { createValidatorFactory, validationMessage } from './route_validation';

const XSRF = { 'osd-xsrf': 'true', 'content-type': 'application/json' };

describe('route validators: checked at registration, compiled on first use', () => {
  afterEach(() => jest.restoreAllMocks());

  it("compiles a route's schemas on the first request that reaches them, once", () => {
    const compile = jest.spyOn(Ajv.prototype, 'compile');
    const validator = createValidatorFactory()({
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      query: Type.Object({ verbose: Type.Boolean({ default: false }) }),
      body: Type.Object({ name: Type.String() }, { additionalProperties: false }),
    });
    // Registering a route builds no validator: most routes are never called in a server's life.
    expect(compile).not.toHaveBeenCalled();

    const parts = { params: { id: '3' }, query: {}, body: { name: 'ann' } };
    expect(validator(parts)).toEqual({ params: { id: 3 }, query: { verbose: false }, body: { name: 'ann' } });
    expect(compile).toHaveBeenCalledTimes(3);
    validator(parts);
    expect(compile).toHaveBeenCalledTimes(3);
  });

  it("refuses bad input on the very first request with the one 400 text, and ajv's errors of that request", () => {
    const validator = createValidatorFactory()({
      body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
    });
    const refused = (body: unknown) => {
      try {
        validator({ params: {}, query: {}, body });
      } catch (error) {
        return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
      }
      return undefined;
    };
    expect(refused({ name: 'ann', role: 'admin' })).toEqual({
      status: 400,
      message: "Unknown field 'role' (allowed: name)",
    });
    expect(refused({ name: '' })).toEqual({
      status: 400,
      message: '[body.name]: must NOT have fewer than 1 characters',
    });
    expect(refused({})).toEqual({ status: 400, message: "[body.name]: must have required property 'name'" });
    expect(refused({ name: 'ann' })).toBeUndefined();
  });

  it("names a map's key that breaks the schema's rule for keys, cut short", () => {
    const validator = createValidatorFactory()({
      body: Type.Object({}, { additionalProperties: Type.String(), propertyNames: { maxLength: 5 } }),
    });
    const key = 'k'.repeat(30);
    expect(() => validator({ params: {}, query: {}, body: { [key]: 'v' } })).toThrow(
      `[body]: key '${'k'.repeat(20)}…' must NOT have more than 5 characters`
    );
  });

  it.each([
    ['an unknown type', { type: 'text' }],
    ['a malformed keyword', { type: 'object', required: 'name' }],
    ['an unresolvable reference', { type: 'object', properties: { name: { $ref: '#/definitions/missing' } } }],
  ])('stops the registration of a route whose schema has %s (never a 500 on its first use)', (_what, schema) => {
    const register = createValidatorFactory();
    expect(() => register({ body: schema })).toThrow();
    expect(() => register({ query: schema })).toThrow();
  });
});

describe('response serializers: checked when the routes are ready, built on first use', () => {
  it.each([
    ['an unknown type', { type: 'text' }],
    ['an unresolvable reference', { type: 'object', properties: { name: { $ref: '#/definitions/missing' } } }],
  ])('a response schema with %s stops the start instead of answering 500 later', async (_what, schema) => {
    const server = startHttpTestServer();
    server.http
      .createRouter()
      .get({ path: '/api/broken', response: { 200: schema as never } }, () => ({ name: 'a' }) as never);
    try {
      await expect(server.start()).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('serializes the first and every later answer from its schema, undeclared fields dropped', async () => {
    const server = startHttpTestServer();
    const User = Type.Object({ username: Type.String(), roles: Type.Array(Type.String()) });
    const router = server.http.createRouter();
    router.get({ path: '/api/user', response: { 200: User } }, () => ({
      username: 'ann',
      roles: [],
      hash: '$2y$12$x',
    }));
    const Body = Type.Object(
      { username: Type.String(), roles: Type.Array(Type.String()) },
      { additionalProperties: false }
    );
    router.post({ path: '/api/user', validate: { body: Body }, response: { 200: User } }, (request) => ({
      ...request.body,
      secret: 's',
    }));
    try {
      const base = await server.start();
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}/api/user`);
        expect(await res.text()).toBe('{"username":"ann","roles":[]}');
      }
      const posted = await fetch(`${base}/api/user`, {
        method: 'POST',
        headers: XSRF,
        body: JSON.stringify({ username: 'bob', roles: ['r'], extra: 1 }),
      });
      expect(posted.status).toBe(400);
      expect(await posted.json()).toMatchObject({ message: "Unknown field 'extra' (allowed: username, roles)" });
      const ok = await fetch(`${base}/api/user`, {
        method: 'POST',
        headers: XSRF,
        body: JSON.stringify({ username: 'bob', roles: ['r'] }),
      });
      expect(await ok.text()).toBe('{"username":"bob","roles":["r"]}');
    } finally {
      await server.stop();
    }
  });
});

describe("the page's language on any route (?i18n-locale=)", () => {
  it('is accepted by every strict query schema, whatever its value, and never reaches the handler', async () => {
    const server = startHttpTestServer();
    const router = server.http.createRouter();
    const Query = Type.Object({ page: Type.Optional(Type.Integer()) }, { additionalProperties: false });
    router.get({ path: '/api/things', validate: { query: Query } }, (request) => ({ query: request.query }));
    router.post({ path: '/api/things', validate: { query: Query } }, (request) => ({ query: request.query }));
    try {
      const base = await server.start();
      for (const locale of ['de-DE', 'xx', '']) {
        const res = await fetch(`${base}/api/things?page=2&i18n-locale=${locale}`);
        expect([res.status, await res.json()]).toEqual([200, { query: { page: 2 } }]);
        const posted = await fetch(`${base}/api/things?i18n-locale=${locale}`, { method: 'POST', headers: XSRF });
        expect([posted.status, await posted.json()]).toEqual([200, { query: {} }]);
      }
      // Any other name the schema does not declare is still refused.
      const other = await fetch(`${base}/api/things?i18n-locale=de-DE&size=1`);
      expect([other.status, (await other.json()).message]).toEqual([
        400,
        "Unknown query parameter 'size' (allowed: page)",
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('the message for a name a schema does not declare', () => {
  const error = (instancePath: string, additionalProperty: string) =>
    ({ keyword: 'additionalProperties', instancePath, params: { additionalProperty } }) as never;
  const body = {
    type: 'object',
    properties: {
      index_permissions: {
        type: 'array',
        items: { type: 'object', properties: { index_patterns: {}, allowed_actions: {} } },
      },
    },
  };

  it('says which field, where, and what is allowed there', () => {
    expect(validationMessage('body', error('/index_permissions/0', 'bar'), body)).toBe(
      "Unknown field 'index_permissions[0].bar' (allowed: index_patterns, allowed_actions)"
    );
    expect(validationMessage('body', error('', 'x'), body)).toBe("Unknown field 'x' (allowed: index_permissions)");
    expect(validationMessage('query', error('', 'size'), { properties: { page: {}, per_page: {} } })).toBe(
      "Unknown query parameter 'size' (allowed: page, per_page)"
    );
  });

  it('lists the allowed names only when there are few', () => {
    const many = { properties: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, {}])) };
    expect(validationMessage('query', error('', 'size'), many)).toBe("Unknown query parameter 'size'");
  });
});
