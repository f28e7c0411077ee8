/**
 * The REST API listener decides who may use an endpoint, and what they may hand out, from the
 * permission evaluation's own answer, as the `/api/v1` routes do. It used to expand the caller's
 * roles again, without the action groups' own names, which the evaluation keeps: a role naming an
 * action group called like an endpoint's permission opened that endpoint on `/api/v1` and not on
 * the listener (and the SSL and `_cat/nodes` permissions likewise).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restAs, restJson, startWithRestListener } from '../test_utils/rest_listener';
import type { SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
const PASSWORD = 'Gr0up!named-pass';
const named = { name: 'named', password: PASSWORD };
const plain = { name: 'plain', password: PASSWORD };
const groups = { name: 'groups', password: PASSWORD };
let s: SecurityTestServer;
let restUrl: string;

/** The answer's status on both prefixes of the listener. */
async function onBothPrefixes(user: typeof named, method: string, path: string, body?: unknown) {
  const auth = `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`;
  const statuses = [];
  for (const prefix of ['/_plugins/_security', '/_opendistro/_security']) {
    const res = await fetch(`${restUrl}${prefix}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    statuses.push(res.status);
  }
  return statuses;
}

async function apiStatus(user: typeof named, method: string, path: string) {
  const cookie = await s.login(user.name, user.password);
  return (await s.call(method, `${API}${path}`, { cookie })).status;
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener({ 'opensearch_security.restapi.admin_enabled': true }));
  await s.createUser('named', PASSWORD);
  await s.createUser('plain', PASSWORD);
  await s.createUser('groups', PASSWORD);
  // Groups named exactly like permissions, whose members grant nothing of the security API.
  const groups = ['restapi:admin/tenants', 'restapi:admin/ssl/certs/info', 'cluster:monitor/nodes/info'];
  for (const group of groups) {
    const made = await s.admin('POST', `${API}/actiongroups/${encodeURIComponent(group)}`, {
      allowed_actions: ['indices:data/read/search'],
    });
    expect(made.status).toBe(201);
  }
  const setup = [
    await s.admin('POST', `${API}/roles/group_names`, { cluster_permissions: groups }),
    await s.admin('POST', `${API}/rolesmapping/group_names`, { users: ['named'] }),
    await s.admin('POST', `${API}/roles/groups_admin`, { cluster_permissions: ['restapi:admin/actiongroups'] }),
    await s.admin('POST', `${API}/rolesmapping/groups_admin`, { users: ['groups'] }),
  ];
  expect(setup.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
});

afterAll(async () => {
  await s?.stop();
});

describe('a role naming an action group called like a permission', () => {
  it('opens the endpoint on both listeners and both prefixes, as the evaluation says', async () => {
    expect(await apiStatus(named, 'GET', '/tenants')).toBe(200);
    expect(await onBothPrefixes(named, 'GET', '/api/tenants')).toEqual([200, 200]);
    expect((await restJson(restUrl, named, 'GET', '/permissionsinfo')).body.has_api_access).toBe(true);
    // What they may hand out is the same too: a tenant, written on the listener.
    expect(await restAs(restUrl, named, 'PUT', '/tenants/named_team', { description: 'theirs' })).toEqual({
      status: 201,
      message: "'named_team' created.",
    });
    // Nothing else: the endpoints the group's name does not open stay closed on both.
    expect(await apiStatus(named, 'GET', '/roles')).toBe(403);
    expect(await onBothPrefixes(named, 'GET', '/api/roles')).toEqual([403, 403]);
  });

  it('holds the SSL and nodes-info permissions on the listener, as the evaluation says', async () => {
    expect(await onBothPrefixes(named, 'GET', '/api/ssl/certs')).toEqual([200, 200]);
    const nodes = await fetch(`${restUrl}/_cat/nodes?format=json`, {
      headers: { authorization: `Basic ${Buffer.from(`named:${PASSWORD}`).toString('base64')}` },
    });
    expect(nodes.status).toBe(200);
    // The reload is another permission, which the role does not name.
    expect(await onBothPrefixes(named, 'PUT', '/api/ssl/http/reloadcerts')).toEqual([403, 403]);
  });

  it('a user without the role gets none of it, on either listener', async () => {
    expect(await apiStatus(plain, 'GET', '/tenants')).toBe(403);
    expect(await onBothPrefixes(plain, 'GET', '/api/tenants')).toEqual([403, 403]);
    expect(await onBothPrefixes(plain, 'GET', '/api/ssl/certs')).toEqual([403, 403]);
    const nodes = await fetch(`${restUrl}/_cat/nodes`, {
      headers: { authorization: `Basic ${Buffer.from(`plain:${PASSWORD}`).toString('base64')}` },
    });
    expect(nodes.status).toBe(403);
  });

  it('an action-groups administrator names no group like a permission they lack, nor changes one', async () => {
    const refused = (group: string, endpoint: string) => ({
      status: 403,
      message: `You cannot grant security API permissions you do not hold yourself: action group '${group}' ${endpoint}.`,
    });
    const harmless = { allowed_actions: ['indices:data/read/search'] };
    expect([
      await restAs(restUrl, groups, 'PUT', `/actiongroups/${encodeURIComponent('restapi:admin/roles')}`, harmless),
      await restAs(restUrl, groups, 'PATCH', '/actiongroups', [
        { op: 'add', path: '/restapi:admin~1internalusers', value: harmless },
      ]),
      await restAs(restUrl, groups, 'DELETE', `/actiongroups/${encodeURIComponent('restapi:admin/tenants')}`),
    ]).toEqual([
      // And the SSL info: the member covers every member of the group named like its permission,
      // so the listener serves the certificates to a holder, and the write rule counts it.
      refused('restapi:admin/roles', 'would open roles, ssl'),
      refused('restapi:admin/internalusers', 'would open internalusers, ssl'),
      refused('restapi:admin/tenants', 'opens ssl, tenants'),
    ]);
    expect(await onBothPrefixes(named, 'GET', '/api/tenants')).toEqual([200, 200]);
  });
});
