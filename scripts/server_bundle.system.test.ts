/**
 * The server as `npm run build` writes it (server_bundle.ts), started in a process of its own: it
 * answers, a default start loads one file of the product's own code, a feature's code comes in
 * its own part when dashboards.yml turns the feature on, and every module (core above all) is in
 * one part only, so the whole process has one core.
 */
import { spawn } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative, resolve, sep } from 'path';
import { freePort } from '../src/core/server/test_utils';
import { buildServerBundles, type ServerBundles } from './server_bundle';

jest.setTimeout(180_000);

const ROOT = resolve(__dirname, '..');
const PASSWORD = 'Server-Bundle-1!';
const ADMIN = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };

/** Loads the built cli.js as `npm start` does (start.ts) with a stand-in browser bundle, and lists the loaded files at exit. */
const LAUNCHER = `
const { mkdirSync, writeFileSync } = require('fs');
const { join } = require('path');
const publicDir = process.env.TEST_PUBLIC_DIR;
mkdirSync(join(publicDir, 'bundles'), { recursive: true });
writeFileSync(join(publicDir, 'bundles', 'core.abc123.js'), 'window.__coreLoaded = true;');
if (require('cluster').isPrimary) process.on('exit', () => writeFileSync(process.env.LOADED_FILES, JSON.stringify(Object.keys(require.cache))));
require(process.env.SERVER_CLI).runCli({ serverOptions: { publicDir, manifest: { scripts: ['core.abc123.js'], styles: [] } } });
`;

interface Started {
  url: string;
  log(): string;
  stop(): Promise<string[]>;
}

async function startBuilt(dir: string, out: string, yml: string): Promise<Started> {
  writeFileSync(join(dir, 'dashboards.yml'), `server.host: 127.0.0.1\nserver.port: 0\n${yml}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONFIG: join(dir, 'dashboards.yml'),
    DATA_DIR: join(dir, 'data'),
    TEST_PUBLIC_DIR: join(dir, 'public'),
    NODE_ENV: 'test',
    SECURITY_ADMIN_PASSWORD: PASSWORD,
    SERVER_CLI: join(out, 'core', 'server', 'cli.js'),
    LOADED_FILES: join(dir, 'loaded.json'),
  };
  for (const key of ['PORT', 'HOST', 'SERVER_WORKERS', 'DATABASE_URL']) delete env[key];
  // A file, not -e: with server.workers > 1 each worker runs it again (cluster forks process.argv[1]).
  writeFileSync(join(dir, 'launcher.js'), LAUNCHER);
  const child = spawn(process.execPath, [join(dir, 'launcher.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  let url: string | undefined;
  while (!(url = /Server running at ([^\s"]+)/.exec(log)?.[1])) {
    if (child.exitCode !== null) throw new Error(`the built server exited:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(readFileSync(env.LOADED_FILES!, 'utf8')) as string[];
    },
  };
}

/** The product's own code files a process loaded (not packages, not build/vendor's stand-ins, not the launcher), relative to `out`. */
const ownFiles = (loaded: string[], out: string) =>
  loaded
    .filter((file) => !file.includes(`${sep}node_modules${sep}`) && !file.startsWith(join(ROOT, 'build', 'vendor')))
    .filter((file) => !file.endsWith(`${sep}launcher.js`))
    .map((file) => relative(out, file).split(sep).join('/'))
    .sort();

describe('the built server', () => {
  let out: string;
  let bundles: ServerBundles;
  let dir: string;
  beforeAll(async () => {
    // Inside the repository, as build/server is: the server finds its root (and the default
    // security configuration's YAML) by walking up from its own file.
    out = mkdtempSync(join(ROOT, 'build', 'server-bundle-test-'));
    bundles = await buildServerBundles(ROOT, out);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-bundle-run-'));
    mkdirSync(join(dir, 'data'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("holds each module in one part only, and core's entry and the plugins' in cli.js", () => {
    const all = Object.values(bundles.parts).flat();
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((module, i) => all.indexOf(module) !== i)).toEqual([]);
    const entries = ['src/core/server/index.ts', 'src/core/server/plugins/plugins_service.ts'];
    for (const plugin of ['dashboards', 'management', 'security'])
      entries.push(`src/plugins/${plugin}/server/index.ts`);
    expect(bundles.parts['core/server/cli.js']).toEqual(expect.arrayContaining(entries));
  });

  it('answers after a default start that loaded one file of its own code', async () => {
    const server = await startBuilt(dir, out, '');
    let loaded: string[];
    try {
      const status = await fetch(`${server.url}/api/status`, { headers: ADMIN });
      expect(status.status).toBe(200);
    } finally {
      loaded = await server.stop();
    }
    expect(ownFiles(loaded, out)).toEqual(['core/server/cli.js']);
  });

  it("loads the REST listener's part when dashboards.yml turns it on, and that part authenticates with the main part's core and store", async () => {
    const restPort = await freePort();
    const server = await startBuilt(
      dir,
      out,
      `opensearch_security.restapi.port: ${restPort}\nopensearch_security.restapi.host: 127.0.0.1\n`
    );
    let loaded: string[];
    try {
      const rest = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/authinfo`, { headers: ADMIN });
      expect(rest.status).toBe(200);
      expect(((await rest.json()) as { user_name: string }).user_name).toBe('admin');
      const wrong = await fetch(`http://127.0.0.1:${restPort}/_plugins/_security/authinfo`, {
        headers: { authorization: `Basic ${Buffer.from('admin:not-it').toString('base64')}` },
      });
      expect(wrong.status).toBe(401);
    } finally {
      loaded = await server.stop();
    }
    expect(ownFiles(loaded, out)).toEqual(
      expect.arrayContaining(['core/server/cli.js', 'plugins/security/server/rest_api/rest_api_server.js'])
    );
    // Nothing of the per-module layout or the sources.
    expect(ownFiles(loaded, out).filter((file) => !Object.keys(bundles.parts).includes(file))).toEqual([]);
  });

  it('runs as the workers of a primary (server.workers: 2), each worker the same bundle', async () => {
    const server = await startBuilt(dir, out, 'server.workers: 2\n');
    try {
      expect(server.log()).toContain('2 worker processes are serving');
      const status = await fetch(`${server.url}/api/status`, { headers: ADMIN });
      expect(status.status).toBe(200);
      expect(Number(status.headers.get('x-dashboards-worker-pid'))).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
