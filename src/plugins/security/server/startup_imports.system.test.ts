/**
 * What a start loads: the clients of optional features (the OpenSearch cluster backend, SAML,
 * OpenID Connect, JWT, a PostgreSQL store) are loaded only when dashboards.yml asks for them, so a
 * server without them starts sooner and stays smaller. The real command line runs in a process of
 * its own (node's module loader records every package it is asked for); nothing is timed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startCliProcess } from '../../../core/server/test_utils';

jest.setTimeout(180_000);

const OPTIONAL = [
  // ICU messages' formatter and parser: required on the first message with plurals or select.
  'intl-messageformat',
  '@formatjs/icu-messageformat-parser',
  '@opensearch-project/opensearch',
  '@node-saml/node-saml',
  'openid-client',
  'jose',
  'pg',
  'ldapts',
  'fflate',
  // Security keys and passkeys: about 300 modules with its certificate and ASN.1 libraries.
  '@simplewebauthn/server',
  // Not optional features, but libraries the server no longer needs: the settings' time zone
  // names are read from moment-timezone's data file (moment with its zones kept about 1.5 MB of
  // heap), JSON values are compared by the plugin's own sameJson (lodash/isEqual: 89 modules).
  'moment',
  'moment-timezone',
  'lodash',
];

/**
 * Records the package of every bare `require` the process makes, and each locale-aware call the
 * product's own code makes (the first touch of ICU's collation, number or date data maps megabytes
 * of the node binary into the process for good), into $LOADED_PACKAGES at exit.
 */
const RECORDER = `
const Module = require('module');
const load = Module._load;
const seen = new Set();
const requests = new Set();
Module._load = function (request, ...rest) {
  const bare = /^(@[^/]+\\/[^/]+|[^./][^/:]*)/.exec(request);
  if (bare) seen.add(bare[1]);
  if (bare) requests.add(request);
  return load.call(this, request, ...rest);
};
const icu = new Set();
const note = (what) => {
  const caller = new Error().stack.split('\\n').slice(3).find((line) => !line.includes('node:internal'));
  if (caller && !caller.includes('node_modules')) icu.add(what + ' ' + caller.trim());
};
const wrap = (owner, name, what) => {
  const original = owner[name];
  owner[name] = new Proxy(original, {
    apply: (target, self, args) => (note(what), Reflect.apply(target, self, args)),
    construct: (target, args, newTarget) => (note(what), Reflect.construct(target, args, newTarget)),
  });
};
for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter']) {
  if (Intl[name]) wrap(Intl, name, 'Intl.' + name);
}
wrap(String.prototype, 'localeCompare', 'localeCompare');
for (const owner of [Date.prototype, Number.prototype, Array.prototype]) wrap(owner, 'toLocaleString', 'toLocaleString');
wrap(Date.prototype, 'toLocaleDateString', 'toLocaleDateString');
wrap(Date.prototype, 'toLocaleTimeString', 'toLocaleTimeString');
process.on('exit', () =>
  require('fs').writeFileSync(process.env.LOADED_PACKAGES, JSON.stringify({ packages: [...seen], requests: [...requests], icu: [...icu], modules: Object.keys(require.cache) }))
);
`;

/**
 * The product's own code of features a default configuration leaves off, each loaded with the
 * first use of a configuration that turns it on (paths under src/, as the recorder sees them).
 */
const OFF_BY_DEFAULT = [
  // The REST listener (opensearch_security.restapi.port): its own Fastify, routes and checks.
  'plugins/security/server/rest_api/rest_api_server.ts',
  'plugins/security/server/rest_api/entry_routes.ts',
  // Syslog and RELP audit sinks (opensearch_security.audit.sinks).
  'plugins/security/server/audit/sinks/syslog_sink.ts',
  'plugins/security/server/audit/sinks/relp_connection.ts',
  // LDAP directories (a config.yml domain or authz entry of type ldap, on its first use).
  'plugins/security/server/auth/ldap/directories.ts',
  'plugins/security/server/auth/ldap/directory.ts',
  'plugins/security/server/auth/ldap/settings.ts',
  // Resource sharing (opensearch_security.resource_sharing.enabled).
  'plugins/security/server/resource_sharing/sharing_operations.ts',
  'plugins/security/server/resource_sharing/sharing_policy.ts',
];

/** The product's own code a start does not need, loaded with its first request. */
const ON_FIRST_USE = [
  // "Explain access" and its texts (GET /api/v1/configuration/explain).
  'plugins/security/server/backend/permissions/explain_access.ts',
  'plugins/security/server/backend/permissions/explain_texts.ts',
];

/** Which of `files` (OFF_BY_DEFAULT by default) the recorded modules hold. */
const offByDefaultIn = (modules: string[], files = OFF_BY_DEFAULT) =>
  files.filter((file) => modules.some((loaded) => loaded.replace(/\\/g, '/').endsWith(`/src/${file}`)));

