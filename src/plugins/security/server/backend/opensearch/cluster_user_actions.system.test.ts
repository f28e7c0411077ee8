/**
 * Attack test: with `opensearch_security.backend: opensearch`, the second factors and the login
 * lock-outs of the cluster's users are kept by this server, so no call to the cluster judges
 * their reset or unlock: the write rule must be applied here. Instance A (embedded, REST listener
 * on) plays the cluster; instance B manages it. An administrator of one endpoint on the cluster
 * (users only, lock-outs only) must not, on B, strip a cluster administrator's second factor or
 * lift the lock-out that stops guesses at her password, nor use an endpoint they lack. B took
 * every user with any REST API access for a holder of every endpoint, and judged the user reset
 * or unlocked by the caller's own account (the cluster tells each user only their own).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../../../core/server/test_utils';
import { SESSIONS_PATH } from '../../../common/sessions';
import { oathtoolCode, passwordStep, pendingCookieOf } from '../../test_utils/mfa';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

const SERVER_PASSWORD = 'H3lper!pass-for-tests';
const VICTIM = { name: 'vera', password: 'V1ctim!admin-pass' };
const USERS = {
  ivan: { password: 'Us3rs!only-pass', permission: 'restapi:admin/internalusers' },
  lola: { password: 'L0ckouts!only-pass', permission: 'restapi:admin/lockouts' },
} as const;
const LOCKOUTS = '/api/v1/configuration/lockouts';
const resetPath = (name: string) => `/api/v1/configuration/internalusers/${encodeURIComponent(name)}/mfa`;

let a: SecurityTestServer;
let b: SecurityTestServer;
let restPort: number;

/** Straight to A's REST listener as A's admin, as an operator configures the cluster. */
async function onA(method: string, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function on(user: keyof typeof USERS, method: string, path: string) {
  const res = await b.call(method, path, { cookie: await b.login(user, USERS[user].password) });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message };
}

const REQUIRED_ROLE = 'factor_required';

const login = (password: string) => b.call('POST', '/auth/login', { body: { username: VICTIM.name, password } });

beforeAll(async () => {
  restPort = await freePort();
  a = await startSecurityTestServer({
    overrides: { 'opensearch_security.restapi.port': restPort, 'opensearch_security.restapi.host': '127.0.0.1' },
  });
  const setup = [
    await onA('PUT', '/internalusers/dashboards_server', { password: SERVER_PASSWORD, backend_roles: [] }),
    // A full administrator of the cluster (backend role admin → all_access), not reserved, whose
    // roles require a second factor on B.
    await onA('PUT', `/internalusers/${VICTIM.name}`, {
      password: VICTIM.password,
      backend_roles: ['admin', 'factor_users'],
    }),
    await onA('PUT', `/roles/${REQUIRED_ROLE}`, { cluster_permissions: ['cluster_monitor'] }),
    await onA('PUT', `/rolesmapping/${REQUIRED_ROLE}`, { backend_roles: ['factor_users'] }),
  ];
  for (const [name, { password, permission }] of Object.entries(USERS)) {
    setup.push(await onA('PUT', `/internalusers/${name}`, { password, backend_roles: [] }));
    setup.push(await onA('PUT', `/roles/${name}_admin`, { cluster_permissions: [permission] }));
    setup.push(await onA('PUT', `/rolesmapping/${name}_admin`, { users: [name] }));
  }
  expect(setup).toEqual(Array(setup.length).fill(201));
  b = await startSecurityTestServer({
    overrides: {
      'opensearch_security.backend': 'opensearch',
      'opensearch.hosts': [`http://127.0.0.1:${restPort}`],
      'opensearch.username': 'dashboards_server',
      'opensearch.password': SERVER_PASSWORD,
      'opensearch_security.mfa.required_for_roles': [REQUIRED_ROLE],
    },
  });
  for (const secret of [SERVER_PASSWORD, VICTIM.password, ...Object.values(USERS).map((u) => u.password)])
    b.secrets.add(secret);
});

let totpSecret = '';

/** Whom the session of `cookie` signs in on B. */
const signedInAs = async (cookie: string) =>
  (await b.call('GET', '/api/v1/auth/authinfo', { cookie })).body.user_name as string | undefined;

