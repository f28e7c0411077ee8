/**
 * On-behalf-of tokens on both listeners: issued by `POST /_plugins/_security/api/generateonbehalfoftoken`
 * (upstream's answers), used as `Authorization: Bearer` on the REST listener and on `/api/v1`, and
 * refused once expired, altered, of another algorithm, of a user who is gone or changed their
 * password (issued before their user's sessions were all ended: obo_session_end.store.test.ts); a token makes no token and changes no password; roles are the user's at each use.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const ALICE = { name: 'alice', password: 'Al1ce!obo-passw0rd' };
const BOB = { name: 'bob', password: 'B0b!obo-passw0rd-x' };
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };

let s: SecurityTestServer;
let restUrl: string;

/** A call on the REST listener with `Authorization: Bearer <token>`. */
async function restBearer(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${restUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // upstream answers some refusals in plain text
  }
  return { status: res.status, body: parsed };
}

const v1Bearer = (token: string, method: string, path: string, body?: unknown) =>
  s.call(method, path, { headers: { authorization: `Bearer ${token}` }, body });

async function mint(user: { name: string; password: string }, body?: unknown): Promise<string> {
  const res = await restJson(restUrl, user, 'POST', '/generateonbehalfoftoken', body ?? { description: 'a tool' });
  expect(res.status).toBe(200);
  return res.body.authenticationToken;
}

/** Who the token acts as on each listener (statuses when refused). */
async function whoOnBoth(token: string): Promise<[unknown, unknown]> {
  const rest = await restBearer(token, 'GET', '/_plugins/_security/authinfo');
  const v1 = await v1Bearer(token, 'GET', '/api/v1/auth/authinfo');
  return [rest.status === 200 ? rest.body.user_name : rest.status, v1.status === 200 ? v1.body.user_name : v1.status];
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.on_behalf_of.enabled': true }));
  for (const user of [ALICE, BOB]) {
    s.secrets.add(user.password);
    await s.createUser(user.name, user.password, ['kibanauser']);
  }
});
afterAll(() => s?.stop());

