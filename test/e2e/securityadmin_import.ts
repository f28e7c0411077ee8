import { spawnSync } from 'child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '..', '..');
const DEFAULT_CONFIG = join(ROOT, 'src', 'plugins', 'security', 'server', 'backend', 'embedded', 'default_config');

/**
 * Imports a security configuration into a data dir with the securityadmin CLI, as an administrator
 * moving a setup over would: the project's default files, with `files` (name → YAML) in their place.
 */
export function importWithSecurityadmin(dataDir: string, files: Record<string, string>): void {
  const dir = mkdtempSync(join(tmpdir(), 'securityadmin-import-'));
  try {
    for (const name of readdirSync(DEFAULT_CONFIG)) copyFileSync(join(DEFAULT_CONFIG, name), join(dir, name));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const result = spawnSync(process.execPath, [tsx, join(ROOT, 'scripts', 'securityadmin.ts'), 'import', dir], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`securityadmin import failed: ${result.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * securityadmin's config.yml with these `authc` domains, each a YAML block at the indent of
 * `authc:`'s entries, and anonymous access on or off.
 */
export function configYml(domains: string[], anonymous: boolean): string {
  return `_meta:
  type: "config"
  config_version: 2
config:
  dynamic:
    http:
      anonymous_auth_enabled: ${anonymous}
    authc:
${domains.join('')}`;
}

/** The internal users' domain (the login form), first. */
export const BASIC_DOMAIN = `      basic_internal_auth_domain:
        http_enabled: true
        order: 0
        http_authenticator: { type: basic, challenge: false }
        authentication_backend: { type: intern }
`;

/** An OpenID domain for a test provider: user name from preferred_username, backend roles from groups. */
export const openidDomain = (connectUrl: string) => `      openid_auth_domain:
        http_enabled: true
        order: 1
        http_authenticator:
          type: openid
          challenge: false
          config:
            openid_connect_url: "${connectUrl}"
            subject_key: preferred_username
            roles_key: groups
        authentication_backend: { type: noop }
`;
