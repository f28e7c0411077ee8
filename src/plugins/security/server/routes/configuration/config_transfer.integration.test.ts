import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { TEST_STORES } from '../../../../../core/server/test_utils';
import type { ImportResponse, ResourceDiff } from '../../../common/config_transfer';
import type { HistoryListResponse } from '../../../common/history';
import { eventsSince, mark } from '../../test_utils/audit';
import { BOB, READER, seedUsersAndTenants } from '../../test_utils/fixtures';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';

const EXPORT = '/api/v1/configuration/export';
const IMPORT = '/api/v1/configuration/import';

describe.each(TEST_STORES)('configuration export and import (whole server, real HTTP) on %s', (dialect) => {
  let s: SecurityTestServer;
  let adminCookie: string;
  let readerCookie: string;

  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect, overrides: { 'opensearch_security.login.max_failures': 1000 } });
    // An export of a store holding a tenant no import accepts could not be imported back.
    await seedUsersAndTenants(s, { confusableTenant: false });
    adminCookie = await s.login('admin', (await import('../../test_utils/security_test_server')).ADMIN_PASSWORD);
    readerCookie = await s.login(READER.name, READER.password);
  });
  afterAll(() => s.stop());

  /** The export as raw bytes (a zip is not text: the harness's text checks do not apply). */
  async function exportZip(
    query = '',
    cookie = adminCookie
  ): Promise<{ status: number; headers: Headers; files: Record<string, string> }> {
    const res = await fetch(`${s.url}${EXPORT}${query}`, { headers: { cookie } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) return { status: res.status, headers: res.headers, files: {} };
    const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
    return { status: res.status, headers: res.headers, files };
  }

  const importCall = (dryRun: string, body: unknown, cookie = adminCookie) =>
    s.call('POST', `${IMPORT}?dry_run=${dryRun}`, { cookie, body });
  const archiveOf = (files: Record<string, string>) =>
    Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])))).toString('base64');
  const resource = (res: ImportResponse, name: string): ResourceDiff => res.resources.find((r) => r.resource === name)!;

  it('exports the seven files as a zip to download, without hashes unless asked', async () => {
    const plain = await exportZip();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/zip');
    expect(plain.headers.get('content-disposition')).toMatch(
      /^attachment; filename="security-configuration-[\dT-]+Z\.zip"$/
    );
    expect(Object.keys(plain.files).sort()).toEqual([
      'action_groups.yml',
      'audit.yml',
      'config.yml',
      'internal_users.yml',
      'roles.yml',
      'roles_mapping.yml',
      'tenants.yml',
    ]);
    expect(plain.files['internal_users.yml']).toContain('bob:');
    expect(plain.files['internal_users.yml']).not.toContain('hash');
    expect(plain.files['roles.yml']).toContain('team_role:');
    for (const text of Object.values(plain.files)) expect(text).not.toContain('$2');

    const withHashes = await exportZip('?include_hashes=true');
    expect(withHashes.files['internal_users.yml']).toMatch(/bob:\n\s+hash: \$2[aby]\$/);
  });

  it('a dry run of the unchanged export changes nothing', async () => {
    const { files } = await exportZip();
    const res = await importCall('true', { archive: archiveOf(files) });
    expect(res.status).toBe(200);
    const body = res.body as ImportResponse;
    expect(body.dry_run).toBe(true);
    expect(body.totals).toEqual({ added: 0, changed: 0, removed: 0, kept: 0 });
    expect(body.files.sort()).toEqual(Object.keys(files).sort());
    expect(body.warnings).toEqual([]);
  });

  it('dry run shows added, changed (field by field) and removed; applying it undoes the changes', async () => {
    const { files } = await exportZip();
    // After the export: a role changed, a tenant added, a tenant removed, bob's password changed.
    expect(
      (await s.admin('POST', '/api/v1/configuration/roles/team_role', { cluster_permissions: ['cluster_monitor'] }))
        .status
    ).toBe(200);
    expect((await s.admin('POST', '/api/v1/configuration/tenants/later', { description: 'after' })).status).toBe(201);
    expect((await s.admin('DELETE', '/api/v1/configuration/tenants/team_b')).status).toBe(200);
    const withHashes = await exportZip('?include_hashes=true');
    const newBobPassword = 'N3w!bob-password';
    s.secrets.add(newBobPassword);
    expect(
      (
        await s.admin('POST', `/api/v1/configuration/internalusers/${BOB.name}`, {
          password: newBobPassword,
          backend_roles: ['kibanauser'],
        })
      ).status
    ).toBe(200);

    // The export without hashes: bob keeps his new password; with the old hash he gets the old one back.
    const upload = { ...files, 'internal_users.yml': withHashes.files['internal_users.yml'] };
    const dry = await importCall('true', { archive: archiveOf(upload) });
    expect(dry.status).toBe(200);
    const diff = dry.body as ImportResponse;
    expect(resource(diff, 'tenants')).toMatchObject({
      added: [{ name: 'team_b' }],
      removed: [{ name: 'later', fields: [{ field: 'description', change: 'removed', before: 'after' }] }],
      changed: [],
    });
    expect(resource(diff, 'roles').changed).toEqual([
      {
        name: 'team_role',
        fields: [
          { field: 'cluster_permissions', change: 'changed', before: ['cluster_monitor'], after: [] },
          expect.objectContaining({ field: 'tenant_permissions', change: 'changed' }),
        ],
      },
    ]);
    expect(resource(diff, 'internalusers').changed).toEqual([
      { name: BOB.name, fields: [{ field: 'password', change: 'changed', secret: true }] },
    ]);
    // Nothing written by the dry run.
    expect((await s.admin('GET', '/api/v1/configuration/tenants/later')).status).toBe(200);

    const from = mark(s);
    const applied = await importCall('false', { archive: archiveOf(upload) });
    expect(applied.status).toBe(200);
    expect((applied.body as ImportResponse).dry_run).toBe(false);
    expect((applied.body as ImportResponse).totals).toEqual(diff.totals);
    expect((await s.admin('GET', '/api/v1/configuration/tenants/later')).status).toBe(404);
    expect((await s.admin('GET', '/api/v1/configuration/tenants/team_b')).status).toBe(200);
    const role = (await s.admin('GET', '/api/v1/configuration/roles/team_role')).body;
    expect(role.cluster_permissions).toEqual([]);
    await s.login(BOB.name, BOB.password);
    expect(
      (await s.call('POST', '/auth/login', { body: { username: BOB.name, password: newBobPassword } })).status
    ).toBe(401);

    // Audited: one compliance event per changed entry, by the administrator, on the import route.
    const events = await eventsSince(s, from, 'COMPLIANCE_INTERNAL_CONFIG_WRITE');
    expect(events.map((e) => [e.user, e.path, e.details.resource, e.details.name, e.details.operation]).sort()).toEqual(
      [
        ['admin', IMPORT, 'internalusers', BOB.name, 'update'],
        ['admin', IMPORT, 'roles', 'team_role', 'update'],
        ['admin', IMPORT, 'tenants', 'later', 'delete'],
        ['admin', IMPORT, 'tenants', 'team_b', 'create'],
      ].sort()
    );
    expect(JSON.stringify(events)).not.toContain('$2');
  });

  it('single files replace only their own kind', async () => {
    const res = await importCall('true', {
      files: {
        'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nonly_one:\n  description: x\n',
      },
    });
    expect(res.status).toBe(200);
    const body = res.body as ImportResponse;
    expect(body.resources.map((r) => r.resource)).toEqual(['tenants']);
    // An added entry comes with the fields it sets.
    expect(resource(body, 'tenants').added).toEqual([
      { name: 'only_one', fields: [{ field: 'description', change: 'added', after: 'x' }] },
    ]);
    expect(resource(body, 'tenants').removed.map((e) => e.name)).toContain('team_a');
  });

  it('an applied import is one history version by the importer (origin import); a dry run records none', async () => {
    const newest = async () =>
      (
        (await s.call('GET', '/api/v1/configuration/history?per_page=1', { cookie: adminCookie }))
          .body as HistoryListResponse
      ).versions[0];
    const before = await newest();
    const files = { 'tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nhistory_probe:\n  description: y\n' };
    expect((await importCall('true', { files })).status).toBe(200);
    expect((await newest()).version).toBe(before.version);

    expect((await importCall('false', { files })).status).toBe(200);
    const version = await newest();
    expect(version.version).toBeGreaterThan(before.version);
    expect(version).toMatchObject({ origin: 'import', user: 'admin' });
    expect(version.resources).toContainEqual(expect.objectContaining({ kind: 'tenants', name: 'history_probe' }));
  });

  it('reserved entries keep their protection and the diff says so', async () => {
    const { files } = await exportZip();
    const users = files['internal_users.yml'].replace(/^admin:\n(?:\s+.*\n)+/m, '');
    expect(users).not.toContain('admin:');
    const res = await importCall('true', { files: { 'internal_users.yml': users } });
    expect(res.status).toBe(200);
    expect(resource(res.body, 'internalusers')).toMatchObject({
      removed: [],
      kept: [
        { name: 'admin', protection: 'reserved', attempted: 'remove', message: expect.stringContaining('reserved') },
      ],
    });
  });

  it('imports an entry an upload marks reserved or hidden as an ordinary one, and says so', async () => {
    const res = await importCall('false', {
      files: {
        'action_groups.yml': [
          '_meta:\n  type: actiongroups\n  config_version: 2',
          'e2e_locked:\n  reserved: true\n  allowed_actions: [indices:data/read/get]',
          'e2e_secret:\n  hidden: true\n  allowed_actions: [indices:data/read/get]',
          '',
        ].join('\n'),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'action_groups.yml', entry: 'e2e_locked', field: 'reserved' }),
        expect.objectContaining({ file: 'action_groups.yml', entry: 'e2e_secret', field: 'hidden' }),
      ])
    );
    // Both can be changed and seen through the API like any other.
    expect((await s.admin('GET', '/api/v1/configuration/actiongroups/e2e_secret')).status).toBe(200);
    expect((await s.admin('DELETE', '/api/v1/configuration/actiongroups/e2e_locked')).status).toBe(200);
    expect((await s.admin('DELETE', '/api/v1/configuration/actiongroups/e2e_secret')).status).toBe(200);
  });

  it('refuses bad input with 400 naming the file, entry and field, and writes nothing', async () => {
    const bad = await importCall('false', {
      files: {
        'roles.yml': '_meta:\n  type: roles\n  config_version: 2\nbroken:\n  cluster_permissions: 12\n',
        'tenants.yml': 'not: [valid',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.attributes.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'roles.yml', entry: 'broken', field: 'cluster_permissions' }),
        expect.objectContaining({ file: 'tenants.yml', message: expect.stringContaining('not valid YAML') }),
      ])
    );
    expect((await s.admin('GET', '/api/v1/configuration/roles/broken')).status).toBe(404);

    const cases: Array<[string, unknown, RegExp]> = [
      ['true', {}, /either \[archive\]/],
      ['true', { archive: 'x', files: { 'roles.yml': '' } }, /either \[archive\]/],
      ['true', { archive: '%%%' }, /\[body\.archive\]: must be base64/],
      ['true', { archive: Buffer.from('not a zip').toString('base64') }, /archive: is not a valid zip archive/],
      ['true', { files: { 'passwd.yml': 'x: 1' } }, /passwd\.yml: is not a configuration file/],
      ['true', { files: { '../roles.yml': 'x: 1' } }, /is not a configuration file/],
      ['true', { files: { 'roles.yml': 5 } }, /\[body\.files\.roles\.yml\]/],
      ['maybe', { files: { 'roles.yml': '' } }, /\[query\.dry_run\]/],
      ['true', { other: 1 }, /Unknown field 'other'/],
    ];
    for (const [dryRun, body, message] of cases) {
      const res = await importCall(dryRun, body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    const missingQuery = await s.call('POST', IMPORT, { cookie: adminCookie, body: { files: { 'roles.yml': '' } } });
    expect([missingQuery.status, missingQuery.body.message]).toEqual([400, expect.stringMatching(/dry_run/)]);
  });

  it('answers odd YAML with 400 naming the file, never 500', async () => {
    const meta = (type: string) => `_meta:\n  type: ${type}\n  config_version: 2\n`;
    const odd: Array<[string, string]> = [
      ['roles.yml', `${meta('roles')}r1: 5\n`],
      ['roles.yml', `${meta('roles')}r1: [a, b]\n`],
      ['roles.yml', `${meta('roles')}r1:\n  index_permissions: [5, null, {index_patterns: {a: 1}}]\n`],
      ['internal_users.yml', `${meta('internalusers')}u1:\n  hash: [1]\n  attributes: [x]\n`],
      ['roles_mapping.yml', `${meta('rolesmapping')}m1:\n  users: {a: 1}\n`],
      ['config.yml', `${meta('config')}config: [1, 2]\n`],
      ['config.yml', `${meta('config')}config:\n  dynamic: 5\n`],
      ['tenancy_config.yml', `${meta('tenancyconfig')}tenancy_config: 5\n`],
      ['audit.yml', `${meta('audit')}config: {enabled: maybe}\n`],
      ['allowlist.yml', `${meta('allowlist')}config: {requests: 5}\n`],
      ['tenants.yml', '---\n'],
      ['tenants.yml', '- a\n- b\n'],
      ['tenants.yml', `_meta: 5\n`],
      ['tenants.yml', `${meta('roles')}t1: {}\n`],
      ['tenants.yml', `a: &a [x, x, x, x]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nd: [*c, *c, *c, *c]\n`],
      ['tenants.yml', `${meta('tenants')}${'['.repeat(5000)}`],
    ];
    for (const [file, text] of odd) {
      const res = await importCall('true', { files: { [file]: text } });
      expect([file, text, res.status]).toEqual([file, text, 400]);
      expect(res.body.attributes.problems.length).toBeGreaterThan(0);
      expect(res.body.attributes.problems[0].file).toBe(file);
    }
  });

  it('refuses zip bombs, too many entries and duplicate names before unpacking', async () => {
    const zeros = new Uint8Array(17 * 1024 * 1024);
    const bomb = Buffer.from(zipSync({ 'roles.yml': zeros }, { level: 9 })).toString('base64');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await importCall('true', { archive: bomb });
    expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/unpacks to more than 16 MB/)]);

    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}.txt`, 'x']));
    const tooMany = await importCall('true', { archive: archiveOf(many) });
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      expect.stringMatching(/holds 70 entries; .* at most 64/),
    ]);

    const twice = await importCall('true', { archive: archiveOf({ 'a/roles.yml': '', 'b/roles.yml': '' }) });
    expect([twice.status, twice.body.message]).toEqual([
      400,
      expect.stringMatching(/roles\.yml: is in the archive more than once/),
    ]);

    // Folders inside the archive are only folders: the files are taken by name, nothing is written anywhere.
    const nested = await importCall('true', {
      archive: archiveOf({
        '../../etc/tenants.yml': '_meta:\n  type: tenants\n  config_version: 2\nzipped:\n  description: z\n',
        'static_roles.yml': 'ignored',
      }),
    });
    expect(nested.status).toBe(200);
    expect(resource(nested.body, 'tenants').added.map((e) => e.name)).toEqual(['zipped']);
    expect(nested.body.ignored_files).toEqual(['static_roles.yml']);
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = 'x'.repeat(1024 * 1024 + 10);
    const res = await importCall('true', { files: { 'roles.yml': huge } });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/i);
  });

  it("leaves config.yml's secrets out of an export without hashes, and keeps them on its import", async () => {
    const secret = 'Ldap-bind-s3cret';
    s.secrets.add(secret);
    const original = (await exportZip('?include_hashes=true')).files['config.yml'];
    const withLdap = original.replace(
      '    authc:\n',
      [
        '    authc:',
        '      ldap_domain:',
        '        http_enabled: false',
        '        transport_enabled: false',
        '        order: 5',
        '        http_authenticator:',
        '          type: basic',
        '          challenge: false',
        '        authentication_backend:',
        '          type: ldap',
        '          config:',
        '            bind_dn: cn=admin,dc=example',
        `            password: ${secret}`,
        '',
      ].join('\n')
    );
    expect(withLdap).toContain(secret);
    const added = await importCall('false', { files: { 'config.yml': withLdap } });
    expect(added.status).toBe(200);
    // The diff names the new domain's fields, never the password's value.
    expect(resource(added.body, 'config').changed[0].fields).toContainEqual({
      field: 'dynamic.authc.ldap_domain',
      change: 'added',
      secret: true,
    });

    const plain = (await exportZip()).files['config.yml'];
    expect(plain).not.toContain(secret);
    expect(plain).toContain('password: "**redacted**"');
    expect((await exportZip('?include_hashes=true')).files['config.yml']).toContain(secret);

    // Importing the export without secrets keeps the password it left out.
    const again = await importCall('false', { files: { 'config.yml': plain } });
    expect(again.status).toBe(200);
    expect(again.body.totals).toEqual({ added: 0, changed: 0, removed: 0, kept: 0 });
    expect((await exportZip('?include_hashes=true')).files['config.yml']).toContain(secret);

    // A placeholder with no value behind it is refused, naming the field.
    const orphan = plain.replace('ldap_domain:', 'other_domain:');
    const refused = await importCall('true', { files: { 'config.yml': orphan } });
    expect(refused.status).toBe(400);
    expect(refused.body.attributes.problems).toContainEqual({
      file: 'config.yml',
      field: 'config.dynamic.authc.other_domain.authentication_backend.config.password',
      message: expect.stringContaining('no current value to keep'),
    });
    expect((await importCall('false', { files: { 'config.yml': original } })).status).toBe(200);
  });

  describe('the zip itself as the body (what scripts send: curl --data-binary @config.zip)', () => {
    /** A raw POST, as curl sends it: the bytes, a content type, the session cookie and osd-xsrf. */
    async function postZip(
      query: string,
      body: Uint8Array | string,
      { contentType = 'application/zip', cookie = adminCookie, xsrf = true, basic = '' } = {}
    ) {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (basic) headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      if (cookie) headers.cookie = cookie; // '' sends none
      if (xsrf) headers['osd-xsrf'] = 'true';
      const bytes = typeof body === 'string' ? body : new Uint8Array(body);
      const res = await fetch(`${s.url}${IMPORT}${query}`, { method: 'POST', headers, body: bytes });
      const text = await res.text();
      for (const secret of s.secrets) expect(text).not.toContain(secret);
      return { status: res.status, body: JSON.parse(text) };
    }
    async function exportBytes(): Promise<Uint8Array> {
      const res = await fetch(`${s.url}${EXPORT}?include_hashes=true`, { headers: { cookie: adminCookie } });
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer());
    }

    it("previews (dry_run=true) and applies (dry_run=false) the export route's own zip, as application/zip or application/octet-stream", async () => {
      const zip = await exportBytes();
      expect((await s.admin('POST', '/api/v1/configuration/tenants/curl_later', { description: 'x' })).status).toBe(
        201
      );

      const preview = await postZip('?dry_run=true', zip);
      expect(preview.status).toBe(200);
      expect(preview.body.dry_run).toBe(true);
      expect(resource(preview.body, 'tenants').removed.map((e: { name: string }) => e.name)).toEqual(['curl_later']);
      expect(preview.body.totals).toEqual({ added: 0, changed: 0, removed: 1, kept: 0 });
      expect((await s.admin('GET', '/api/v1/configuration/tenants/curl_later')).status).toBe(200);

      // As the README's curl example: HTTP Basic credentials instead of a session cookie.
      const applied = await postZip('?dry_run=false', zip, {
        contentType: 'application/octet-stream',
        cookie: '',
        basic: `admin:${ADMIN_PASSWORD}`,
      });
      expect(applied.status).toBe(200);
      expect(applied.body.dry_run).toBe(false);
      expect(applied.body.totals).toEqual(preview.body.totals);
      expect((await s.admin('GET', '/api/v1/configuration/tenants/curl_later')).status).toBe(404);

      // A content type with parameters, in capitals, is the same type.
      const again = await postZip('?dry_run=true', zip, { contentType: 'Application/Zip; name=config.zip' });
      expect([again.status, again.body.totals]).toEqual([200, { added: 0, changed: 0, removed: 0, kept: 0 }]);
    });

    it('still needs the osd-xsrf header, a login and security API access, and writes nothing without them', async () => {
      const zip = await exportBytes();
      expect((await s.admin('POST', '/api/v1/configuration/tenants/curl_keep', { description: 'x' })).status).toBe(201);
      const noXsrf = await postZip('?dry_run=false', zip, { xsrf: false });
      expect([noXsrf.status, noXsrf.body.message]).toEqual([400, 'Request must contain a osd-xsrf header.']);
      expect((await postZip('?dry_run=false', zip, { cookie: '' })).status).toBe(401);
      expect((await postZip('?dry_run=false', zip, { cookie: readerCookie })).status).toBe(403);
      expect((await s.admin('GET', '/api/v1/configuration/tenants/curl_keep')).status).toBe(200);
      expect((await s.admin('DELETE', '/api/v1/configuration/tenants/curl_keep')).status).toBe(200);
    });

    it('refuses another content type with 415 saying which are taken, never 500', async () => {
      const zip = await exportBytes();
      for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-zip-compressed']) {
        const res = await postZip('?dry_run=true', zip, { contentType });
        expect([contentType, res.status, res.body.message]).toEqual([
          contentType,
          415,
          `Unsupported Media Type "${contentType.split(';')[0]}": send the body as application/json or application/zip or application/octet-stream.`,
        ]);
      }
      // Routes that take JSON only refuse a zip the same way.
      const role = await fetch(`${s.url}/api/v1/configuration/roles/zipped`, {
        method: 'POST',
        headers: { cookie: adminCookie, 'osd-xsrf': 'true', 'content-type': 'application/zip' },
        body: new Uint8Array(zip),
      });
      expect([role.status, (await role.json()).message]).toEqual([
        415,
        'Unsupported Media Type "application/zip": send the body as application/json.',
      ]);
    });

    it('refuses a body over the limit with 413, and keeps the archive checks (zip bomb, entries, not a zip) as for JSON', async () => {
      const big = zipSync({ 'roles.yml': crypto.getRandomValues(new Uint8Array(60_000)) }, { level: 0 });
      const huge = new Uint8Array(1024 * 1024 + 10);
      huge.set(big);
      const tooLarge = await postZip('?dry_run=true', huge);
      expect([tooLarge.status, tooLarge.body.message]).toEqual([413, expect.stringMatching(/too large/i)]);

      const bomb = zipSync({ 'roles.yml': new Uint8Array(17 * 1024 * 1024) }, { level: 9 });
      const bombed = await postZip('?dry_run=true', bomb);
      expect([bombed.status, bombed.body.message]).toEqual([400, expect.stringMatching(/unpacks to more than 16 MB/)]);

      const many = zipSync(Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
      const tooMany = await postZip('?dry_run=true', many);
      expect([tooMany.status, tooMany.body.message]).toEqual([400, expect.stringMatching(/holds 70 entries/)]);

      for (const notZip of ['not a zip', '']) {
        const res = await postZip('?dry_run=true', notZip);
        expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/is not a valid zip archive/)]);
      }
      const noQuery = await postZip('', await exportBytes());
      expect([noQuery.status, noQuery.body.message]).toEqual([400, expect.stringMatching(/\[query\.dry_run\]/)]);
    });
  });

  it('needs security API access: 403 for a user without it, 401 for nobody', async () => {
    expect((await exportZip('', readerCookie)).status).toBe(403);
    expect((await importCall('true', { files: { 'tenants.yml': '' } }, readerCookie)).status).toBe(403);
    expect((await s.call('GET', EXPORT)).status).toBe(401);
    expect((await s.call('POST', `${IMPORT}?dry_run=true`, { body: { files: { 'tenants.yml': '' } } })).status).toBe(
      401
    );
  });
});
