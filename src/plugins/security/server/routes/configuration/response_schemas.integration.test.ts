/**
 * The configuration routes answer through their TypeBox response schemas (issue 24 item 1): a
 * field the backend adds that the schema does not list is never sent, while every field the
 * Security app reads still is. Real HTTP, real backend; the backend is wrapped to answer more.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SecurityBackend } from '../../backend/types';
import { startHarness, type Harness } from './test_harness';

const API = '/api/v1/configuration';
const MARKER = 'leaked-store-password-7f3a';

describe('configuration answers serialized by their schemas', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      wrapBackend: (backend) =>
        Object.assign(Object.create(backend) as SecurityBackend, {
          getTenancyConfig: async () => ({ ...(await backend.getTenancyConfig()), store_url: MARKER }),
          updateTenancyConfig: async (...args: Parameters<SecurityBackend['updateTenancyConfig']>) => ({
            ...(await backend.updateTenancyConfig(...args)),
            store_url: MARKER,
          }),
          getAuditConfig: async () => ({ ...(await backend.getAuditConfig()), store_url: MARKER }),
        }),
    });
    h.secrets.add(MARKER);
  });
  afterAll(() => h.close());

  it('GET and PUT tenancy/config answer the three settings and nothing else', async () => {
    const read = await h.call('GET', `${API}/tenancy/config`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(['default_tenant', 'multitenancy_enabled', 'private_tenant_enabled']);
    const body = { multitenancy_enabled: true, private_tenant_enabled: false, default_tenant: '' };
    const written = await h.call('PUT', `${API}/tenancy/config`, { body });
    expect(written).toMatchObject({ status: 200, body });
  });

  it('GET audit answers _readonly and the whole config (settings OpenSearch may add included)', async () => {
    const read = await h.call('GET', `${API}/audit`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(['_readonly', 'config']);
    expect(read.body.config).toMatchObject({ enabled: expect.any(Boolean), audit: expect.any(Object) });
    expect(read.body.config.compliance).toEqual(expect.any(Object));
  });

  it('GET a user answers no hash, and what the user page shows', async () => {
    const res = await h.call('GET', `${API}/internalusers/admin`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('hash');
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).toMatchObject({
      backend_roles: expect.any(Array),
      attributes: expect.any(Object),
      opendistro_security_roles: expect.any(Array),
      reserved: true,
      hidden: false,
      static: false,
      description: expect.any(String),
    });
  });

  it('a bad query is one 400 naming the field, in the one error format', async () => {
    const res = await h.call('GET', `${API}/history?kind=users`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        '[query.kind]: must be one of: roles, rolesmapping, actiongroups, internalusers, tenants, nodesdn, config, audit, allowlist',
    });
  });
});
