/**
 * The OpenSearch API specification's own test stories for the security plugin, run by its own
 * tester against the built server's REST API listener (`opensearch_security.restapi.port`). The spec and
 * tester (Apache-2.0) are copied to .tmp/api-spec; their dependencies are installed once per
 * machine and lockfile (`npm ci` into the machine cache, keyed by the lockfile's hash:
 * scripts/machine_cache.ts) and linked as .tmp/api-spec/node_modules, so a fresh clone installs nothing. Prints one line per in-scope story and writes the counts to
 * .tmp/api-spec-results.json for `npm test`'s tally. Usage: `tsx scripts/api_spec.ts [story…]`.
 * The listener serves HTTPS (`server.ssl.*` with a certificate made for the run), as a secured
 * OpenSearch cluster does: the SSL stories read its certificate and the caller's connection.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import { createHash, randomBytes } from 'crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { dirname, join, resolve } from 'path';
import { freePort } from '../src/core/server/test_utils/free_port';
import { makeServerCert, makeTestCa } from '../src/core/server/test_utils/test_certs';
import { linkTesterDependencies } from './api_spec_cache';
import { usableMachineCacheDir } from './machine_cache';

const ROOT = resolve(__dirname, '..');
const TMP = join(ROOT, '.tmp');
const COPY = join(TMP, 'api-spec');
const RESULTS = join(TMP, 'api-spec-results.json');
const SERVER_ENTRY = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');

/** The security plugin's stories the product answers (see docs/rest-api.md): 34 stories. */
export const IN_SCOPE_STORIES = [
  'authinfo',
  'dashboardsinfo',
  'health',
  'sslinfo',
  'tenantinfo',
  'whoami',
  'whoamiprotected',
  'api/account',
  'api/actiongroups',
  'api/allowlist',
  'api/audit',
  'api/audit/config',
  'api/authtoken',
  'api/cache',
  'api/certificates',
  'api/generateonbehalfoftoken',
  'api/internalusers',
  'api/internalusers/authtoken',
  'api/migrate',
  'api/permissionsinfo',
  'api/roles',
  'api/rolesmapping',
  'api/securityconfig',
  'api/securityconfig/config',
  'api/ssl/certs',
  'api/ssl/http/reloadcerts',
  'api/ssl/transport/reloadcerts',
  'api/tenancy/config',
  'api/tenants',
  'api/upgrade_check',
  'api/upgrade_perform',
  'api/user',
  'api/user/authtoken',
  'api/validate',
];

type Outcome = 'PASSED' | 'FAILED' | 'ERROR' | 'SKIPPED';