/** Her first login on B: her roles require a factor, so she sets up TOTP before her session starts. */
async function enrolAtLogin(): Promise<void> {
  const first = await login(VICTIM.password);
  expect(first.body).toEqual({ mfa_required: true, mfa_enrolment_required: true, methods: ['totp'] });
  const cookie = pendingCookieOf(first)!;
  const started = await b.call('POST', '/api/v1/account/mfa/totp', { cookie });
  expect(started.status).toBe(200);
  const confirmed = await b.call('POST', '/api/v1/account/mfa/totp/confirm', {
    cookie,
    body: { code: oathtoolCode(started.body.secret, b.clock.now) },
  });
  // The confirmation starts her session as a login without a factor would (no record of hers here).
  expect(confirmed.status).toBe(200);
  expect(await signedInAs(confirmed.sessionCookie!)).toBe(VICTIM.name);
  totpSecret = started.body.secret;
  b.secrets.add(totpSecret);
  // The factor is kept under her name from the code's confirmation on: her next login asks for it.
  await passwordStep(b, VICTIM.name, VICTIM.password);
}

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('administrators of one endpoint of the cluster, on the cluster-backed server', () => {
  it('a users-only administrator holds only the users endpoint here: not the lock-outs, sharing or sessions kept here', async () => {
    const info = await b.call('GET', '/api/v1/restapiinfo', { cookie: await b.login('ivan', USERS.ivan.password) });
    expect(info.body.has_api_access).toBe(true);
    expect(Object.keys(info.body.disabled_endpoints)).not.toContain('INTERNALUSERS');
    expect(Object.keys(info.body.disabled_endpoints)).toEqual(
      expect.arrayContaining(['LOCKOUTS', 'RESOURCE_SHARING', 'ROLES'])
    );
    // Nor the lock-outs, nor everyone's sessions (which need every endpoint), kept by this server.
    for (const path of [LOCKOUTS, SESSIONS_PATH]) {
      expect(await on('ivan', 'GET', path)).toEqual({
        status: 403,
        message: 'You do not have permission to use the security API',
      });
    }
    expect((await on('ivan', 'DELETE', `${SESSIONS_PATH}?user=${VICTIM.name}`)).status).toBe(403);
  });

  it("a users-only administrator cannot reset a cluster administrator's second factor", async () => {
    await enrolAtLogin();
    expect(await on('ivan', 'DELETE', resetPath(VICTIM.name))).toEqual({
      status: 403,
      message:
        "You cannot grant security API permissions you do not hold yourself: the cluster tells what user 'vera' holds to that user alone.",
    });
    // Her next login still asks for her code, not for a new factor anyone could set up, and the code signs her in.
    const pending = await passwordStep(b, VICTIM.name, VICTIM.password);
    b.clock.advance(30_000);
    const done = await b.call('POST', '/auth/login/mfa', {
      cookie: pending,
      body: { code: oathtoolCode(totpSecret, b.clock.now) },
    });
    expect(done.status).toBe(200);
    expect(await signedInAs(done.sessionCookie!)).toBe(VICTIM.name);
  });

  it("a lock-outs-only administrator cannot lift the lock-out that stops guesses at a cluster administrator's password", async () => {
    for (let i = 0; i < 5; i++) expect((await login(`Wrong-${i}!guess`)).status).toBe(401);
    expect((await login(VICTIM.password)).status).toBe(429);
    // A cluster may not list the lock-outs endpoint (it is this server's): only whom it leaves
    // every endpoint holds it here.
    expect(await on('lola', 'DELETE', `${LOCKOUTS}/user/${VICTIM.name}`)).toEqual({
      status: 403,
      message: 'You do not have permission to use the security API',
    });
    expect((await login(VICTIM.password)).status).toBe(429);
  });

  it('a users-only administrator writes users through B as the cluster judges them, before and after', async () => {
    const users = '/api/v1/configuration/internalusers';
    const cookie = await b.login('ivan', USERS.ivan.password);
    const write = async (method: string, path: string, body?: unknown) => {
      const res = await b.call(method, `${users}${path}`, { cookie, body });
      return { status: res.status, message: (res.body as { message?: string }).message };
    };
    const password = 'N3wcomer!pass-word';
    b.secrets.add(password);
    expect((await write('POST', '/newcomer', { password })).status).toBe(201);
    // The entry after the write (a backend role mapped to all_access) and before it (vera).
    expect(await write('POST', '/climber', { password, backend_roles: ['admin'] })).toEqual({
      status: 403,
      message:
        "You cannot grant security API permissions you do not hold yourself: user 'climber' would hold every endpoint.",
    });
    expect(await write('DELETE', `/${VICTIM.name}`)).toEqual({
      status: 403,
      message: "You cannot grant security API permissions you do not hold yourself: user 'vera' holds every endpoint.",
    });
    expect(await write('POST', `/${VICTIM.name}`, { password, backend_roles: [] })).toEqual({
      status: 403,
      message: "You cannot grant security API permissions you do not hold yourself: user 'vera' holds every endpoint.",
    });
    expect((await b.admin('GET', `${users}/climber`)).status).toBe(404);
    expect((await b.admin('GET', `${users}/${VICTIM.name}`)).body.backend_roles).toEqual(['admin', 'factor_users']);
  });

  it('a full administrator of the cluster still unlocks and resets her', async () => {
    expect((await b.admin('DELETE', `${LOCKOUTS}/user/${VICTIM.name}`)).status).toBe(200);
    // The guesses reached the cluster too, which locked her there as well.
    expect((await a.admin('DELETE', `${LOCKOUTS}/user/${VICTIM.name}`)).status).toBe(200);
    expect((await b.admin('DELETE', resetPath(VICTIM.name))).status).toBe(200);
    // Her factor is gone: her next login sets up a new one.
    expect((await login(VICTIM.password)).body).toEqual({
      mfa_required: true,
      mfa_enrolment_required: true,
      methods: ['totp'],
    });
  });
});
