/**
 * The dashboards listener over real HTTPS with a PKI openssl makes for this run: a CA, a rogue CA,
 * server and client certificates.
 */
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'fs';
import { request as httpRequest } from 'http';
import { request as httpsRequest } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { connect, type PeerCertificate } from 'tls';
import { makeExpiredCert, makeServerCert, makeTestCa, type TestCa } from '../../test_utils/test_certs';
import { startHttpTestServer, type HttpTestServer } from '../../test_utils/http_test_server';
import { startTestServer, type TestServer } from '../../test_utils/test_server';

let ca: TestCa;
let rogue: TestCa;
let dir: string;
const servers: TestServer[] = [];
const stopLater: HttpTestServer[] = [];

beforeAll(() => {
  ca = makeTestCa('tls test CA');
  rogue = makeTestCa('rogue CA');
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tls-listener-'));
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const server of stopLater.splice(0)) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

function writePair(pair: { cert: string; key: string }, name = 'server') {
  writeFileSync(join(dir, `${name}.pem`), pair.cert);
  writeFileSync(join(dir, `${name}.key`), pair.key);
  writeFileSync(join(dir, 'ca.pem'), ca.cert);
}

function tlsOverrides(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'server.ssl.enabled': true,
    'server.ssl.certificate': join(dir, 'server.pem'),
    'server.ssl.key': join(dir, 'server.key'),
    ...extra,
  };
}

async function startTls(extra: Record<string, unknown> = {}): Promise<TestServer> {
  const server = await startTestServer({ overrides: tlsOverrides(extra) });
  servers.push(server);
  return server;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, options: { ca?: string; cert?: string; key?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { ...options, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function plainGet(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
    });
    req.on('error', reject);
    req.end();
  });
}

