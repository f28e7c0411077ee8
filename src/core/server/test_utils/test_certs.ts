/**
 * Test-only certificates made with openssl at test time: a CA and server certificates it signs,
 * for a real HTTPS provider on loopback. Nothing here is kept after the test.
 */
import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

export interface TestCa {
  cert: string;
  key: string;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'test-certs-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });

export function makeTestCa(name = 'test-only CA'): TestCa {
  return inTempDir((dir) => {
    openssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-keyout',
      join(dir, 'ca.key'),
      '-out',
      join(dir, 'ca.pem'),
    ]);
    return { cert: readFileSync(join(dir, 'ca.pem'), 'utf8'), key: readFileSync(join(dir, 'ca.key'), 'utf8') };
  });
}

export interface CertOptions {
  /** Default "/CN=test-only server". */
  subject?: string;
  /** Default serverAuth; a client certificate says clientAuth. */
  extendedKeyUsage?: 'serverAuth' | 'clientAuth';
  /** Default 2 (under the 30 days that make a served certificate "expiring"). */
  days?: number;
}

/** A server certificate signed by `ca` for `subjectAltName` (e.g. `IP:127.0.0.1` or `DNS:elsewhere.example`). */
export function makeServerCert(
  ca: TestCa,
  subjectAltName: string,
  options: CertOptions = {}
): { cert: string; key: string } {
  const { subject = '/CN=test-only server', extendedKeyUsage = 'serverAuth', days = 2 } = options;
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'ca.pem'), ca.cert);
    writeFileSync(join(dir, 'ca.key'), ca.key);
    writeFileSync(join(dir, 'ext.cnf'), `subjectAltName=${subjectAltName}\nextendedKeyUsage=${extendedKeyUsage}\n`);
    openssl([
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-subj',
      subject,
      '-keyout',
      join(dir, 'server.key'),
      '-out',
      join(dir, 'server.csr'),
    ]);
    openssl([
      'x509',
      '-req',
      '-in',
      join(dir, 'server.csr'),
      '-CA',
      join(dir, 'ca.pem'),
      '-CAkey',
      join(dir, 'ca.key'),
      '-CAcreateserial',
      '-days',
      String(days),
      '-sha256',
      '-extfile',
      join(dir, 'ext.cnf'),
      '-out',
      join(dir, 'server.pem'),
    ]);
    return { cert: readFileSync(join(dir, 'server.pem'), 'utf8'), key: readFileSync(join(dir, 'server.key'), 'utf8') };
  });
}

/** A certificate signed by `ca` that expired in 2020 (`openssl ca` is the one that takes past dates). */
export function makeExpiredCert(ca: TestCa): { cert: string; key: string } {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'ca.pem'), ca.cert);
    writeFileSync(join(dir, 'ca.key'), ca.key);
    writeFileSync(join(dir, 'index.txt'), '');
    writeFileSync(join(dir, 'serial'), '01\n');
    writeFileSync(
      join(dir, 'ca.cnf'),
      `[ca]\ndefault_ca = test\n[test]\ndatabase = ${join(dir, 'index.txt')}\nnew_certs_dir = ${dir}\nserial = ${join(dir, 'serial')}\ndefault_md = sha256\npolicy = any\n[any]\ncommonName = supplied\n`
    );
    openssl([
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=expired server',
      '-keyout',
      join(dir, 'server.key'),
      '-out',
      join(dir, 'server.csr'),
    ]);
    openssl([
      'ca',
      '-batch',
      '-config',
      join(dir, 'ca.cnf'),
      '-cert',
      join(dir, 'ca.pem'),
      '-keyfile',
      join(dir, 'ca.key'),
      '-in',
      join(dir, 'server.csr'),
      '-out',
      join(dir, 'server.pem'),
      '-startdate',
      '20200101000000Z',
      '-enddate',
      '20200102000000Z',
      '-notext',
    ]);
    return { cert: readFileSync(join(dir, 'server.pem'), 'utf8'), key: readFileSync(join(dir, 'server.key'), 'utf8') };
  });
}
