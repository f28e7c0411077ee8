/**
 * A throw-away OpenLDAP directory for tests: Debian's slapd on loopback ports (ldap:// and ldaps://
 * with a CA made by openssl), an mdb database in a temp dir, loaded with users in two bases, nested
 * groups (and a cycle), names with `'`, `,` and `ü`. It allows unauthenticated binds (a DN with an
 * empty password "succeeds"), so a server that sends an empty password is caught.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { connect } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa, freePort } from '../../../../core/server/test_utils';
import { escapeDnValue } from '../auth/ldap/escape';

export const BASE_DN = 'dc=example,dc=com';
export const READER_DN = `cn=reader,${BASE_DN}`;
export const READER_PASSWORD = 'reader-S3cret!';
const ROOT_DN = `cn=admin,${BASE_DN}`;
const ROOT_PASSWORD = 'root-S3cret!';

export interface DirectoryUser {
  uid: string;
  cn: string;
  dn: string;
  password: string;
}

const person = (uid: string, cn: string, ou: string, password: string): DirectoryUser => ({
  uid,
  cn,
  dn: `cn=${escapeDnValue(cn)},ou=${ou},${BASE_DN}`,
  password,
});

/** The people the directory holds; `groups` lists the role names each one ends up with (nested resolved). */
export const USERS = {
  alice: person('alice', 'Alice Admin', 'people', 'alice-Pass1'),
  // A name with an apostrophe, a comma and an umlaut, in the DN and in the login name.
  juergen: person('jürgen', "Jürgen O'Brien, Jr.", 'people', 'jürgen-Pass1'),
  bob: person('bob', 'Bob Plain', 'people', 'bob-Pass1'),
  // The second base.
  carol: person('carol', 'Carol Contractor', 'contractors', 'carol-Pass1'),
} as const;

const group = (cn: string, members: string[]) => ({ cn, dn: `cn=${escapeDnValue(cn)},ou=groups,${BASE_DN}`, members });
const DEVS = group('devs', [USERS.alice.dn, USERS.juergen.dn]);
const ENGINEERING = group('engineering', [DEVS.dn]);
const STAFF = group('staff', [ENGINEERING.dn]);
const LOOP_B_DN = `cn=loop-b,ou=groups,${BASE_DN}`;
const LOOP_A = group('loop-a', [USERS.carol.dn, LOOP_B_DN]);
const LOOP_B = group('loop-b', [LOOP_A.dn]);
const SALES = group('Sales, EMEA', [USERS.bob.dn]);
export const GROUPS = { DEVS, ENGINEERING, STAFF, LOOP_A, LOOP_B, SALES };

/** An LDIF line; values outside printable ASCII (or starting oddly) base64-encoded, as LDIF wants. */
const line = (attribute: string, value: string) =>
  /^[\x20-\x7e]*$/.test(value) && !/^[ :<]/.test(value)
    ? `${attribute}: ${value}`
    : `${attribute}:: ${Buffer.from(value, 'utf8').toString('base64')}`;

/** `extra` more people (`user0`…, password `user0-Pass1`…) in ou=people, members of devs: for load. */
export const extraUser = (i: number): DirectoryUser => person(`user${i}`, `User ${i}`, 'people', `user${i}-Pass1`);

function ldif(extra: number): string {
  const extras = Array.from({ length: extra }, (_, i) => extraUser(i));
  const entries: string[][] = [
    [line('dn', BASE_DN), 'objectClass: dcObject', 'objectClass: organization', 'o: Example', 'dc: example'],
    [
      line('dn', READER_DN),
      'objectClass: organizationalRole',
      'objectClass: simpleSecurityObject',
      'cn: reader',
      line('userPassword', READER_PASSWORD),
    ],
    ...['people', 'contractors', 'groups'].map((ou) => [
      line('dn', `ou=${ou},${BASE_DN}`),
      'objectClass: organizationalUnit',
      `ou: ${ou}`,
    ]),
    ...[...Object.values(USERS), ...extras].map((user) => [
      line('dn', user.dn),
      'objectClass: inetOrgPerson',
      line('cn', user.cn),
      line('sn', user.cn.split(' ')[1] ?? user.cn),
      line('uid', user.uid),
      line('userPassword', user.password),
    ]),
    ...[DEVS, ENGINEERING, STAFF, LOOP_A, LOOP_B, SALES].map((g) => [
      line('dn', g.dn),
      'objectClass: groupOfNames',
      line('cn', g.cn),
      ...[...g.members, ...(g === DEVS ? extras.map((user) => user.dn) : [])].map((member) => line('member', member)),
    ]),
  ];
  return entries.map((entry) => entry.join('\n')).join('\n\n') + '\n';
}

