/**
 * One full OpenID Connect login round trip against a local oidc-provider, timed: from
 * `GET /auth/openid/login` through the provider's login and consent pages and the code exchange
 * to the session cookie (the built server, real HTTP, the browser's hops replayed by hand).
 */
import { BrowserJar } from '../src/plugins/security/server/test_utils/browser_jar';
import { startOidcTestProvider } from '../src/plugins/security/server/test_utils/oidc_test_provider';
import { startServer } from '../test/e2e/server_process';
import { freePort, median } from './util';

export async function measureOpenIdLogin(runs = 10) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const idp = await startOidcTestProvider({
    clients: [
      {
        client_id: 'bench',
        client_secret: 'bench-client-secret-0123456789abcdef',
        redirect_uris: [`${origin}/auth/openid/login`],
        post_logout_redirect_uris: [`${origin}/app/login`],
      },
    ],
    accounts: { bench: { preferred_username: 'bench' } },
  });
  const server = await startServer({
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
    configYml: `opensearch_security:
  auth:
    type: openid
  openid:
    connect_url: "${idp.connectUrl}"
    client_id: bench
    client_secret: bench-client-secret-0123456789abcdef
`,
  });
  const callback = (hop: { location?: string }) => !!hop.location?.startsWith(`${origin}/auth/openid/login?`);
  try {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const jar = new BrowserJar();
      const started = process.hrtime.bigint();
      const toLogin = await jar.follow(`${origin}/auth/openid/login?nextUrl=%2Fapp%2Fhome`);
      let hops = await jar.submit(toLogin[toLogin.length - 1], { login: 'bench', password: 'x' }, callback);
      if (!callback(hops[hops.length - 1])) hops = await jar.submit(hops[hops.length - 1], {}, callback);
      await jar.request(hops[hops.length - 1].location!);
      if (!jar.cookies.has('security_authentication')) throw new Error('the OpenID login did not start a session');
      // The first round warms up discovery and the provider's keys.
      if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return { runs, median: median(times), min: Math.min(...times), max: Math.max(...times) };
  } finally {
    await server.stop();
    await idp.stop();
  }
}

export function printOpenIdLogin(r: { runs: number; median: number; min: number; max: number }) {
  process.stdout.write(
    `OpenID login round trip (local oidc-provider, login + consent + code exchange): median ${r.median.toFixed(0)} ms over ${r.runs} runs (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})\n`
  );
}
