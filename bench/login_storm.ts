import { startServer, ADMIN_PASSWORD } from '../test/e2e/server_process';
import { load, type LoadResult } from './http_load';

const STORM_USERS = 40;
const PASSWORD = 'Storm-Passw0rd!';

async function logIn(url: string, username: string, password: string): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/**
 * Authenticated authinfo for one signed-in user, alone and while 40 other users log in for the
 * first time at once (each login checks a bcrypt cost-12 hash): the issue-15 storm.
 */
export async function measureLoginStorm() {
  const server = await startServer();
  try {
    const admin = await logIn(server.url, 'admin', ADMIN_PASSWORD);
    if (admin.status !== 200) throw new Error(`login failed: ${admin.status}`);
    const users = Array.from({ length: STORM_USERS }, (_, i) => `storm_user_${i}`);
    for (const name of users) {
      const res = await fetch(`${server.url}/api/v1/configuration/internalusers/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', cookie: admin.cookie },
        body: JSON.stringify({ password: PASSWORD, backend_roles: [] }),
      });
      if (res.status >= 300) throw new Error(`could not create ${name}: ${res.status}`);
    }
    const authinfo = () =>
      load(`${server.url}/api/v1/auth/authinfo`, {
        headers: { cookie: admin.cookie },
        concurrency: 8,
        durationMs: 4000,
      });
    const quiet = await authinfo();
    const stormStarted = process.hrtime.bigint();
    const storm = Promise.all(users.map((name) => logIn(server.url, name, PASSWORD)));
    const during = await authinfo();
    const answers = await storm;
    const stormSeconds = Number(process.hrtime.bigint() - stormStarted) / 1e9;
    const failedLogins = answers.filter((a) => a.status !== 200).length;
    return { quiet, during, stormSeconds, failedLogins };
  } finally {
    await server.stop();
  }
}

function line(r: LoadResult): string {
  return `${r.perSecond.toFixed(0)} req/s, p50 ${r.medianMs.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
}

export function printLoginStorm(r: Awaited<ReturnType<typeof measureLoginStorm>>) {
  process.stdout.write(
    `authinfo alone: ${line(r.quiet)}\n` +
      `authinfo during ${STORM_USERS} first logins at once: ${line(r.during)} ` +
      `(${((r.during.perSecond / r.quiet.perSecond) * 100).toFixed(0)}% of alone; the ${STORM_USERS} logins took ` +
      `${r.stormSeconds.toFixed(1)} s, ${r.failedLogins} failed)\n`
  );
}
