import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
import { median } from './util';

/**
 * Authenticated authinfo with `Authorization: ApiKey` beside the same with a session cookie, on
 * one server, alternated round by round so both see the same machine load (issue 27: a token must
 * cost no more than a session, target ≥ 0.9×).
 */
export async function measureApiTokenAuthinfo(rounds = 3) {
  const server = await startServer();
  try {
    const cookie = await logIn(server.url);
    const res = await fetch(`${server.url}/api/v1/configuration/apitokens`, {
      method: 'POST',
      headers: { cookie, 'osd-xsrf': 'true', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'bench',
        duration_seconds: 3600,
        tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
      }),
    });
    if (res.status !== 200) throw new Error(`creating the bench token failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    const url = `${server.url}/api/v1/auth/authinfo`;
    const withCookie: number[] = [];
    const withToken: number[] = [];
    for (let i = 0; i < rounds; i++) {
      withCookie.push((await load(url, { headers: { cookie } })).perSecond);
      withToken.push((await load(url, { headers: { authorization: `ApiKey ${token}` } })).perSecond);
    }
    return { cookie: median(withCookie), token: median(withToken), rounds };
  } finally {
    await server.stop();
  }
}

export function printApiTokenAuthinfo(r: Awaited<ReturnType<typeof measureApiTokenAuthinfo>>) {
  process.stdout.write(
    `GET /api/v1/auth/authinfo with Authorization: ApiKey: ${r.token.toFixed(0)} req/s, ` +
      `${(r.token / r.cookie).toFixed(2)} x the session cookie's ${r.cookie.toFixed(0)} req/s (medians of ${r.rounds}; target >= 0.9 x)\n`
  );
}
