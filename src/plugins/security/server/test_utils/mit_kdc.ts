/**
 * A throw-away MIT Kerberos realm for tests: Debian's krb5kdc on a free loopback port (TCP only),
 * its database, krb5.conf and kdc.conf in a temp dir, a service principal with its keytab and user
 * principals with passwords. Nothing of the machine's /etc/krb5.conf is used: every tool and the
 * server under test read KRB5_CONFIG / KRB5_KDC_PROFILE from `env`.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { connect } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort } from '../../../../core/server/test_utils';

export interface MitKdcOptions {
  realm?: string;
  /** Service principals (`HTTP/localhost`), all written to `keytab`. */
  services?: string[];
  /** User principals (without realm) and their passwords. */
  users?: Record<string, string>;
  /** `[libdefaults] clockskew` of the krb5.conf, in seconds (MIT's default: 300). */
  clockSkew?: number;
}

export interface MitKdc {
  realm: string;
  /** The KDC's loopback TCP port. */
  port: number;
  dir: string;
  /** The krb5.conf every client and the acceptor read. */
  krb5Conf: string;
  /** The keytab of `services`. */
  keytab: string;
  /** KRB5_CONFIG and KRB5_KDC_PROFILE (spread into a child's environment). */
  env: Record<string, string>;
  /** A new credential cache (a file) holding `user`'s TGT; `lifetime` as kinit's -l (e.g. "10s"). */
  kinit(user: string, options?: { lifetime?: string }): string;
  /** Runs a kadmin.local query (`addprinc -randkey HTTP/other`). */
  kadmin(query: string): void;
  stop(): Promise<void>;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, input?: string): string {
  const result = spawnSync(cmd, args, { env, input, encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}): ${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

function waitForPort(port: number, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`krb5kdc did not listen on 127.0.0.1:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A krb5.conf: `home` is the default realm, `host` the realm of localhost (where the server under
 * test runs); every realm of `realms` is reachable, and each pair trusts the other directly ([capaths]:
 * no path through a common parent such as TEST).
 */
function krb5ConfText(
  home: string,
  host: string,
  realms: Array<{ realm: string; port: number }>,
  clockSkew?: number
): string {
  const capaths = realms.flatMap(({ realm }) => [
    `  ${realm} = {`,
    ...realms.filter((other) => other.realm !== realm).map((other) => `    ${other.realm} = .`),
    '  }',
  ]);
  return [
    '[libdefaults]',
    `  default_realm = ${home}`,
    '  dns_lookup_kdc = false',
    '  dns_lookup_realm = false',
    '  dns_canonicalize_hostname = false',
    '  rdns = false',
    // TCP only: one port to wait for.
    '  udp_preference_limit = 1',
    ...(clockSkew !== undefined ? [`  clockskew = ${clockSkew}`] : []),
    '[realms]',
    ...realms.flatMap(({ realm, port }) => [`  ${realm} = {`, `    kdc = 127.0.0.1:${port}`, '  }']),
    '[domain_realm]',
    `  localhost = ${host}`,
    `  127.0.0.1 = ${host}`,
    ...(realms.length > 1 ? ['[capaths]', ...capaths] : []),
    '',
  ].join('\n');
}

export async function startMitKdc(options: MitKdcOptions = {}): Promise<MitKdc> {
  const realm = options.realm ?? 'EXAMPLE.TEST';
  const dir = mkdtempSync(join(tmpdir(), 'test-kdc-'));
  const port = await freePort();
  const krb5Conf = join(dir, 'krb5.conf');
  const kdcConf = join(dir, 'kdc.conf');
  const keytab = join(dir, 'service.keytab');
  writeFileSync(krb5Conf, krb5ConfText(realm, realm, [{ realm, port }], options.clockSkew));
  writeFileSync(
    kdcConf,
    [
      '[kdcdefaults]',
      '  kdc_ports = ""',
      `  kdc_tcp_ports = ${port}`,
      '[realms]',
      `  ${realm} = {`,
      `    database_name = ${join(dir, 'principal')}`,
      `    key_stash_file = ${join(dir, 'stash')}`,
      `    acl_file = ${join(dir, 'kadm5.acl')}`,
      '    kdc_ports = ""',
      `    kdc_tcp_listen = 127.0.0.1:${port}`,
      '    max_life = 1h',
      '    supported_enctypes = aes256-cts-hmac-sha1-96:normal aes128-cts-hmac-sha1-96:normal',
      '  }',
      '[logging]',
      `  kdc = FILE:${join(dir, 'kdc.log')}`,
      '',
    ].join('\n')
  );
  writeFileSync(join(dir, 'kadm5.acl'), '');
  const env: Record<string, string> = { KRB5_CONFIG: krb5Conf, KRB5_KDC_PROFILE: kdcConf };
  const childEnv = { ...process.env, ...env };
  const kadmin = (query: string) => {
    run('/usr/sbin/kadmin.local', ['-r', realm, '-q', query], childEnv);
  };
  let child: ChildProcess | undefined;
  try {
    run('/usr/sbin/kdb5_util', ['create', '-s', '-r', realm, '-P', 'test-only-master-key'], childEnv);
    for (const service of options.services ?? ['HTTP/localhost']) {
      kadmin(`addprinc -randkey ${service}@${realm}`);
      kadmin(`ktadd -k ${keytab} ${service}@${realm}`);
    }
    for (const [user, password] of Object.entries(options.users ?? {})) {
      kadmin(`addprinc -pw ${password} ${user}@${realm}`);
    }
    // -n: in the foreground, owned by the test.
    const proc = spawn('/usr/sbin/krb5kdc', ['-n', '-r', realm], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    proc.stdout?.on('data', (chunk) => (output += chunk));
    proc.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<never>((_, reject) => {
      proc.once('exit', (code) => reject(new Error(`krb5kdc exited (${code}): ${output}`)));
      // A binary that is not there is an 'error' event, not an exit (unheard, it ends the process).
      proc.once('error', (error) =>
        reject(new Error(`krb5kdc did not start (${error.message}): apt-get install krb5-kdc`))
      );
    });
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port, Date.now() + 15_000), exited]);
  } catch (error) {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let caches = 0;
  return {
    realm,
    port,
    dir,
    krb5Conf,
    keytab,
    env,
    kadmin,
    kinit(user, kinitOptions = {}) {
      const password = options.users?.[user];
      if (password === undefined) throw new Error(`No password for ${user}: add it to the KDC's users.`);
      const cache = join(dir, `ccache-${user}-${++caches}`);
      const lifetime = kinitOptions.lifetime ? ['-l', kinitOptions.lifetime] : [];
      run('/usr/bin/kinit', [...lifetime, '-c', `FILE:${cache}`, `${user}@${realm}`], childEnv, `${password}\n`);
      return cache;
    },
    async stop() {
      const proc = child;
      child = undefined;
      if (proc && proc.exitCode === null) {
        await new Promise<void>((resolve) => {
          proc.once('exit', () => resolve());
          proc.kill('SIGTERM');
        });
      }
      // krb5kdc may still be closing its log or database files as its exit is reported.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * Makes `trusting` trust `trusted` and back (a two-way cross-realm trust, as between two Active
 * Directory forests): krbtgt/A@B and krbtgt/B@A, each with the same key in both realms' databases,
 * and both krb5.conf files know both KDCs. `trusting`'s services stay `trusting`'s (localhost maps
 * to its realm in both files), so a `trusted` user's ticket for HTTP/localhost is one this
 * acceptor's keytab opens.
 */
export function trustRealms(trusting: MitKdc, trusted: MitKdc): void {
  const realms = [trusting, trusted].map(({ realm, port }) => ({ realm, port }));
  for (const [a, b] of [
    [trusting.realm, trusted.realm],
    [trusted.realm, trusting.realm],
  ]) {
    // The same password (and salt, enctypes, kvno 1) gives both databases the same key.
    const query = `addprinc -pw cross-realm-${a}-${b} krbtgt/${a}@${b}`;
    trusting.kadmin(query);
    trusted.kadmin(query);
  }
  writeFileSync(trusting.krb5Conf, krb5ConfText(trusting.realm, trusting.realm, realms));
  writeFileSync(trusted.krb5Conf, krb5ConfText(trusted.realm, trusting.realm, realms));
}

/**
 * The SPNEGO token a client holding `ccache` sends for `service` (`HTTP@localhost`), made in a
 * child process with the same GSSAPI binding: the client's Kerberos environment (its realm's
 * krb5.conf, its credential cache) stays apart from the server under test in this process.
 */
export function clientToken(kdc: Pick<MitKdc, 'env'>, ccache: string, service = 'HTTP@localhost'): string {
  const script = [
    "const k = require('kerberos');",
    `k.initializeClient(${JSON.stringify(service)}, { gssFlag: k.GSS_C_MUTUAL_FLAG })`,
    "  .then((c) => c.step('')).then((t) => process.stdout.write(t))",
    '  .catch((e) => { process.stderr.write(String(e.message)); process.exit(1); });',
  ].join('\n');
  return run(process.execPath, ['-e', script], { ...process.env, ...kdc.env, KRB5CCNAME: `FILE:${ccache}` });
}

/** curl --negotiate (the ticket of `ccache`) with a cookie jar; the status, headers and body. */
export function curlNegotiate(
  kdc: Pick<MitKdc, 'env'>,
  ccache: string,
  url: string,
  options: { cookieJar?: string; headers?: string[] } = {}
): { status: number; headers: string; body: string } {
  const jar = options.cookieJar ? ['-c', options.cookieJar, '-b', options.cookieJar] : [];
  const extra = (options.headers ?? []).flatMap((header) => ['-H', header]);
  const out = run('/usr/bin/curl', ['-sS', '--negotiate', '-u', ':', ...jar, ...extra, '-D', '-', url], {
    ...process.env,
    ...kdc.env,
    KRB5CCNAME: `FILE:${ccache}`,
  });
  // With Negotiate, curl prints each round's head: the last one is the answer.
  const blocks = out.split(/\r\n\r\n/);
  const heads = blocks.filter((block) => /^HTTP\/[\d.]+ \d{3}/.test(block));
  const headers = heads[heads.length - 1] ?? '';
  const body = out.slice(out.lastIndexOf(headers) + headers.length).replace(/^\r\n\r\n/, '');
  return { status: Number(/^HTTP\/[\d.]+ (\d{3})/.exec(headers)?.[1] ?? 0), headers, body };
}
