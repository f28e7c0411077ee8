import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa } from '../test/idp/test_certs';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { load } from './http_load';
import { logIn } from './accounts';
import { median } from './util';

/** Logs in over HTTPS trusting only the bench's CA; returns the session cookie ("name=value"). */
function logInTls(url: string, ca: string): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/auth/login`,
      {
        method: 'POST',
        ca,
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => !c.endsWith('='));
        if (res.statusCode !== 200 || !cookie) reject(new Error(`login over HTTPS failed: ${res.statusCode}`));
        else resolve(cookie);
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * GET /api/v1/auth/authinfo on keep-alive connections over plain HTTP and over HTTPS (a certificate
 * of a CA made for this run), each on its own server process with the same settings otherwise.
 */
export async function measureTlsAuthinfo(rounds = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const ca = makeTestCa('bench CA');
  const pair = makeServerCert(ca, 'IP:127.0.0.1');
  writeFileSync(join(dir, 'server.pem'), pair.cert);
  writeFileSync(join(dir, 'server.key'), pair.key);
  const plain: number[] = [];
  const tls: number[] = [];
  try {
    const http = await startServer();
    try {
      const cookie = await logIn(http.url);
      for (let i = 0; i < rounds; i++) {
        plain.push((await load(`${http.url}/api/v1/auth/authinfo`, { headers: { cookie } })).perSecond);
      }
    } finally {
      await http.stop();
    }
    const https = await startServer({
      configYml: `server.ssl.enabled: true\nserver.ssl.certificate: ${join(dir, 'server.pem')}\nserver.ssl.key: ${join(dir, 'server.key')}\n`,
    });
    try {
      const cookie = await logInTls(https.url, ca.cert);
      for (let i = 0; i < rounds; i++) {
        tls.push((await load(`${https.url}/api/v1/auth/authinfo`, { headers: { cookie }, ca: ca.cert })).perSecond);
      }
    } finally {
      await https.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { plain: median(plain), tls: median(tls), rounds };
}

export function printTlsAuthinfo(r: Awaited<ReturnType<typeof measureTlsAuthinfo>>) {
  process.stdout.write(
    `authenticated GET /api/v1/auth/authinfo, keep-alive: plain HTTP ${r.plain.toFixed(0)} req/s, ` +
      `HTTPS ${r.tls.toFixed(0)} req/s (${(r.tls / r.plain).toFixed(2)} x; medians of ${r.rounds})\n`
  );
}