/** Starts the server with `yml`, waits for its first answer, stops it and returns what it loaded. */
async function packagesLoaded(dir: string, yml: string): Promise<string[]> {
  return (await startupRecord(dir, yml)).packages;
}

/** The packages a start loads, and the locale-aware calls its own code made until the first answer. */
async function startupRecord(
  dir: string,
  yml: string
): Promise<{ packages: string[]; requests: string[]; icu: string[]; modules: string[] }> {
  writeFileSync(join(dir, 'recorder.js'), RECORDER);
  const server = await startCliProcess({
    dir,
    yml,
    nodeArgs: ['--require', join(dir, 'recorder.js')],
    env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: 'Startup-Imports-1!', LOADED_PACKAGES: join(dir, 'loaded.json') },
  });
  try {
    expect((await fetch(`${server.url}/api/status`)).status).toBeLessThan(500);
    expect(await server.stop()).toBe(0);
    return JSON.parse(readFileSync(join(dir, 'loaded.json'), 'utf8')) as {
      packages: string[];
      requests: string[];
      icu: string[];
      modules: string[];
    };
  } finally {
    server.kill();
  }
}

describe('start-up imports', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'startup-imports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a server on SQLite with the embedded backend and basic logins loads none of the optional clients (nor LDAP, nor zip, nor WebAuthn, nor moment or lodash, nor the ICU formatter)', async () => {
    const loaded = await packagesLoaded(dir, '');
    // The recorder sees what a start needs.
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'kysely']));
    expect(OPTIONAL.filter((name) => loaded.includes(name))).toEqual([]);
  });

  it('a default start loads none of the code of the REST listener, the syslog sinks, LDAP or resource sharing, nor the explanations of access', async () => {
    const { modules } = await startupRecord(dir, '');
    // The recorder sees the product's own files.
    expect(modules.some((file) => file.endsWith('plugin.ts'))).toBe(true);
    expect(offByDefaultIn(modules, [...OFF_BY_DEFAULT, ...ON_FIRST_USE])).toEqual([]);
  });

  it('loads the REST listener, the syslog sinks and resource sharing when dashboards.yml turns them on', async () => {
    const { modules } = await startupRecord(
      dir,
      [
        // 0: a free port the listener picks itself (one chosen beforehand could be taken meanwhile).
        'opensearch_security.restapi.port: 0',
        'opensearch_security.restapi.host: 127.0.0.1',
        // UDP: nothing needs to listen there.
        'opensearch_security.audit.sinks: [{ type: syslog, host: 127.0.0.1, port: 9, protocol: udp }]',
        'opensearch_security.resource_sharing.enabled: true',
        '',
      ].join('\n')
    );
    expect(offByDefaultIn(modules)).toEqual([
      'plugins/security/server/rest_api/rest_api_server.ts',
      'plugins/security/server/rest_api/entry_routes.ts',
      'plugins/security/server/audit/sinks/syslog_sink.ts',
      'plugins/security/server/audit/sinks/relp_connection.ts',
      'plugins/security/server/resource_sharing/sharing_operations.ts',
      'plugins/security/server/resource_sharing/sharing_policy.ts',
    ]);
  });

  it("reads dashboards.yml without TypeBox's value module (about 190 KB of source kept resident)", async () => {
    const { requests } = await startupRecord(dir, 'opensearch_security.session.ttl: 3600000\n');
    expect(requests).toContain('@sinclair/typebox');
    expect(requests.filter((request) => request.startsWith('@sinclair/typebox/'))).toEqual([]);
  });

  it("a default start makes no locale-aware call (ICU's collation and date data stay out of memory)", async () => {
    const { packages, icu } = await startupRecord(dir, '');
    expect(packages).toContain('fastify');
    expect(icu).toEqual([]);
  });

  it('loads the cluster client and the SAML and OpenID libraries when dashboards.yml uses them', async () => {
    const loaded = await packagesLoaded(
      dir,
      [
        'opensearch_security.backend: opensearch',
        // Nothing listens there: the server starts anyway, its status says the cluster is down.
        'opensearch.hosts: ["http://127.0.0.1:9"]',
        'opensearch_security.auth.type: [basicauth, saml, openid]',
        'opensearch_security.auth.multiple_auth_enabled: true',
        'opensearch_security.openid.connect_url: "https://idp.example.com/.well-known/openid-configuration"',
        'opensearch_security.openid.client_id: dashboards',
        '',
      ].join('\n')
    );
    expect(loaded).toEqual(
      expect.arrayContaining(['@opensearch-project/opensearch', '@node-saml/node-saml', 'openid-client'])
    );
  });
});