function slapdConf(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
pidfile ${join(dir, 'slapd.pid')}
TLSCACertificateFile ${join(dir, 'ca.pem')}
TLSCertificateFile ${join(dir, 'server.pem')}
TLSCertificateKeyFile ${join(dir, 'server.key')}
# A DN with an empty password is an unauthenticated bind that succeeds (RFC 4513 5.1.2).
allow bind_anon_dn
database mdb
suffix "${BASE_DN}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${join(dir, 'db')}
maxsize 10485760
overlay memberof
access to attrs=userPassword by anonymous auth by * none
access to * by users read by * none
`;
}

export interface TestDirectory {
  /** ldap://127.0.0.1:port */
  url: string;
  /** `host:port` for `hosts:` */
  host: string;
  /** ldaps:// on 127.0.0.1 (the certificate's name) and on 127.0.0.2 (a wrong host name). */
  ldapsHost: string;
  wrongNameLdapsHost: string;
  /** The directory's CA (PEM), and a CA that signed nothing here. */
  ca: string;
  rogueCa: string;
  stop(): Promise<void>;
  /** Starts it again on the same ports with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

function waitForPort(port: number, host: string, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`slapd did not listen on ${host}:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startTestDirectory(options: { extraUsers?: number } = {}): Promise<TestDirectory> {
  const dir = mkdtempSync(join(tmpdir(), 'test-slapd-'));
  mkdirSync(join(dir, 'db'));
  const ca = makeTestCa('test-only LDAP CA');
  const rogue = makeTestCa('test-only rogue CA');
  const server = makeServerCert(ca, 'IP:127.0.0.1', { subject: '/CN=127.0.0.1' });
  writeFileSync(join(dir, 'ca.pem'), ca.cert);
  writeFileSync(join(dir, 'server.pem'), server.cert);
  writeFileSync(join(dir, 'server.key'), server.key, { mode: 0o600 });
  writeFileSync(join(dir, 'slapd.conf'), slapdConf(dir));
  writeFileSync(join(dir, 'data.ldif'), ldif(options.extraUsers ?? 0));
  const [port, tlsPort] = [await freePort(), await freePort()];
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    const urls = `ldap://127.0.0.1:${port}/ ldaps://127.0.0.1:${tlsPort}/ ldaps://127.0.0.2:${tlsPort}/`;
    // `-d 0`: in the foreground (the test owns the process), logging nothing.
    const proc = spawn('/usr/sbin/slapd', ['-h', urls, '-f', join(dir, 'slapd.conf'), '-d', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout?.on('data', (chunk) => (output += chunk));
    proc.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<never>((_, reject) => {
      proc.once('exit', (code) => reject(new Error(`slapd exited (${code}): ${output}`)));
      // A binary that is not there is an 'error' event, not an exit (unheard, it ends the process).
      proc.once('error', (error) => reject(new Error(`slapd did not start (${error.message}): apt-get install slapd`)));
    });
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port, '127.0.0.1', Date.now() + 15_000), exited]);
    await Promise.race([waitForPort(tlsPort, '127.0.0.1', Date.now() + 15_000), exited]);
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };

  await start();
  const load = spawnSync(
    'ldapadd',
    ['-x', '-H', `ldap://127.0.0.1:${port}`, '-D', ROOT_DN, '-w', ROOT_PASSWORD, '-f', join(dir, 'data.ldif')],
    { encoding: 'utf8' }
  );
  if (load.status !== 0) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`ldapadd failed: ${load.stderr}`);
  }
  return {
    url: `ldap://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    ldapsHost: `127.0.0.1:${tlsPort}`,
    wrongNameLdapsHost: `127.0.0.2:${tlsPort}`,
    ca: ca.cert,
    rogueCa: rogue.cert,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
