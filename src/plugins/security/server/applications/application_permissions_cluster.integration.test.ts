/**
 * Issue 41 with `opensearch_security.backend: opensearch`: instance B manages the roles of
 * instance A (the embedded product serving OpenSearch's security REST API) and a role's
 * application permissions travel through unchanged, both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const HELPER_PASSWORD = 'H3lper!pass-for-tests';
const APPS = [{ application_patterns: ['dashboards', 'visualize'], allowed_actions: ['application_read'] }];

let a: SecurityTestServer | undefined;
let b: SecurityTestServer | undefined;
let restPort: number;

async function onA(method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  restPort = await freePort();
  a = await startSecurityTestServer({
    overrides: { 'opensearch_security.restapi.port': restPort, 'opensearch_security.restapi.host': '127.0.0.1' },
  });
  await onA('PUT', '/internalusers/dashboards_server', { password: HELPER_PASSWORD, backend_roles: [] });
  b = await startSecurityTestServer({
    overrides: {
      'opensearch_security.backend': 'opensearch',
      'opensearch.hosts': [`http://127.0.0.1:${restPort}`],
      'opensearch.username': 'dashboards_server',
      'opensearch.password': HELPER_PASSWORD,
      'opensearch.requestTimeout': 5000,
    },
  });
  b.secrets.add(HELPER_PASSWORD);
});

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('application permissions through the cluster backend', () => {
  it('writes them to the cluster and reads them back', async () => {
    const created = await b!.admin('POST', '/api/v1/configuration/roles/cluster_apps', {
      description: 'apps on the cluster',
      application_permissions: APPS,
    });
    expect(created.status).toBe(201);
    const onCluster = await onA('GET', '/roles/cluster_apps');
    expect(onCluster.body.cluster_apps.application_permissions).toEqual(APPS);
    const throughB = await b!.admin('GET', '/api/v1/configuration/roles/cluster_apps');
    expect(throughB.body.application_permissions).toEqual(APPS);
  });

  it("shows those the cluster holds, and refuses a wrong one with the cluster's 400", async () => {
    await onA('PUT', '/roles/cluster_apps2', {
      application_permissions: [{ application_patterns: ['management'], allowed_actions: ['application_all'] }],
    });
    const list = await b!.admin('GET', '/api/v1/configuration/roles?search=cluster_apps2');
    expect(JSON.stringify(list.body)).toContain('"application_patterns":["management"]');
    const bad = await b!.admin('POST', '/api/v1/configuration/roles/cluster_bad', {
      application_permissions: [{ application_patterns: ['management'], allowed_actions: ['nonsense'] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("unknown application action 'nonsense'");
  });
});
