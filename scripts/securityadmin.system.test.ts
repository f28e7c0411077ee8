import bcrypt from 'bcryptjs';
import { execFile } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { StoreService } from '../src/core/server/store';
import { internalUserPrincipal } from '../src/plugins/security/server/backend/permissions/role_mappings';
import { EmbeddedSecurityBackend } from '../src/plugins/security/server/backend/embedded/embedded_backend';
import { securityMigrations } from '../src/plugins/security/server/backend/embedded/migrations';
import {
  ALICE_PASSWORD,
  BOB_PASSWORD,
  openSearchConfigFiles,
} from '../src/plugins/security/server/backend/embedded/test_utils/opensearch_config';
import { writeConfigDir } from '../src/plugins/security/server/backend/embedded/test_utils/test_store';

jest.setTimeout(60_000);
const ROOT = resolve(__dirname, '..');

function securityadmin(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      'npx',
      ['tsx', 'scripts/securityadmin.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    );
  });
}

describe('scripts/securityadmin.ts', () => {
  let root: string;
  let dataDir: string;
  let storeService: StoreService;
  let backend: EmbeddedSecurityBackend;
  let files: Record<string, string>;

  beforeAll(async () => {
    files = openSearchConfigFiles({
      alice: (await bcrypt.hash(ALICE_PASSWORD, 12)).replace(/^\$2b\$/, '$2y$'),
      bob: await bcrypt.hash(BOB_PASSWORD, 4),
    });
  });

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'securityadmin-'));
    dataDir = join(root, 'data');
    // A "server" on the data dir: its own connection, seeded, running while the CLI writes.
    storeService = new StoreService();
    storeService.setup().registerMigrations(securityMigrations);
    backend = new EmbeddedSecurityBackend({ store: await storeService.start({ dataDir }), hashRounds: 4 });
    await backend.ensureSeeded('Adm1n!secret');
  });
  afterEach(async () => {
    await storeService.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('imports a directory, and the running backend serves it at once', async () => {
    expect(await backend.authenticate('alice', ALICE_PASSWORD)).toBeNull();
    const result = await securityadmin(['import', writeConfigDir(root, 'config', files)], dataDir);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(
      /^Imported 3 users, 3 roles, 5 role mappings, 1 action group, 2 tenants from .* \(ignored static_action_groups\.yml, static_roles\.yml; \d+ warnings\)\.$/m
    );
    expect(result.stderr).toContain('warning: roles_mapping.yml: entry "ghost_role": maps a role that is not defined');

    const alice = await backend.authenticate('alice', ALICE_PASSWORD);
    expect(alice).not.toBeNull();
    expect((await backend.resolveAccount(internalUserPrincipal('alice', alice!))).roles).toContain('analyst');
  });

  it('exports the seven files', async () => {
    const out = join(root, 'out');
    const result = await securityadmin(['export', out], dataDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Exported 1 user, 3 roles, 8 role mappings, 0 action groups, 0 tenants from /);
    expect(readdirSync(out).sort()).toEqual([
      'action_groups.yml',
      'audit.yml',
      'config.yml',
      'internal_users.yml',
      'roles.yml',
      'roles_mapping.yml',
      'tenants.yml',
    ]);
  });

  it('exits non-zero with every problem and changes nothing on bad input', async () => {
    const bad = writeConfigDir(root, 'bad', {
      ...files,
      'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nx: {}\n',
    });
    const result = await securityadmin(['import', bad], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: tenants.yml: entry "x": The name must be 2 to 50 characters long.');
    expect(result.stderr).toContain(
      'error: config.yml [config.dynamic.kibana.default_tenant]: names tenant "analytics", which does not exist'
    );
    expect(result.stderr).toMatch(/securityadmin: import failed: 2 problems in .*; nothing was changed/);
    expect(await backend.authenticate('admin', 'Adm1n!secret')).not.toBeNull();
    expect(await backend.authenticate('alice', ALICE_PASSWORD)).toBeNull();
  });

  it('explains its usage and refuses to export a data dir that does not exist', async () => {
    expect((await securityadmin(['load', root], dataDir)).code).toBe(2);
    const missing = await securityadmin(['export', join(root, 'out')], join(root, 'nothing-here'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    expect(existsSync(join(root, 'nothing-here'))).toBe(false);
  });
});