/** `../shared/data/opensearch-api-spec` beside the checkout (a worktree sits one level deeper). */
function specSource(): string {
  const candidates = [
    process.env.API_SPEC_DIR,
    resolve(ROOT, '..', 'shared', 'data', 'opensearch-api-spec'),
    resolve(ROOT, '..', '..', 'shared', 'data', 'opensearch-api-spec'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(join(c, 'package-lock.json')));
  if (!found) throw new Error(`The OpenSearch API specification is not at ${candidates.join(' or ')}.`);
  return found;
}

/** A copy of the spec and tester, its node_modules a link to the machine cache's for its lockfile. */
function prepareTester(source: string): void {
  mkdirSync(COPY, { recursive: true });
  for (const part of ['spec', 'tools', 'json_schemas', 'tests', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    rmSync(join(COPY, part), { recursive: true, force: true });
    cpSync(join(source, part), join(COPY, part), { recursive: true });
  }
  const lock = createHash('sha256')
    .update(readFileSync(join(COPY, 'package-lock.json')))
    .digest('hex');
  linkTesterDependencies(COPY, lock, usableMachineCacheDir());
}

/** Only the in-scope stories, at the same depth as upstream's folder (their `$schema` paths are relative). */
function storyFolder(stories: readonly string[]): string {
  const folder = join(COPY, 'tests', 'in-scope', 'security');
  rmSync(join(COPY, 'tests', 'in-scope'), { recursive: true, force: true });
  for (const story of stories) {
    const target = join(folder, `${story}.yaml`);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(COPY, 'tests', 'default', 'security', `${story}.yaml`), target);
  }
  return folder;
}

/** One HTTPS call trusting the run's own CA: the status. */
function call(
  url: string,
  ca: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {}
) {
  return new Promise<number>((resolvePromise, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function waitForHealth(url: string, ca: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      if ((await call(`${url}/_plugins/_security/health`, ca)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The REST API listener did not answer within 120 seconds.');
}

interface Server {
  url: string;
  ca: string;
  password: string;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('No build: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'api-spec-'));
  const [port, restPort] = [await freePort(), await freePort()];
  const password = `Aa1!${randomBytes(12).toString('hex')}`;
  const configFile = join(dir, 'dashboards.yml');
  const ca = makeTestCa('api-spec run CA');
  const leaf = makeServerCert(ca, 'IP:127.0.0.1,DNS:localhost', { subject: '/CN=localhost/O=api-spec run' });
  writeFileSync(join(dir, 'server.crt'), leaf.cert);
  writeFileSync(join(dir, 'server.key'), leaf.key);
  writeFileSync(
    configFile,
    [
      'server.host: 127.0.0.1',
      'server.ssl.enabled: true',
      `server.ssl.certificate: ${join(dir, 'server.crt')}`,
      `server.ssl.key: ${join(dir, 'server.key')}`,
      `opensearch_security.restapi.port: ${restPort}`,
      'opensearch_security.restapi.host: 127.0.0.1',
      // Issue 72: the stories hold with owner-based sharing on (it adds routes beside theirs).
      'opensearch_security.resource_sharing.enabled: true',
      '',
    ].join('\n')
  );
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      CONFIG: configFile,
      SECURITY_ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `https://127.0.0.1:${restPort}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, ca.cert, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ca: ca.cert, password, stop };
}

/**
 * The stories assume OpenSearch's demo configuration, whose `admin_tenant` the tenancy story
 * makes the default tenant: created here through the REST API itself.
 */
async function demoConfiguration({ url, ca, password }: Server): Promise<void> {
  const status = await call(`${url}/_plugins/_security/api/tenants/admin_tenant`, ca, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ description: 'Demo tenant for the admin user' }),
  });
  if (status !== 201 && status !== 200) throw new Error(`Creating admin_tenant failed: ${status}`);
}

function runTester(url: string, password: string, folder: string): { outcomes: Map<string, Outcome>; output: string } {
  const run = spawnSync(
    join(COPY, 'node_modules', '.bin', 'ts-node'),
    [
      'tools/src/tester/test.ts',
      '--tests',
      folder,
      '--opensearch-url',
      url,
      '--opensearch-username',
      'admin',
      '--opensearch-password',
      password,
      '--opensearch-distribution',
      'opensearch.org',
      // The run's own CA, made a moment ago: nothing to verify it against.
      '--opensearch-insecure',
    ],
    {
      cwd: COPY,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // A tester that hangs fails the run instead of holding `npm test` up (its stories finish in seconds).
      timeout: 10 * 60 * 1000,
      // The tester is not changed; only type-checking it on every run is skipped.
      env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true', FORCE_COLOR: '0' },
    }
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const outcomes = new Map<string, Outcome>();
  // eslint-disable-next-line no-control-regex
  for (const line of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const match = /^(PASSED|FAILED|ERROR|SKIPPED)\s+(\S+)\.yaml/.exec(line);
    if (match) outcomes.set(match[2].replace(/^security\//, ''), match[1] as Outcome);
  }
  return { outcomes, output };
}

async function main(): Promise<number> {
  mkdirSync(TMP, { recursive: true });
  rmSync(RESULTS, { force: true });
  const asked = process.argv.slice(2);
  const stories = asked.length > 0 ? IN_SCOPE_STORIES.filter((s) => asked.includes(s)) : IN_SCOPE_STORIES;
  prepareTester(specSource());
  const folder = storyFolder(stories);
  const server = await startServer();
  let result: ReturnType<typeof runTester>;
  try {
    await demoConfiguration(server);
    result = runTester(server.url, server.password, folder);
  } finally {
    await server.stop();
  }
  let passed = 0;
  let failed = 0;
  for (const story of stories) {
    const outcome = result.outcomes.get(story) ?? 'ERROR';
    process.stdout.write(`${outcome.padEnd(7)} api-spec security/${story}\n`);
    if (outcome === 'PASSED') passed++;
    else failed++;
  }
  if (failed > 0) process.stdout.write(`\nThe tester's report:\n${result.output}\n`);
  writeFileSync(RESULTS, JSON.stringify({ passed, failed }));
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`api-spec: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
);
