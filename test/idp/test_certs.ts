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

/** A server certificate signed by `ca` for `subjectAltName` (e.g. `IP:127.0.0.1` or `DNS:elsewhere.example`). */
export function makeServerCert(ca: TestCa, subjectAltName: string): { cert: string; key: string } {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'ca.pem'), ca.cert);
    writeFileSync(join(dir, 'ca.key'), ca.key);
    writeFileSync(join(dir, 'ext.cnf'), `subjectAltName=${subjectAltName}\nextendedKeyUsage=serverAuth\n`);
    openssl([
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-subj',
      '/CN=test-only server',
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
      '2',
      '-sha256',
      '-extfile',
      join(dir, 'ext.cnf'),
      '-out',
      join(dir, 'server.pem'),
    ]);
    return { cert: readFileSync(join(dir, 'server.pem'), 'utf8'), key: readFileSync(join(dir, 'server.key'), 'utf8') };
  });
}
