/** Helpers for tests of the SSO types: the authc domains of config.yml, imported as securityadmin does. */
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { parse, stringify } from 'yaml';
import { Secret } from '../../../../core/server';
import { StoreService, testStoreConfig } from '../../../../core/server/test_utils';
import { defaultConfigDir } from '../backend/embedded/default_config';
import { EmbeddedSecurityBackend } from '../backend/embedded/embedded_backend';
import { securityMigrations } from '../backend/embedded/migrations';
import type { SecurityTestServer } from './security_test_server';

export interface AuthcOptions {
  /** `http_authenticator.config` of each domain to add. */
  jwt?: Record<string, unknown>;
  openid?: Record<string, unknown>;
  proxy?: Record<string, unknown>;
  saml?: Record<string, unknown>;
  clientcert?: Record<string, unknown>;
  kerberos?: Record<string, unknown>;
  internalProxies?: string;
  anonymous?: boolean;
  /** config.yml `authz` entries. */
  authz?: Record<string, unknown>;
}

/** A config.yml in OpenSearch's layout: the basic domain plus the asked ones. */
export function configYml(options: AuthcOptions): string {
  const domain = (type: string, order: number, config: Record<string, unknown>) => ({
    http_enabled: true,
    transport_enabled: false,
    order,
    http_authenticator: { type, challenge: false, config },
    authentication_backend: { type: 'noop' },
  });
  const authc: Record<string, unknown> = {
    basic_internal_auth_domain: {
      http_enabled: true,
      transport_enabled: true,
      order: 4,
      http_authenticator: { type: 'basic', challenge: true },
      authentication_backend: { type: 'intern' },
    },
  };
  if (options.jwt) authc.jwt_auth_domain = domain('jwt', 0, options.jwt);
  if (options.openid) authc.openid_auth_domain = domain('openid', 1, options.openid);
  if (options.proxy) authc.proxy_auth_domain = domain('proxy', 2, options.proxy);
  if (options.saml) authc.saml_auth_domain = domain('saml', 3, options.saml);
  if (options.clientcert) authc.clientcert_auth_domain = domain('clientcert', 5, options.clientcert);
  if (options.kerberos) authc.kerberos_auth_domain = domain('kerberos', 6, options.kerberos);
  return stringify({
    _meta: { type: 'config', config_version: 2 },
    config: {
      dynamic: {
        http: {
          anonymous_auth_enabled: options.anonymous ?? false,
          xff: { enabled: options.internalProxies !== undefined, internalProxies: options.internalProxies ?? '' },
        },
        authc,
        authz: options.authz ?? {},
      },
    },
  });
}

/** Backend roles an identity provider may send, mapped to roles (beside the seeded mappings). */
export const SSO_MAPPINGS: Record<string, string> = { sso_admins: 'all_access', sso_readers: 'readall' };

/**
 * Imports the seeded defaults with `files` replacing some (as `npm run securityadmin -- import`
 * does, through a second connection to the server's data dir: the running server serves it at once).
 */
export async function importSecurityFiles(s: SecurityTestServer, files: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sso-config-'));
  try {
    for (const name of readdirSync(defaultConfigDir())) copyFileSync(join(defaultConfigDir(), name), join(dir, name));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const storeService = new StoreService();
    storeService.setup().registerMigrations(securityMigrations);
    // The server's own store: its data dir's SQLite file, or its PostgreSQL database.
    const config = s.storeUrl ? { ...(await testStoreConfig('sqlite')), url: new Secret(s.storeUrl) } : undefined;
    const store = await storeService.start({ dataDir: join(s.dataDir, 'data'), ...(config ? { config } : {}) });
    try {
      await new EmbeddedSecurityBackend({ store }).importConfig(dir);
    } finally {
      await storeService.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** config.yml with these domains, and the role mappings with the SSO backend roles mapped. */
export async function importAuthc(s: SecurityTestServer, options: AuthcOptions): Promise<void> {
  const mappings = parse(readFileSync(join(defaultConfigDir(), 'roles_mapping.yml'), 'utf8')) as Record<
    string,
    { backend_roles?: string[] }
  >;
  for (const [backendRole, role] of Object.entries(SSO_MAPPINGS)) {
    mappings[role].backend_roles = [...(mappings[role].backend_roles ?? []), backendRole];
  }
  await importSecurityFiles(s, { 'config.yml': configYml(options), 'roles_mapping.yml': stringify(mappings) });
}
