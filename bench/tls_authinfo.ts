import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { makeServerCert, makeTestCa } from '../src/core/server/test_utils/test_certs';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { CONNECTIONS, cpuRound, medians, ROUND_SECONDS, WARMUP_SECONDS, type CpuRound } from './cpu_per_request';
import { logIn } from './accounts';

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
  const plain: CpuRound[] = [];
  const tls: CpuRound[] = [];
  try {
    const http = await startServer();
    try {
      const cookie = await logIn(http.url);
      const target = { name: 'HTTP', url: `${http.url}/api/v1/auth/authinfo`, pid: http.pid, headers: { cookie } };
      await cpuRound(target, WARMUP_SECONDS);
      for (let i = 0; i < rounds; i++) plain.push(await cpuRound(target));
    } finally {
      await http.stop();
    }
    const https = await startServer({
      configYml: `server.ssl.enabled: true\nserver.ssl.certificate: ${join(dir, 'server.pem')}\nserver.ssl.key: ${join(dir, 'server.key')}\n`,
    });
    try {
      const cookie = await logInTls(https.url, ca.cert);
      // Keep-alive: the handshake is paid once per connection, the record layer per request.
      const target = { name: 'HTTPS', url: `${https.url}/api/v1/auth/authinfo`, pid: https.pid, headers: { cookie } };
      await cpuRound(target, WARMUP_SECONDS);
      for (let i = 0; i < rounds; i++) tls.push(await cpuRound(target));
    } finally {
      await https.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { plain: medians(plain), tls: medians(tls), rounds };
}

export function printTlsAuthinfo(r: Awaited<ReturnType<typeof measureTlsAuthinfo>>) {
  process.stdout.write(
    `authenticated GET /api/v1/auth/authinfo, keep-alive: plain HTTP ${r.plain.perSecond.toFixed(0)} req/s ` +
      `(server CPU ${r.plain.cpuUs.toFixed(1)} µs/request), HTTPS ${r.tls.perSecond.toFixed(0)} req/s (${r.tls.cpuUs.toFixed(1)} µs/request); ` +
      `${(r.tls.perSecond / r.plain.perSecond).toFixed(2)} x the req/s, ${(r.plain.cpuUs / r.tls.cpuUs).toFixed(2)} x by CPU ` +
      `(autocannon, ${CONNECTIONS} connections, medians of ${r.rounds} runs of ${ROUND_SECONDS} s)\n`
  );
}
