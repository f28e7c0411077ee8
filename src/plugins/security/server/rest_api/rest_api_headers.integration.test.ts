/**
 * The REST API listener over plain HTTP sends the dashboards listener's security headers and
 * `Cache-Control: no-store`; behind a TLS proxy (a Secure session cookie) it sends HSTS as the
 * dashboards listener does. (Over the server's own TLS: rest_api_tls.integration.test.ts.)
 */
import { afterEach, expect, it } from '@jest/globals';
import { freePort } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

let s: SecurityTestServer | undefined;
afterEach(async () => {
  await s?.stop();
  s = undefined;
});

async function start(overrides: Record<string, unknown> = {}) {
  const port = await freePort();
  s = await startSecurityTestServer({
    overrides: {
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
      ...overrides,
    },
  });
  const credentials = Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64');
  const rest = await fetch(`http://127.0.0.1:${port}/_plugins/_security/api/roles`, {
    headers: { authorization: `Basic ${credentials}` },
  });
  const main = await s.admin('GET', '/api/v1/configuration/roles');
  return { rest: rest.headers, main: main.headers };
}

const NAMES = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

it('sends the same security headers as the dashboards listener, and no-store, without HSTS on plain HTTP', async () => {
  const { rest, main } = await start();
  for (const name of NAMES) expect({ name, value: rest.get(name) }).toEqual({ name, value: main.get(name) });
  expect(rest.get('cache-control')).toBe('no-store');
  expect(rest.get('strict-transport-security')).toBeNull();
});

it('sends HSTS behind a TLS proxy, as the dashboards listener does', async () => {
  const { rest, main } = await start({ 'opensearch_security.cookie.secure': true });
  expect(main.get('strict-transport-security')).toBe('max-age=31536000');
  expect(rest.get('strict-transport-security')).toBe('max-age=31536000');
});
