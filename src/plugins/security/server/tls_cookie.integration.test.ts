/** The session cookie over core's own TLS (`server.ssl.enabled`): Secure, and never configurable away. */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa, type TestCa } from '../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';

let ca: TestCa;
let dir: string;
let server: SecurityTestServer | undefined;

beforeAll(() => {
  ca = makeTestCa('cookie test CA');
  dir = mkdtempSync(join(tmpdir(), 'tls-cookie-'));
  const pair = makeServerCert(ca, 'IP:127.0.0.1');
  writeFileSync(join(dir, 'server.pem'), pair.cert);
  writeFileSync(join(dir, 'server.key'), pair.key);
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tlsOverrides() {
  return {
    'server.ssl.enabled': true,
    'server.ssl.certificate': join(dir, 'server.pem'),
    'server.ssl.key': join(dir, 'server.key'),
  };
}

function login(url: string): Promise<{ status: number; setCookies: string[]; hsts?: string }> {
  const body = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/auth/login`,
      {
        method: 'POST',
        ca: ca.cert,
        agent: false,
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers['set-cookie'] ?? [],
            hsts: res.headers['strict-transport-security'] as string | undefined,
          })
        );
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the session cookie with server.ssl.enabled', () => {
  it('is Secure (without cookie.secure in the yml), and the answer carries HSTS', async () => {
    server = await startSecurityTestServer({ overrides: tlsOverrides(), clockStart: Date.now() });
    const answer = await login(server.url);
    expect(answer.status).toBe(200);
    const session = answer.setCookies.find(
      (cookie) => cookie.startsWith('security_authentication=') && !cookie.startsWith('security_authentication=;')
    );
    expect(session).toMatch(/;\s*Secure/i);
    expect(answer.hsts).toBe('max-age=31536000');
  });

  it('refuses cookie.secure: false at start, with a message', async () => {
    await expect(
      startSecurityTestServer({ overrides: { ...tlsOverrides(), 'opensearch_security.cookie.secure': false } })
    ).rejects.toThrow(
      '[opensearch_security.cookie.secure] cannot be false while [server.ssl.enabled] is true: the session cookie is sent over HTTPS only.'
    );
  });
});
