/** The REST API listener serves HTTPS with `server.ssl.*`, and nothing over plain HTTP then. */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa, freePort } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

let s: SecurityTestServer;
let port: number;
let caCert: string;
let dir: string;

function httpsGet(path: string, auth?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', ca: caCert, ...(auth ? { auth } : {}) },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      }
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const ca = makeTestCa();
  caCert = ca.cert;
  const leaf = makeServerCert(ca, 'IP:127.0.0.1');
  dir = mkdtempSync(join(tmpdir(), 'rest-api-tls-'));
  writeFileSync(join(dir, 'server.crt'), leaf.cert);
  writeFileSync(join(dir, 'server.key'), leaf.key);
  port = await freePort();
  s = await startSecurityTestServer({
    overrides: {
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
      'server.ssl.enabled': true,
      'server.ssl.certificate': join(dir, 'server.crt'),
      'server.ssl.key': join(dir, 'server.key'),
    },
  });
});

afterAll(async () => {
  await s?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('serves the REST API over HTTPS with the server.ssl certificate', async () => {
  expect((await httpsGet('/_plugins/_security/api/roles', `admin:${ADMIN_PASSWORD}`)).status).toBe(200);
  const anonymous = await httpsGet('/_plugins/_security/api/roles');
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers['www-authenticate']).toBe('Basic realm="OpenSearch Security"');
});

it('answers nothing over plain HTTP', async () => {
  await expect(fetch(`http://127.0.0.1:${port}/_plugins/_security/health`)).rejects.toThrow();
});

it('sends the same security headers as the dashboards listener, HSTS and no-store included', async () => {
  const main = await fetchMainHeaders();
  for (const [path, auth] of [
    ['/_plugins/_security/api/roles', `admin:${ADMIN_PASSWORD}`],
    ['/_plugins/_security/api/roles', undefined],
    ['/_plugins/_security/health', undefined],
  ] as const) {
    const { headers } = await httpsGet(path, auth);
    expect({ path, hsts: headers['strict-transport-security'], cache: headers['cache-control'] }).toEqual({
      path,
      hsts: 'max-age=31536000',
      cache: 'no-store',
    });
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])
      expect({ name, value: headers[name] }).toEqual({ name, value: main[name] });
  }
});

/** The dashboards listener's answer to an API call, over the same TLS. */
function fetchMainHeaders(): Promise<Record<string, unknown>> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: '/api/status', method: 'GET', ca: caCert },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      }
    );
    req.on('error', reject);
    req.end();
  });
}
