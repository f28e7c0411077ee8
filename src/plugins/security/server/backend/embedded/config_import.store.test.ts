import { TEST_STORES } from '../../../../../core/server/test_utils';
import bcrypt from 'bcryptjs';
import { readFileSync, readdirSync, statSync } from 'fs';
import { join } from 'path';
import { HttpError } from '../../../../../core/server';
import { internalUserPrincipal } from '../permissions/role_mappings';
import type { ImportProblem } from '../types';
import type { EmbeddedSecurityBackend } from './embedded_backend';
import { ALICE_PASSWORD, BOB_PASSWORD, openSearchConfigFiles } from './test_utils/opensearch_config';
import {
  ADMIN_PASSWORD,
  createSeededBackend,
  createTestStore,
  writeConfigDir,
  type TestStore,
  hideEntry,
} from './test_utils/test_store';

let files: Record<string, string>;
beforeAll(async () => {
  // A hash as OpenSearch writes it ($2y$, cost 12) and an older $2a$ one.
  const alice = (await bcrypt.hash(ALICE_PASSWORD, 12)).replace(/^\$2b\$/, '$2y$');
  const bob = (await bcrypt.hash(BOB_PASSWORD, 4)).replace(/^\$2b\$/, '$2a$');
  files = openSearchConfigFiles({ alice, bob });
});

const dump = async (store: TestStore) => ({
  entries: await store.query('SELECT * FROM security_entries ORDER BY kind, name'),
  documents: await store.query('SELECT * FROM security_documents ORDER BY kind'),
  version: (await store.query<{ version: number }>('SELECT version FROM security_config_version'))[0].version,
});

