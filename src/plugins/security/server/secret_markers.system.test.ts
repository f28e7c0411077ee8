/**
 * Secrets never leave the server: one unique marker sits in every secret setting (dashboards.yml:
 * the cookie key, the OpenID client secret, the PostgreSQL password in DATABASE_URL; config.yml:
 * a JWT signing key, the SAML exchange key and signing key, an LDAP bind password), a session
 * drives the pages and APIs a user and an administrator reach, and neither the whole debug log
 * of the real server process nor any answer (HTML, JSON, the unpacked export, errors) holds it.
 */
import { unzipSync } from 'fflate';
import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createTestDatabase } from '../../../core/server/test_utils';
import { ADMIN_PASSWORD, startProcess, type ServerProcess } from './test_utils/server_processes';

jest.setTimeout(240_000);

const MARKER = `mk${randomBytes(8).toString('hex')}`;

const CONFIG_YML = `---
_meta:
  type: "config"
  config_version: 2
config:
  dynamic:
    authc:
      basic_internal_auth_domain:
        http_enabled: true
        order: 0
        http_authenticator: { type: basic, challenge: false }
        authentication_backend: { type: intern }
      jwt_domain:
        http_enabled: false
        order: 1
        http_authenticator:
          type: jwt
          config: { signing_key: "${MARKER}-jwt-signing-key" }
        authentication_backend: { type: noop }
      saml_domain:
        http_enabled: false
        order: 2
        http_authenticator:
          type: saml
          config:
            idp: { metadata_url: "http://127.0.0.1:9/metadata", entity_id: idp }
            sp: { entity_id: sp, signature_private_key: "${MARKER}-saml-private-key" }
            kibana_url: "http://127.0.0.1:5601"
            exchange_key: "${MARKER}-saml-exchange-key-of-32-chars-or-more"
        authentication_backend: { type: noop }
      ldap_domain:
        http_enabled: false
        order: 3
        http_authenticator: { type: basic, challenge: false }
        authentication_backend:
          type: ldap
          config: { hosts: ["localhost:8389"], bind_dn: "cn=admin", password: "${MARKER}-ldap-password" }
    authz: {}
`;

describe('secret settings', () => {
  let dir: string;
  let server: ServerProcess;
  const answers: string[] = [];

  async function fetchText(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { 'osd-xsrf': 'true' };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    // The export is a zip: what matters is the text of the files inside it.
    const text = type.includes('zip')
      ? Object.values(unzipSync(bytes))
          .map((file) => Buffer.from(file).toString('utf8'))
          .join('\n')
      : Buffer.from(bytes).toString('utf8');
    answers.push(`${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}`);
    return { status: res.status, text, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'secret-markers-'));
    const database = new URL(await createTestDatabase());
    // The test cluster trusts loopback: the password is sent nowhere, but it is configured.
    database.password = `${MARKER}-pg-password`;
    const config = join(dir, 'dashboards.yml');
    writeFileSync(
      config,
      [
        `opensearch_security.cookie.password: "${MARKER}-cookie-key-of-well-over-32-characters"`,
        'opensearch_security.auth.type: ["basicauth", "openid"]',
        'opensearch_security.auth.multiple_auth_enabled: true',
        'opensearch_security.openid.connect_url: "http://127.0.0.1:9/.well-known/openid-configuration"',
        'opensearch_security.openid.client_id: dashboards',
        `opensearch_security.openid.client_secret: "${MARKER}-oidc-client-secret"`,
        '',
      ].join('\n')
    );
    server = await startProcess(dir, 'markers', {
      dataDir: () => join(dir, 'data'),
      env: { CONFIG: config, DATABASE_URL: database.toString(), LOG_LEVEL: 'debug' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appear in no log line, page, API answer, export or error of a whole session', async () => {
    const login = await fetchText('/auth/login', {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = login.cookie!;
    const imported = await fetchText('/api/v1/configuration/import?dry_run=false', {
      method: 'POST',
      cookie,
      body: { files: { 'config.yml': CONFIG_YML } },
    });
    expect(imported.status).toBe(200);

    // The secrets are in force: the configuration holds them (else the test proves nothing).
    expect(server.output()).toContain('Server running at');
    const page = await fetchText('/api/v1/configuration/securityconfig', { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain('jwt_domain');
    expect(page.text).toContain('**redacted**');

    for (const path of ['/app/login', '/app/home', '/app/security-dashboards-plugin', '/status', '/app/customerror']) {
      await fetchText(path, { cookie });
      await fetchText(path);
    }
    for (const path of [
      '/api/status',
      '/api/v1/auth/authinfo',
      '/api/v1/auth/dashboardsinfo',
      '/api/v1/auth/type',
      '/api/v1/configuration/account',
      '/api/v1/configuration/securityconfig',
      '/api/v1/configuration/export',
      '/api/v1/configuration/internalusers',
      '/api/no/such/route',
    ]) {
      expect((await fetchText(path, { cookie })).status).toBeLessThan(500);
    }
    // Errors: a wrong password, a refused write, a bad body, the OpenID login whose provider is down.
    await fetchText('/auth/login', { method: 'POST', body: { username: 'admin', password: 'wrong' } });
    await fetchText('/api/v1/configuration/import?dry_run=false', {
      method: 'POST',
      cookie,
      body: { files: { 'config.yml': 'config: [' } },
    });
    await fetchText('/api/v1/configuration/internalusers/x', { method: 'PUT', cookie, body: { nope: true } });
    await fetchText('/auth/openid/login');
    await fetchText('/auth/logout', { method: 'POST', cookie });

    const everything = [server.output(), ...answers].join('\n');
    expect(answers.length).toBeGreaterThan(25);
    // Where a marker shows, the failure names the place (the marker itself replaced, so the
    // message can be read without leaking it further).
    const leaks = [...everything.matchAll(new RegExp(`.{0,120}${MARKER}.{0,60}`, 'g'))].map((m) =>
      m[0].replaceAll(MARKER, '<MARKER>')
    );
    expect(leaks).toEqual([]);
  });
});