function servedCertificate(
  port: number,
  options: { maxVersion?: 'TLSv1.1' | 'TLSv1.3' } = {}
): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca: ca.cert, servername: undefined, ...options }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(cert);
    });
    socket.on('error', reject);
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe('HTTPS on the dashboards listener (server.ssl.*)', () => {
  it('serves HTTPS a client trusting the CA accepts, with HSTS for a year', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls();
    expect(server.url.startsWith('https://127.0.0.1:')).toBe(true);
    const answer = await get(`${server.url}/api/status`, { ca: ca.cert });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is refused by a client that trusts only the rogue CA', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls();
    await expect(get(`${server.url}/api/status`, { ca: rogue.cert })).rejects.toThrow(
      /self[- ]signed|unable to verify|certificate/i
    );
  });

  it('takes the HSTS value from server.securityResponseHeaders.strictTransportSecurity', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls({
      'server.securityResponseHeaders.strictTransportSecurity': 'max-age=600; includeSubDomains',
    });
    const answer = await get(`${server.url}/api/status`, { ca: ca.cert });
    expect(answer.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
  });

  it('refuses TLS 1.1 and serves TLS 1.3', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls();
    await expect(servedCertificate(portOf(server.url), { maxVersion: 'TLSv1.1' })).rejects.toThrow();
    await expect(servedCertificate(portOf(server.url), { maxVersion: 'TLSv1.3' })).resolves.toHaveProperty(
      'serialNumber'
    );
  });

  it('refuses TLSv1.1 in server.ssl.supportedProtocols at start', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    await expect(startTls({ 'server.ssl.supportedProtocols': ['TLSv1.1', 'TLSv1.2'] })).rejects.toThrow(
      '[server.ssl.supportedProtocols] may only list TLSv1.2 and TLSv1.3 (older protocols are refused)'
    );
  });

  it('stops the start on an expired certificate, a key of another pair and an unreadable file', async () => {
    writePair(makeExpiredCert(ca));
    await expect(startTls()).rejects.toThrow(/^\[server\.ssl\.certificate\] .*server\.pem expired on 2020-01-02/);

    const one = makeServerCert(ca, 'IP:127.0.0.1');
    const other = makeServerCert(ca, 'IP:127.0.0.1');
    writePair({ cert: one.cert, key: other.key });
    await expect(startTls()).rejects.toThrow(
      /^\[server\.ssl\.key\] .* does not match the certificate in \[server\.ssl\.certificate\]/
    );

    writePair(one);
    await expect(startTls({ 'server.ssl.certificate': join(dir, 'missing.pem') })).rejects.toThrow(
      /^\[server\.ssl\.certificate\] .*missing\.pem cannot be read \(ENOENT\)/
    );
    if (process.getuid?.() !== 0) {
      chmodSync(join(dir, 'server.key'), 0o000);
      await expect(startTls()).rejects.toThrow(/^\[server\.ssl\.key\] .*server\.key cannot be read \(EACCES\)/);
    }
  });

  it('shows the certificate on /api/status with a warning under 30 days', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1', { subject: '/CN=dashboards.test/O=Example' }));
    const server = await startTls({ 'status.allowAnonymous': true });
    const answer = await get(`${server.url}/api/status`, { ca: ca.cert });
    const body = JSON.parse(answer.body);
    expect(body.tls.certificate).toMatchObject({
      subject: 'CN=dashboards.test, O=Example',
      issuer: 'CN=tls test CA',
    });
    expect(body.tls.certificate.warning).toMatch(/^The server certificate expires in 1 day/);
    expect(server.problems.join('\n')).toContain('The server certificate expires in');
  });

  it('serves a renewed certificate without a restart, and keeps the old one when the new pair is broken', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls();
    const port = portOf(server.url);
    const before = (await servedCertificate(port)).serialNumber;

    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    expect(server.server.http.reloadTls('SIGHUP')).toBe(true);
    const renewed = (await servedCertificate(port)).serialNumber;
    expect(renewed).not.toBe(before);

    // A certificate whose key is not (yet) its own: the served pair stays, the log says why.
    const half = makeServerCert(ca, 'IP:127.0.0.1');
    writeFileSync(join(dir, 'server.pem'), half.cert);
    expect(server.server.http.reloadTls('SIGHUP')).toBe(false);
    expect((await servedCertificate(port)).serialNumber).toBe(renewed);
    expect(server.problems.join('\n')).toContain(
      'TLS reload after SIGHUP failed, the old certificate stays: [server.ssl.key]'
    );
  });

  it('reloads on a change of the files themselves', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls();
    const port = portOf(server.url);
    const before = (await servedCertificate(port)).serialNumber;
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    let now = before;
    for (let i = 0; i < 50 && now === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = (await servedCertificate(port)).serialNumber;
    }
    expect(now).not.toBe(before);
  });

  it('redirects plain HTTP to the same path and query on HTTPS, never to another port or a crafted host', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const server = await startTls({ 'server.ssl.redirectHttpFromPort': 0 });
    const port = portOf(server.url);
    const redirectPort = server.server.http.redirectPort as number;
    const answer = await plainGet(redirectPort, '/app/home?x=1&y=%2F', `127.0.0.1:${redirectPort}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://127.0.0.1:${port}/app/home?x=1&y=%2F`);

    const crafted = await plainGet(redirectPort, '//evil.example/x', 'evil.example@attacker.example');
    expect(crafted.headers.location).toBe(`https://127.0.0.1:${port}//evil.example/x`);
    const withPath = await plainGet(redirectPort, '/x', 'attacker.example/path');
    expect(withPath.headers.location).toBe(`https://127.0.0.1:${port}/x`);
  });

  it('tells a request whether its client certificate chains to server.ssl.certificateAuthorities', async () => {
    writePair(makeServerCert(ca, 'IP:127.0.0.1'));
    const seen: unknown[] = [];
    const server = startHttpTestServer({
      overrides: tlsOverrides({
        'server.ssl.clientAuthentication': 'optional',
        'server.ssl.certificateAuthorities': [join(dir, 'ca.pem')],
      }),
    });
    server.http.createRouter().get({ path: '/whoami', options: { authRequired: false } }, async (request) => {
      seen.push(request.clientCertificate);
      return 'ok';
    });
    const url = await server.start();
    stopLater.push(server);
    const good = makeServerCert(ca, 'DNS:alice', { subject: '/CN=alice', extendedKeyUsage: 'clientAuth' });
    const bad = makeServerCert(rogue, 'DNS:mallory', { subject: '/CN=mallory', extendedKeyUsage: 'clientAuth' });
    await get(`${url}/whoami`, { ca: ca.cert, ...good });
    await get(`${url}/whoami`, { ca: ca.cert, ...bad });
    await get(`${url}/whoami`, { ca: ca.cert });
    expect(seen).toEqual([
      { authorized: true, subject: 'CN=alice', dn: 'CN=alice', rdns: [{ type: 'CN', value: 'alice' }] },
      { authorized: false, subject: 'CN=mallory', dn: 'CN=mallory', rdns: [{ type: 'CN', value: 'mallory' }] },
      null,
    ]);
  });
});