describe('on-behalf-of tokens', () => {
  it("are issued in upstream's shape, 5 minutes unless asked, 10 at most", async () => {
    const res = await restJson(restUrl, ALICE, 'POST', '/generateonbehalfoftoken', { description: 'x', service: 'ci' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['authenticationToken', 'durationSeconds', 'user']);
    expect(res.body).toMatchObject({ user: 'alice', durationSeconds: 300 });
    expect(res.body.authenticationToken.split('.')).toHaveLength(3);
    const long = await restJson(restUrl, ALICE, 'POST', '/obo/token', { durationSeconds: 3600 });
    expect(long.body.durationSeconds).toBe(600);
  });

  it("refuses a bad body with upstream's 400 answers", async () => {
    const ask = (body: unknown) => restJson(restUrl, ALICE, 'POST', '/generateonbehalfoftoken', body);
    expect(await ask({ durationSeconds: 'soon' })).toEqual({
      status: 400,
      body: { error: 'durationSeconds must be a number.' },
    });
    expect(await ask({ roles: ['all_access'] })).toEqual({
      status: 400,
      body: { error: 'Unrecognized parameter: roles' },
    });
    expect(await ask({ durationSeconds: 0 })).toEqual({
      status: 400,
      body: { error: 'The expiration time should be a positive integer' },
    });
  });

  it('sign in as their user on both listeners, and stop at their expiry (the clock moved, nothing slept)', async () => {
    const token = await mint(ALICE, { durationSeconds: 120 });
    expect(await whoOnBoth(token)).toEqual(['alice', 'alice']);
    s.clock.advance(119_000);
    expect(await whoOnBoth(token)).toEqual(['alice', 'alice']);
    s.clock.advance(1_000);
    expect(await whoOnBoth(token)).toEqual([401, 401]);
  });

  it('are refused when altered, unsigned (alg none) or signed otherwise', async () => {
    const token = await mint(ALICE);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const asAdmin = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const hs256 = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    for (const forged of [
      `${header}.${asAdmin}.${signature}`,
      `${none}.${asAdmin}.`,
      `${none}.${payload}.${signature}`,
      `${hs256}.${payload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    ]) {
      expect(await whoOnBoth(forged)).toEqual([401, 401]);
    }
  });

  it('are not issued to a caller signed in with an API token', async () => {
    const created = await restJson(restUrl, ALICE, 'POST', '/apitokens', {
      name: 'tool',
      cluster_permissions: [],
      index_permissions: [],
      expiration: s.clock.now + 86_400_000,
    });
    expect(created.status).toBe(200);
    const res = await fetch(`${restUrl}/_plugins/_security/api/generateonbehalfoftoken`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${created.body.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([res.status, await res.text()]).toEqual([403, 'Token-authenticated users cannot create new tokens']);
  });

  it("are issued on /api/v1 too, to a session or a password, with upstream's refusals", async () => {
    const cookie = await s.login(ALICE.name, ALICE.password);
    const issued = await s.call('POST', '/api/v1/generateonbehalfoftoken', { cookie, body: { service: 'ci' } });
    expect([issued.status, Object.keys(issued.body).sort()]).toEqual([
      200,
      ['authenticationToken', 'durationSeconds', 'user'],
    ]);
    expect(await whoOnBoth(issued.body.authenticationToken)).toEqual(['alice', 'alice']);
    const basic = `Basic ${Buffer.from(`${ALICE.name}:${ALICE.password}`).toString('base64')}`;
    const withPassword = await s.call('POST', '/api/v1/generateonbehalfoftoken', { headers: { authorization: basic } });
    expect(await whoOnBoth(withPassword.body.authenticationToken)).toEqual(['alice', 'alice']);
    const bad = await s.call('POST', '/api/v1/generateonbehalfoftoken', { cookie, body: { roles: ['all_access'] } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Unrecognized parameter: roles']);
  });

  it('are never logged, used or refused', async () => {
    const token = await mint(ALICE);
    expect(await whoOnBoth(token)).toEqual(['alice', 'alice']);
    await whoOnBoth(`${token.slice(0, -4)}AAAA`);
    const logged = [...s.infos, ...s.problems, ...s.printed].join('\n');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[2]);
  });

  it('make no token, create no API token and change no password, on either listener', async () => {
    const token = await mint(ALICE);
    const minted = await restBearer(token, 'POST', '/_plugins/_security/api/generateonbehalfoftoken', {});
    expect(minted).toEqual({ status: 403, body: 'Token-authenticated users cannot create new tokens' });
    const password = { current_password: ALICE.password, password: 'Another!passw0rd-1' };
    expect(await restBearer(token, 'PUT', '/_plugins/_security/api/account', password)).toMatchObject({
      status: 403,
      body: { message: 'Token-authenticated users cannot change passwords' },
    });
    const v1Password = await v1Bearer(token, 'POST', '/api/v1/configuration/account', password);
    expect([v1Password.status, v1Password.body.message]).toEqual([
      403,
      'Token-authenticated users cannot change passwords',
    ]);
    const apiToken = { name: 'from-obo', cluster_permissions: [], index_permissions: [], expiration: 3600000 };
    expect(await restBearer(token, 'POST', '/_plugins/_security/api/apitokens', apiToken)).toMatchObject({
      status: 403,
      body: { message: 'Token-authenticated users cannot create new tokens' },
    });
    const v1Token = await v1Bearer(token, 'POST', '/api/v1/apitokens', apiToken);
    expect([v1Token.status, v1Token.body.message]).toEqual([403, 'Token-authenticated users cannot create new tokens']);
    const v1Minted = await v1Bearer(token, 'POST', '/api/v1/generateonbehalfoftoken', {});
    expect([v1Minted.status, v1Minted.body.message]).toEqual([
      403,
      'Token-authenticated users cannot create new tokens',
    ]);
    const factor = await v1Bearer(token, 'DELETE', '/api/v1/account/mfa/webauthn/some-key');
    expect([factor.status, factor.body.message]).toEqual([403, 'Token-authenticated users cannot change passwords']);
    // Alice's password still works: nothing changed.
    expect((await restJson(restUrl, ALICE, 'GET', '/account')).status).toBe(200);
  });

  it("act with their user's roles at each use: a role mapped or unmapped after issuance shows at once", async () => {
    const token = await mint(BOB);
    const roles = async () => (await v1Bearer(token, 'GET', '/api/v1/auth/authinfo')).body.roles as string[];
    expect(await roles()).not.toContain('obo_probe');
    expect((await restJson(restUrl, ADMIN, 'PUT', '/roles/obo_probe', { cluster_permissions: [] })).status).toBe(201);
    expect((await restJson(restUrl, ADMIN, 'PUT', '/rolesmapping/obo_probe', { users: ['bob'] })).status).toBe(201);
    expect(await roles()).toContain('obo_probe');
    const rest = await restBearer(token, 'GET', '/_plugins/_security/authinfo');
    expect(rest.body.roles).toContain('obo_probe');
    expect((await restJson(restUrl, ADMIN, 'DELETE', '/rolesmapping/obo_probe')).status).toBe(200);
    expect(await roles()).not.toContain('obo_probe');
  });

  it("end with their user's password change and with the user's deletion", async () => {
    const alice = await mint(ALICE);
    const bob = await mint(BOB);
    const changed = { password: 'Changed!passw0rd-9', backend_roles: ['kibanauser'] };
    expect((await restJson(restUrl, ADMIN, 'PUT', '/internalusers/alice', changed)).status).toBe(200);
    s.secrets.add('Changed!passw0rd-9');
    expect(await whoOnBoth(alice)).toEqual([401, 401]);
    expect(await whoOnBoth(bob)).toEqual(['bob', 'bob']);
    expect((await restJson(restUrl, ADMIN, 'DELETE', '/internalusers/bob')).status).toBe(200);
    expect(await whoOnBoth(bob)).toEqual([401, 401]);
  });
});
