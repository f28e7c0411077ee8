import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { CONNECTIONS, measureCpu, medians, ROUND_SECONDS } from './cpu_per_request';

/**
 * Authenticated authinfo with `Authorization: ApiKey` beside the same with a session cookie, on
 * one server, alternated round by round so both see the same machine load (issue 27: a token must
 * cost no more than a session, target ≥ 0.9×).
 */
/** A token of the signed-in `cookie`'s user, read-only on the global tenant, for an hour. */
export async function createBenchToken(url: string, cookie: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/configuration/apitokens`, {
    method: 'POST',
    headers: { cookie, 'osd-xsrf': 'true', 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'bench',
      duration_seconds: 3600,
      tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
    }),
  });
  if (res.status !== 200) throw new Error(`creating the bench token failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function measureApiTokenAuthinfo(rounds = 3) {
  const server = await startServer();
  try {
    const cookie = await logIn(server.url);
    const token = await createBenchToken(server.url, cookie);
    const url = `${server.url}/api/v1/auth/authinfo`;
    const byCookie = { name: 'cookie', url, pid: server.pid, headers: { cookie } };
    const byToken = { name: 'token', url, pid: server.pid, headers: { authorization: `ApiKey ${token}` } };
    const figures = await measureCpu([byCookie, byToken], { rounds });
    return { cookie: medians(figures.runs[0]), token: medians(figures.runs[1]), rounds };
  } finally {
    await server.stop();
  }
}

export function printApiTokenAuthinfo(r: Awaited<ReturnType<typeof measureApiTokenAuthinfo>>) {
  process.stdout.write(
    `GET /api/v1/auth/authinfo with Authorization: ApiKey: ${r.token.perSecond.toFixed(0)} req/s, ` +
      `${(r.token.perSecond / r.cookie.perSecond).toFixed(2)} x the session cookie's ${r.cookie.perSecond.toFixed(0)} req/s (target >= 0.9 x); ` +
      `server CPU ${r.token.cpuUs.toFixed(1)} vs ${r.cookie.cpuUs.toFixed(1)} µs/request (the cookie's ÷ the token's: ${(r.cookie.cpuUs / r.token.cpuUs).toFixed(2)} x); ` +
      `autocannon, ${CONNECTIONS} connections, medians of ${r.rounds} alternating ${ROUND_SECONDS} s runs\n`
  );
}
