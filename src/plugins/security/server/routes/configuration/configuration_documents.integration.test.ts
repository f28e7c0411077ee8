import { normalizeEntry, SecurityRepository } from '../../test_utils/embedded_store';
import { CACHE_FLUSHED_MESSAGE, REDACTED } from '../../operations';
import { startHarness, type Harness } from './test_harness';

const API = '/api/v1/configuration';

const AUDIT_UPDATE = {
  enabled: true,
  audit: {
    enable_rest: false,
    disabled_rest_categories: ['FAILED_LOGIN', 'AUTHENTICATED'],
    enable_transport: true,
    disabled_transport_categories: ['GRANTED_PRIVILEGES'],
    resolve_bulk_requests: true,
    log_request_body: false,
    resolve_indices: true,
    exclude_sensitive_headers: true,
    ignore_users: ['admin'],
    ignore_requests: ['SearchRequest', 'indices:data/read/*'],
  },
  compliance: {
    enabled: true,
    internal_config: false,
    external_config: false,
    read_metadata_only: false,
    read_watched_fields: { indexName1: ['field1', 'fields-*'] },
    read_ignore_users: ['opensearchdashboardsserver', 'operator/*'],
    write_metadata_only: false,
    write_log_diffs: false,
    write_watched_indices: ['indexName2', 'indexPatterns-*'],
    write_ignore_users: ['admin'],
  },
};

describe('securityconfig, audit and cache routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  describe('GET securityconfig', () => {
    it('answers the config in the { total: 1, data: { config } } shape', async () => {
      const res = await h.call('GET', `${API}/securityconfig`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ total: 1, data: { config: await h.backend.getSecurityConfig() } });
      // The multitenancy switches are stored only once an administrator saves them (until then the yml's apply).
      expect(res.body.data.config.dynamic.kibana).toMatchObject({ server_username: 'kibanaserver', index: '.kibana' });
      expect(res.body.data.config.dynamic.authc.basic_internal_auth_domain).toMatchObject({
        http_enabled: true,
        http_authenticator: { type: 'basic', challenge: true },
        authentication_backend: { type: 'intern' },
      });
    });

    it("never answers an auth domain's credentials", async () => {
      for (const secret of ['LdapB1nd!secret', 'oidc-client-secret-value', 'hmac-signing-key-value'])
        h.secrets.add(secret);
      const config = await h.backend.getSecurityConfig();
      config.dynamic.authc = {
        ...config.dynamic.authc,
        ldap: {
          http_enabled: false,
          order: 5,
          authentication_backend: {
            type: 'ldap',
            config: { hosts: ['localhost:8389'], bind_dn: 'cn=admin', password: 'LdapB1nd!secret' },
          },
        },
        openid_auth_domain: {
          http_enabled: false,
          http_authenticator: {
            type: 'openid',
            config: { client_id: 'dashboards', client_secret: 'oidc-client-secret-value' },
          },
        },
        jwt_auth_domain: {
          http_enabled: false,
          http_authenticator: { type: 'jwt', config: { signing_key: 'hmac-signing-key-value' } },
        },
      };
      await h.backend.updateSecurityConfig(config);

      const { authc } = (await h.call('GET', `${API}/securityconfig`)).body.data.config.dynamic;
      expect(authc.ldap.authentication_backend.config).toEqual({
        hosts: ['localhost:8389'],
        bind_dn: 'cn=admin',
        password: REDACTED,
      });
      expect(authc.openid_auth_domain.http_authenticator.config).toEqual({
        client_id: 'dashboards',
        client_secret: REDACTED,
      });
      expect(authc.jwt_auth_domain.http_authenticator.config).toEqual({ signing_key: REDACTED });
    });
  });

  describe('audit', () => {
    it('reads the audit configuration as { _readonly, config }', async () => {
      const res = await h.call('GET', `${API}/audit`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        _readonly: [],
        config: expect.objectContaining({
          enabled: true,
          audit: expect.objectContaining({ enable_rest: true, ignore_users: ['kibanaserver'] }),
          compliance: expect.objectContaining({ enabled: true, read_watched_fields: {} }),
        }),
      });
    });

    it('round-trips an update', async () => {
      expect(await h.call('POST', `${API}/audit/config`, { body: AUDIT_UPDATE })).toMatchObject({
        status: 200,
        body: { status: 'OK', message: "'config' updated." },
      });
      expect((await h.call('GET', `${API}/audit`)).body).toEqual({ _readonly: [], config: AUDIT_UPDATE });
    });

    it.each([
      [
        'an unknown setting',
        { ...AUDIT_UPDATE, audit: { ...AUDIT_UPDATE.audit, log_everything: true } },
        "Unknown field 'audit.log_everything' (allowed: enable_rest, disabled_rest_categories, enable_transport, disabled_transport_categories, resolve_bulk_requests, log_request_body, resolve_indices, exclude_sensitive_headers, ignore_users, ignore_requests)",
      ],
      [
        'an unknown section',
        { ...AUDIT_UPDATE, extra: {} },
        "Unknown field 'extra' (allowed: enabled, audit, compliance)",
      ],
      [
        'a missing section',
        { enabled: true, audit: {} },
        "[body.compliance]: must have required property 'compliance'",
      ],
      ['a wrong type', { ...AUDIT_UPDATE, enabled: 'yes' }, '[body.enabled]: must be boolean'],
      [
        'a bad watched-fields map',
        { ...AUDIT_UPDATE, compliance: { ...AUDIT_UPDATE.compliance, read_watched_fields: { idx: 'field1' } } },
        '[body.compliance.read_watched_fields.idx]: must be array',
      ],
      ['no object', [], '[body]: must be object'],
    ])('refuses %s with 400 and keeps the stored configuration', async (_label, body, message) => {
      const before = (await h.call('GET', `${API}/audit`)).body;
      expect(await h.call('POST', `${API}/audit/config`, { body })).toMatchObject({
        status: 400,
        body: { statusCode: 400, message },
      });
      expect((await h.call('GET', `${API}/audit`)).body).toEqual(before);
    });
  });

  describe('DELETE cache', () => {
    it('answers the flush message', async () => {
      expect(await h.call('DELETE', `${API}/cache`)).toMatchObject({
        status: 200,
        body: { message: CACHE_FLUSHED_MESSAGE },
      });
    });

    it('makes the backend reread a change it had not noticed', async () => {
      // Warm the backend's cached configuration, then change the store behind its back
      // (no version bump), as a hand edit of the database would.
      expect((await h.call('GET', `${API}/securityconfig`)).status).toBe(200);
      await new SecurityRepository(h.store.kysely()).put(
        'roles',
        'sneaked_in',
        normalizeEntry('roles', { cluster_permissions: [] })
      );
      expect((await h.call('POST', `${API}/rolesmapping/sneaked_in`, { body: { users: ['a'] } })).status).toBe(404);

      expect((await h.call('DELETE', `${API}/cache`)).status).toBe(200);
      expect(await h.call('POST', `${API}/rolesmapping/sneaked_in`, { body: { users: ['a'] } })).toMatchObject({
        status: 201,
        body: { status: 'CREATED', message: "'sneaked_in' created." },
      });
    });
  });
});
