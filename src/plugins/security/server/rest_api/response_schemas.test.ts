/**
 * The REST listener's entry and account answers are serialized by their TypeBox schemas (Fastify
 * with the route's declared `response`, as the listener registers it): a user's hash is always
 * answered as "" (upstream's shape), whatever the entry holds, and every field callers read stays.
 */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { accountRoutes } from './account_routes';
import { entryRoutes } from './entry_routes';
import type { RestApiDeps, RestApiRoute } from './types';

const LEAKED = '$2y$12$leakedleakedleakedleakedleakedleakedleakedleakedleaked';
const deps = { config: { restapi: {} } } as unknown as RestApiDeps;

/** What Fastify sends over HTTP when the route's handler answers `value`. */
async function answered(routes: RestApiRoute[], method: string, path: string, value: unknown): Promise<string> {
  const route = routes.find((r) => r.method === method && r.path === path);
  expect(route?.response?.[200]).toBeDefined();
  const app = Fastify();
  app.route({ method, url: '/x', schema: { response: route!.response }, handler: async () => value });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return await (await fetch(`${url}/x`, { method })).text();
  } finally {
    await app.close();
  }
}

describe('REST listener answers serialized by their schemas', () => {
  const entries = entryRoutes();
  const user = {
    hash: LEAKED,
    password: 'Leaked!pw1',
    backend_roles: ['admin'],
    attributes: { team: 'ops' },
    opendistro_security_roles: [],
    reserved: true,
    hidden: false,
    static: false,
    description: 'Demo admin',
  };

  it.each(['/api/internalusers', '/api/user'])('GET %s and one user answer hash "" and the user', async (base) => {
    for (const path of [base, `${base}/:name`]) {
      const text = await answered(entries, 'GET', path, { admin: user });
      expect(text).not.toContain('$2');
      expect(text).not.toContain('Leaked!pw1');
      const { password: _password, ...rest } = user;
      expect(JSON.parse(text)).toEqual({ admin: { ...rest, hash: '' } });
    }
  });

  it('a role mapping is answered without `static`, as upstream has no such flag', async () => {
    const mapping = {
      users: ['u'],
      backend_roles: [],
      hosts: [],
      and_backend_roles: [],
      reserved: false,
      hidden: false,
      description: '',
    };
    const text = await answered(entries, 'GET', '/api/rolesmapping/:name', {
      all_access: { ...mapping, static: false },
    });
    expect(JSON.parse(text)).toEqual({ all_access: mapping });
  });

  it('GET api/account answers what the caller reads and nothing else', async () => {
    const account = {
      user_name: 'admin',
      is_reserved: true,
      is_hidden: false,
      is_internal_user: true,
      user_requested_tenant: null,
      backend_roles: ['admin'],
      custom_attribute_names: ['attr.internal.team'],
      tenants: { admin: true },
      roles: ['all_access'],
    };
    const text = await answered(accountRoutes(deps), 'GET', '/api/account', { ...account, hash: LEAKED });
    expect(JSON.parse(text)).toEqual(account);
  });
});
