import { startServer, ADMIN_PASSWORD } from '../test/e2e/server_process';
import { load } from './http_load';
import { median } from './util';

/** Authenticated authinfo against a bare static route of the same server, and logins per second. */
export async function measureAuthThroughput(rounds = 3) {
  const server = await startServer();
  try {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);
    const authinfo: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < rounds; i++) {
      bare.push((await load(`${server.url}/ui/favicon.svg`, {})).perSecond);
      authinfo.push((await load(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie } })).perSecond);
    }
    const logins = await load(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      concurrency: 4,
      durationMs: 5000,
    });
    return { authinfo: median(authinfo), bare: median(bare), logins: logins.perSecond };
  } finally {
    await server.stop();
  }
}

export function printAuthThroughput(r: { authinfo: number; bare: number; logins: number }) {
  process.stdout.write(
    `authenticated GET /api/v1/auth/authinfo: ${r.authinfo.toFixed(0)} req/s (median of 3), ` +
      `${(r.authinfo / r.bare).toFixed(2)} x a bare static route (${r.bare.toFixed(0)} req/s); server is one Node process\n` +
      `POST /auth/login (bcrypt cost 12): ${r.logins.toFixed(1)} logins/s\n`
  );
}
