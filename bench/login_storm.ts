import { resolve } from 'path';
import { startNodeFlags } from '../src/core/server/test_utils/start_flags';
import { startServer } from '../test/e2e/server_process';
import { createUsers, logIn, postLogin } from './accounts';
import { load, type LoadResult } from './http_load';

const STORM_USERS = 40;
const PASSWORD = 'Storm-Passw0rd!';

/**
 * Authenticated authinfo for one signed-in user, alone and while 40 other users log in for the
 * first time at once (each login checks a bcrypt cost-12 hash): the issue-15 storm.
 */
export async function measureLoginStorm() {
  const server = await startServer({ nodeArgs: startNodeFlags(resolve(__dirname, '..')) });
  try {
    const cookie = await logIn(server.url);
    const users = Array.from({ length: STORM_USERS }, (_, i) => `storm_user_${i}`);
    await createUsers(server.url, cookie, users, PASSWORD);
    const authinfo = () =>
      load(`${server.url}/api/v1/auth/authinfo`, {
        headers: { cookie },
        concurrency: 8,
        durationMs: 4000,
      });
    const quiet = await authinfo();
    const stormStarted = process.hrtime.bigint();
    const storm = Promise.all(users.map((name) => postLogin(server.url, name, PASSWORD)));
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
