/**
 * Attack tests: an internal-users-only administrator against users a mapping reaches by a pattern
 * (`ops-*`), by a `/regex/`, and by `and_backend_roles` (every one of them needed), on both
 * listeners. The write rule resolves a user's roles through the mapping index the evaluation
 * reads, so a user who would match, or matches, the pattern is judged as a full administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, startWithRestListener } from '../../test_utils/rest_listener';
import type { SecurityTestServer } from '../../test_utils/security_test_server';

const API = '/api/v1/configuration';
const REFUSED = 'You cannot grant security API permissions you do not hold yourself';
const PASSWORD = 'Part1al!admin-pass';
const IVAN = { name: 'ivan', password: PASSWORD };

let s: SecurityTestServer;
let restUrl: string;
let cookie: string;

const rest = (method: string, path: string, body?: unknown) => restAs(restUrl, IVAN, method, path, body);

async function api(method: string, path: string, body?: unknown) {
  const res = await s.call(method, `${API}${path}`, { cookie, body });
  return { status: res.status, message: (res.body as { message?: string } | undefined)?.message };
}

const users = async () => (await s.admin('GET', `${API}/internalusers`)).body.data;
const holds = (user: string) => ({ status: 403, message: `${REFUSED}: user '${user}' holds every endpoint.` });
const wouldHold = (user: string) => ({ status: 403, message: `${REFUSED}: user '${user}' would hold every endpoint.` });

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await s.createUser(IVAN.name, PASSWORD);
  await s.createUser('ops-lead', PASSWORD);
  await s.createUser('boss7', PASSWORD);
  await s.createUser('olga', PASSWORD, ['oncall']);
  await s.createUser('paul', PASSWORD, ['oncall', 'senior']);
  const setup = [
    await s.admin('POST', `${API}/roles/ivan_admin`, { cluster_permissions: ['restapi:admin/internalusers'] }),
    await s.admin('POST', `${API}/rolesmapping/ivan_admin`, { users: [IVAN.name] }),
    await s.admin('POST', `${API}/roles/super_role`, { cluster_permissions: ['restapi:admin/*'] }),
    await s.admin('POST', `${API}/rolesmapping/super_role`, {
      users: ['ops-*', '/^boss[0-9]+$/'],
      and_backend_roles: ['oncall', 'senior'],
    }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
  cookie = await s.login(IVAN.name, PASSWORD);
});

afterAll(async () => {
  await s?.stop();
});

describe('users a mapping reaches by a pattern, a /regex/ or and_backend_roles', () => {
  it('an internal-users-only administrator can neither create, complete, re-password, demote nor rename them', async () => {
    const before = await users();
    expect([
      await rest('PUT', '/internalusers/ops-new', { password: 'N3w!ops-password' }),
      await api('POST', '/internalusers/boss8', { password: 'N3w!boss-password' }),
      await rest('PATCH', '/internalusers/olga', [{ op: 'add', path: '/backend_roles/-', value: 'senior' }]),
      await api('POST', `/internalusers/${IVAN.name}`, { backend_roles: ['oncall', 'senior'] }),
      await rest('PUT', '/internalusers/boss7', { password: 'Tak3n!over-pass' }),
      await api('POST', '/internalusers/paul', { password: 'Tak3n!over-pass', backend_roles: ['oncall'] }),
      await rest('PATCH', '/internalusers', [
        { op: 'move', from: '/ops-lead', path: '/opslead' },
        { op: 'add', path: '/opslead/password', value: 'Ren4med!ops-pass' },
      ]),
      await rest('DELETE', '/internalusers/paul'),
    ]).toEqual([
      wouldHold('ops-new'),
      wouldHold('boss8'),
      wouldHold('olga'),
      wouldHold(IVAN.name),
      holds('boss7'),
      holds('paul'),
      holds('ops-lead'),
      holds('paul'),
    ]);
    expect(await users()).toEqual(before);
  });

  it('still writes users the patterns do not reach', async () => {
    expect([
      (await rest('PUT', '/internalusers/opsnew', { password: 'N3w!ops-password' })).status,
      (await api('POST', '/internalusers/boss', { password: 'N3w!boss-password' })).status,
      (await rest('PATCH', '/internalusers/olga', [{ op: 'add', path: '/backend_roles/-', value: 'junior' }])).status,
    ]).toEqual([201, 201, 200]);
  });
});