describe.each(TEST_STORES)('importing a configuration directory on %s', (dialect) => {
  // One seeded store for these tests: an import replaces the whole configuration, a refused one
  // changes nothing (each compares the store before and after); each test writes its directories
  // under names of its own.
  let store: TestStore;
  let backend: EmbeddedSecurityBackend;
  let n = 0;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    backend = await createSeededBackend(store);
  });
  afterAll(() => store?.cleanup());
  beforeEach(() => {
    n += 1;
  });
  /** This test's directory `name` (writeConfigDir adds files and never removes one). */
  const own = (name: string) => `${name}-${n}`;

  it("loads OpenSearch's format, and its users log in with their passwords", async () => {
    const summary = await backend.importConfig(writeConfigDir(store.dir, own('config'), files));
    expect(summary.counts).toMatchObject({ internalusers: 3, roles: 3, rolesmapping: 5, actiongroups: 1, tenants: 2 });
    expect(summary.ignoredFiles).toEqual(['static_action_groups.yml', 'static_roles.yml']);
    expect(summary.warnings).toEqual(
      expect.arrayContaining([
        { file: 'roles_mapping.yml', entry: 'ghost_role', message: 'maps a role that is not defined' },
        {
          file: 'internal_users.yml',
          entry: 'admin',
          field: 'hash',
          message: 'is empty: the user keeps its current password',
        },
      ])
    );

    const alice = await backend.authenticate('alice', ALICE_PASSWORD);
    expect(alice).toMatchObject({
      backend_roles: ['analysts'],
      attributes: { team: 'blue', level: '3' },
      description: 'Analyst',
    });
    expect(await backend.authenticate('bob', BOB_PASSWORD)).not.toBeNull();
    expect(await backend.authenticate('admin', ADMIN_PASSWORD)).not.toBeNull();

    const account = await backend.resolveAccount(internalUserPrincipal('alice', alice!));
    expect(account.roles).toEqual(['analyst', 'kibana_user', 'own_index']);
    // Private tenant off (tenancy_config.yml); analytics and team_alice writable through the custom group.
    expect(account.tenants).toEqual({ analytics: true, team_alice: true, global_tenant: true });
    expect(await backend.getTenancyConfig()).toEqual({
      multitenancy_enabled: true,
      private_tenant_enabled: false,
      default_tenant: 'analytics',
    });
    expect((await backend.getAuditConfig()).config.audit).toMatchObject({ disabled_categories: ['AUTHENTICATED'] });
  });

  it('keeps the built-in static entries, whatever the directory says about them', async () => {
    await backend.importConfig(writeConfigDir(store.dir, own('config'), files));
    expect(await backend.get('roles', 'all_access')).toMatchObject({ static: true, cluster_permissions: ['*'] });
    expect(await backend.get('tenants', 'global_tenant')).toMatchObject({ static: true });
    expect((await backend.list('actiongroups')).items.map((i) => i.name)).toContain('kibana_all_write');
    // Seeded entries the directory does not name are gone: the import replaces the configuration.
    await expect(backend.get('rolesmapping', 'readall')).rejects.toMatchObject({ statusCode: 404 });
    expect(await backend.get('roles', 'team_reader')).toMatchObject({
      index_permissions: [
        {
          index_patterns: ['team-${attr.internal.team}-*'],
          fls: ['~salary'],
          masked_fields: [],
          dls: '{"term": {"public": true}}',
          allowed_actions: ['read'],
        },
      ],
    });
  });

  it('skips a directory entry named like a built-in one, and stores a static flag elsewhere as reserved', async () => {
    const summary = await backend.importConfig(
      writeConfigDir(store.dir, own('config'), {
        ...files,
        'roles.yml': `${files['roles.yml']}\nall_access:\n  cluster_permissions: ["nothing"]\nmy_static:\n  static: true\n`,
      })
    );
    expect(summary.warnings).toContainEqual({
      file: 'roles.yml',
      entry: 'all_access',
      message: 'is a built-in static entry; the built-in definition is kept',
    });
    expect(await backend.get('roles', 'all_access')).toMatchObject({ cluster_permissions: ['*'] });
    expect(await backend.get('roles', 'my_static')).toMatchObject({ static: false, reserved: true });
  });

  const broken: Array<[string, Record<string, string | null>, Partial<ImportProblem>]> = [
    ['a missing required file', { 'roles.yml': null }, { file: 'roles.yml', message: 'is missing' }],
    ['invalid YAML', { 'tenants.yml': '_meta: [oops\n' }, { file: 'tenants.yml' }],
    [
      'a duplicate key',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nx1: {}\nx1: {}\n' },
      { file: 'tenants.yml' },
    ],
    ['no _meta', { 'tenants.yml': 'analytics: {}\n' }, { file: 'tenants.yml', field: '_meta' }],
    [
      'a wrong _meta type',
      { 'tenants.yml': '_meta:\n  type: roles\n  config_version: 2\n' },
      { file: 'tenants.yml', field: '_meta.type' },
    ],
    [
      'config_version 1',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 1\n' },
      { file: 'tenants.yml', field: '_meta.config_version' },
    ],
    [
      'an unknown field',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nt1:\n  colour: red\n' },
      { file: 'tenants.yml', entry: 't1', field: 'colour', message: 'unknown field' },
    ],
    [
      'a wrong type',
      { 'action_groups.yml': '_meta:\n  type: actiongroups\n  config_version: 2\ng1:\n  allowed_actions: read\n' },
      { file: 'action_groups.yml', entry: 'g1', field: 'allowed_actions', message: 'must be a list' },
    ],
    [
      'a one-character name',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nx: {}\n' },
      { file: 'tenants.yml', entry: 'x' },
    ],
    [
      'a name with %',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\n"50%": {}\n' },
      { file: 'tenants.yml', entry: '50%' },
    ],
    [
      'a name with a control character',
      { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\n"a\\tb": {}\n' },
      { file: 'tenants.yml', entry: 'a\tb' },
    ],
    [
      'an action group cycle',
      {
        'action_groups.yml':
          '_meta:\n  type: actiongroups\n  config_version: 2\ng1:\n  allowed_actions: [g2]\ng2:\n  allowed_actions: [g1]\n',
      },
      { file: 'action_groups.yml', entry: 'g1', message: 'contains itself: g1 → g2 → g1' },
    ],
    [
      'an unknown default tenant',
      {
        'tenancy_config.yml':
          '_meta:\n  type: tenancyconfig\n  config_version: 2\ntenancy_config:\n  default_tenant: nowhere\n',
      },
      { file: 'config.yml', field: 'config.dynamic.kibana.default_tenant' },
    ],
    [
      'a bad config.yml value',
      {
        'config.yml':
          '_meta:\n  type: config\n  config_version: 2\nconfig:\n  dynamic:\n    kibana:\n      multitenancy_enabled: "yes"\n',
      },
      { file: 'config.yml', field: 'config.dynamic.kibana.multitenancy_enabled' },
    ],
    [
      'a bad audit.yml value',
      {
        'audit.yml': '_meta:\n  type: audit\n  config_version: 2\nconfig:\n  audit:\n    ignore_users: kibanaserver\n',
      },
      { file: 'audit.yml', field: 'config.audit.ignore_users' },
    ],
    [
      'a plain-text password',
      { 'internal_users.yml': '_meta:\n  type: internalusers\n  config_version: 2\ncarol:\n  password: secret\n' },
      { file: 'internal_users.yml', entry: 'carol', field: 'password', message: 'unknown field' },
    ],
  ];

  it.each(broken)('refuses %s, reporting where, and changes nothing', async (_label, changes, expected) => {
    const before = await dump(store);
    const dirFiles: Record<string, string> = {};
    for (const [name, content] of Object.entries({ ...files, ...changes }))
      if (content !== null) dirFiles[name] = content;
    const error = await backend
      .importConfig(writeConfigDir(store.dir, own('broken'), dirFiles))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/was not imported/);
    expect((error as HttpError).details?.problems).toContainEqual(expect.objectContaining(expected));
    expect(await dump(store)).toEqual(before);
    expect(await backend.authenticate('admin', ADMIN_PASSWORD)).not.toBeNull();
  });

  it('reports every problem at once', async () => {
    const error = (await backend
      .importConfig(
        writeConfigDir(store.dir, own('broken'), {
          ...files,
          'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nx: {}\n"y%": {}\n',
        })
      )
      .catch((e: unknown) => e)) as HttpError;
    expect((error.details?.problems as ImportProblem[]).map((p) => p.entry)).toEqual(['x', 'y%']);
  });

  it('refuses a path that is not a directory', async () => {
    await expect(backend.importConfig(join(store.dir, 'nowhere'))).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe.each(TEST_STORES)('export on %s', (dialect) => {
  let source: TestStore;
  let target: TestStore;
  afterEach(async () => {
    await source.cleanup();
    await target.cleanup();
  });

  it('writes the seven files, then import of the result gives the same configuration', async () => {
    source = await createTestStore(dialect);
    target = await createTestStore(dialect);
    const backend = await createSeededBackend(source);
    await backend.importConfig(writeConfigDir(source.dir, 'config', files));
    await backend.upsert('internalusers', 'carol', { password: 'Carol1!pass', attributes: { 'dept.code': '7' } });
    await backend.upsert('tenants', '10', { description: 'a: tricky "name"' });
    await hideEntry(source, 'team_alice');

    const first = join(source.dir, 'export1');
    const summary = await backend.exportConfig(first);
    expect(summary.files.sort()).toEqual(
      [
        'action_groups.yml',
        'audit.yml',
        'config.yml',
        'internal_users.yml',
        'roles.yml',
        'roles_mapping.yml',
        'tenants.yml',
      ].sort()
    );
    expect(statSync(join(first, 'internal_users.yml')).mode & 0o777).toBe(0o600);
    const roles = readFileSync(join(first, 'roles.yml'), 'utf8');
    expect(roles).toMatch(/^---\n_meta:\n {2}type: roles\n {2}config_version: 2\n/);
    expect(roles).not.toContain('all_access:');

    const copy = await createSeededBackend(target);
    await copy.importConfig(first);
    expect(await copy.authenticate('carol', 'Carol1!pass')).not.toBeNull();
    expect(await copy.authenticate('alice', ALICE_PASSWORD)).not.toBeNull();
    const second = join(target.dir, 'export2');
    await copy.exportConfig(second);
    for (const file of readdirSync(first)) {
      expect(readFileSync(join(second, file), 'utf8')).toBe(readFileSync(join(first, file), 'utf8'));
    }
    const rows = (store: TestStore) =>
      store.query(
        'SELECT kind, name, reserved, hidden, static, description, body FROM security_entries ORDER BY kind, name'
      );
    expect(await rows(target)).toEqual(await rows(source));
    const docs = (store: TestStore) => store.query('SELECT * FROM security_documents ORDER BY kind');
    expect(await docs(target)).toEqual(await docs(source));
  });
});
