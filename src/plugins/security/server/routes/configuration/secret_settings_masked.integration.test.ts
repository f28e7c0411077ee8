/**
 * config.yml's secret settings, as an import stores them (unknown settings kept, a domain that is
 * off not read): a value under a secret key is a secret whatever its YAML type (an LDAP bind
 * password written as a list or a number, a client secret written as a map), and upstream's own
 * secret settings are secrets even where this product does not use them (`on_behalf_of`'s signing
 * and encryption keys, from an upstream cluster's config.yml). Every face that shows the
 * configuration masks them: the Authentication page's GET on both listeners and both prefixes,
 * the export, the history's versions and a revert's dry run, the REST listener's `api/versions`.
 * An export without secrets imports back, keeping the values.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import { freePort } from '../../../../../core/server/test_utils';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

const TAG = 'tag-of-a-secret-value';
const NUMBER = 8642097531;

const CONFIG_YML = `---
_meta: { type: "config", config_version: 2 }
config:
  dynamic:
    authc:
      basic_internal_auth_domain:
        http_enabled: true
        order: 0
        http_authenticator: { type: basic, challenge: false }
        authentication_backend: { type: intern }
      ldap_domain:
        http_enabled: false
        order: 1
        http_authenticator:
          type: basic
          challenge: false
          config: { client_secret: { value: "${TAG}-client-secret" } }
        authentication_backend:
          type: ldap
          config:
            hosts: ["localhost:8389"]
            bind_dn: "cn=admin"
            password: ["${TAG}-bind-password"]
            pemkey_password: ${NUMBER}
    authz: {}
    on_behalf_of:
      enabled: false
      signing_key: "${TAG}-obo-signing-key"
      encryption_key: "${TAG}-obo-encryption-key"

`;

describe("config.yml's secret settings, of any type and upstream's own", () => {
  let s: SecurityTestServer;
  let restUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
    });
    restUrl = `http://127.0.0.1:${port}`;
    s.secrets.add(TAG);
    s.secrets.add(String(NUMBER));
    const imported = await s.admin('POST', '/api/v1/configuration/import?dry_run=false', {
      files: { 'config.yml': CONFIG_YML },
    });
    expect(imported.status).toBe(200);
  });
  afterAll(() => s?.stop());

  /** A REST listener answer, searched for the secrets as the harness searches its own. */
  async function rest(path: string): Promise<string> {
    const res = await fetch(`${restUrl}${path}`, {
      headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  }

  /** The export's files, name → text. */
  async function exportFiles(): Promise<Record<string, string>> {
    const res = await fetch(`${s.url}/api/v1/configuration/export`, {
      headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    return Object.fromEntries(Object.entries(files).map(([name, file]) => [name, Buffer.from(file).toString('utf8')]));
  }

  it('are masked on the Authentication page of both listeners', async () => {
    // The harness fails any answer that holds a secret: a 200 here is the assertion.
    const page = await s.admin('GET', '/api/v1/configuration/securityconfig');
    expect(page.status).toBe(200);
    const ldap = page.body.data.config.dynamic.authc.ldap_domain;
    expect(ldap.authentication_backend.config).toMatchObject({ bind_dn: 'cn=admin', password: '**redacted**' });
    expect(ldap.http_authenticator.config.client_secret).toBe('**redacted**');
    expect(page.body.data.config.dynamic.on_behalf_of).toEqual({
      enabled: false,
      signing_key: '**redacted**',
      encryption_key: '**redacted**',
    });
    for (const prefix of ['_plugins/_security', '_opendistro/_security']) {
      const text = await rest(`/${prefix}/api/securityconfig`);
      expect(text).toContain('cn=admin');
      expect([TAG, String(NUMBER)].filter((secret) => text.includes(secret))).toEqual([]);
    }
  });

  it('are masked in the export, which imports back keeping them', async () => {
    const files = await exportFiles();
    const text = Object.values(files).join('\n');
    expect(files['config.yml']).toContain('cn=admin');
    expect([TAG, String(NUMBER)].filter((secret) => text.includes(secret))).toEqual([]);
    // Imported back, the masked values are the current ones: nothing changes.
    const again = await s.admin('POST', '/api/v1/configuration/import?dry_run=true', {
      files: { 'config.yml': files['config.yml'] },
    });
    expect(again.status).toBe(200);
    expect(again.body.totals).toEqual({ added: 0, changed: 0, removed: 0, kept: 0 });
  });

  it('are masked in every history version and revert dry run', async () => {
    const listing = await s.admin('GET', '/api/v1/configuration/history?per_page=100');
    expect(listing.status).toBe(200);
    const versions: Array<{ version: number }> = listing.body.versions;
    expect(versions.length).toBeGreaterThan(0);
    for (const { version } of versions) {
      expect((await s.admin('GET', `/api/v1/configuration/history/${version}`)).status).toBe(200);
      const dry = await s.admin('POST', `/api/v1/configuration/history/${version}/revert?dry_run=true`);
      expect(dry.status).toBe(200);
    }
    // The REST listener's names for the same versions (each with the whole configuration).
    for (const prefix of ['_plugins/_security', '_opendistro/_security']) {
      const texts = [
        await rest(`/${prefix}/api/versions`),
        await rest(`/${prefix}/api/version/v${versions[0].version}`),
      ];
      expect(texts.join('\n')).toContain('cn=admin');
      expect([TAG, String(NUMBER)].filter((secret) => texts.join('\n').includes(secret))).toEqual([]);
    }
  });
});
