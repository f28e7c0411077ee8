/**
 * A throw-away PostgreSQL cluster for tests: initdb + pg_ctl in a temp dir, listening on a free
 * loopback port only (its unix socket in the same dir). One cluster per jest run: jest's global
 * setup names the dir (OSD_TEST_PG_ROOT) and its teardown stops it; the first test file that needs
 * PostgreSQL starts it (under a lock dir, so parallel workers start it once). Each test file takes
 * its own database. Outside jest the cluster is this process's and stops when it exits.
 *
 * PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` system user.
 */
import { execFileSync } from 'child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { connect, createServer, type Socket } from 'net';
import { freePort } from './free_port';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { Secret } from '../config/secret';
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../store/store_config';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
const CLUSTER_USER = 'postgres';

function binary(name: string): string {
  for (const dir of BIN_DIRS) if (existsSync(join(dir, name))) return join(dir, name);
  return name;
}

/** Whether PostgreSQL's server binaries are installed (`.ci/run` installs Debian's postgresql). */
export function postgresInstalled(): boolean {
  return BIN_DIRS.some((dir) => existsSync(join(dir, 'initdb')));
}

function asClusterUser(command: string, args: string[]): string {
  const runAsRoot = process.getuid?.() === 0;
  const file = runAsRoot ? 'runuser' : command;
  const argv = runAsRoot ? ['-u', CLUSTER_USER, '--', command, ...args] : args;
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function clusterRoot(): string {
  return process.env.OSD_TEST_PG_ROOT ?? join(tmpdir(), `osd-test-pg-${process.pid}`);
}

async function startCluster(root: string): Promise<number> {
  const port = await freePort();
  const data = join(root, 'data');
  const socket = join(root, 'socket');
  mkdirSync(socket, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', CLUSTER_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', CLUSTER_USER], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chownSync(socket, uid, gid);
  }
  asClusterUser(binary('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Durability is not under test here: fsync off makes DDL-heavy suites several times faster.
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-k ${socket}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ');
  asClusterUser(binary('pg_ctl'), [
    '-D',
    data,
    '-l',
    join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  return port;
}

/** Stops the cluster under `root` (if one runs) and removes the dir. */
export function stopCluster(root: string = clusterRoot()): void {
  const data = join(root, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    try {
      asClusterUser(binary('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone.
    }
  }
  rmSync(root, { recursive: true, force: true });
}

let portPromise: Promise<number> | undefined;

/** The port of this run's cluster, starting it when no test file has yet. */
export function clusterPort(): Promise<number> {
  portPromise ??= (async () => {
    const root = clusterRoot();
    mkdirSync(root, { recursive: true });
    const portFile = join(root, 'port');
    const errorFile = join(root, 'error');
    let owner = false;
    try {
      mkdirSync(join(root, 'lock'));
      owner = true;
    } catch {
      // Another worker starts it.
    }
    if (owner) {
      if (!process.env.OSD_TEST_PG_ROOT) process.once('exit', () => stopCluster(root));
      try {
        const port = await startCluster(root);
        writeFileSync(portFile, String(port));
        return port;
      } catch (error) {
        const e = error as { message: string; stderr?: string };
        writeFileSync(errorFile, `${e.message}\n${e.stderr ?? ''}`);
        throw error;
      }
    }
    for (let waited = 0; waited < 120_000; waited += 100) {
      if (existsSync(portFile)) return Number(readFileSync(portFile, 'utf8'));
      if (existsSync(errorFile))
        throw new Error(`The test PostgreSQL cluster failed: ${readFileSync(errorFile, 'utf8')}`);
      await sleep(100);
    }
    throw new Error('The test PostgreSQL cluster did not start within 120 s.');
  })();
  return portPromise;
}

let databases = 0;

/** A new, empty database on this run's cluster; answers its URL. */
export async function createTestDatabase(): Promise<string> {
  const port = await clusterPort();
  const name = `t_${process.pid}_${Date.now().toString(36)}_${databases++}`;
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        break;
      } catch (error) {
        // "source database is being accessed by other users": another worker is creating one too.
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
        await sleep(50 + Math.random() * 100);
      }
    }
  } finally {
    await admin.end();
  }
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}

/** Store settings for a new test database (a small pool: suites open many stores). */
export async function postgresStoreConfig(overrides: Partial<StoreConfig> = {}): Promise<StoreConfig> {
  return { ...DEFAULT_STORE_CONFIG, url: new Secret(await createTestDatabase()), pool: { max: 4 }, ...overrides };
}

/**
 * The stores a suite runs against: `describe.each(TEST_STORES)('on %s', (dialect) => ...)`.
 * STORE_TESTS=sqlite runs SQLite only (the integration level, or where PostgreSQL is not installed),
 * STORE_TESTS=postgres PostgreSQL only (the store level: `*.store.test.ts`, scripts/test.ts).
 */
export const TEST_STORES: ReadonlyArray<'sqlite' | 'postgres'> =
  process.env.STORE_TESTS === 'sqlite'
    ? ['sqlite']
    : process.env.STORE_TESTS === 'postgres'
      ? ['postgres']
      : ['sqlite', 'postgres'];

/** The store config for `dialect`: the default (SQLite in the data dir) or a fresh PostgreSQL database. */
export async function testStoreConfig(dialect: 'sqlite' | 'postgres'): Promise<StoreConfig> {
  return dialect === 'sqlite' ? DEFAULT_STORE_CONFIG : postgresStoreConfig();
}

/**
 * A TCP relay on a loopback port in front of a database URL: `cut()` closes the port and every
 * connection through it (the database is unreachable for whoever uses `url`), `restore()` opens it
 * again. Stands in for a network failure or a database restart.
 */
export async function startRelay(databaseUrl: string): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port);
  const port = await freePort();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  };
  await listen();
  target.port = String(port);
  return { url: target.toString(), cut, restore: listen, close: () => (server.listening ? cut() : Promise.resolve()) };
}
