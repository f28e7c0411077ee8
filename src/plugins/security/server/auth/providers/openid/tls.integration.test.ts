import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { createServer, type Server } from 'https';
import { tmpdir } from 'os';
import { join } from 'path';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test_utils/oidc_test_provider';
import { makeServerCert, makeTestCa } from '../../../../../../core/server/test_utils';
import { startSecurityTestServer } from '../../../test_utils/security_test_server';
import { providerFetch, readProviderTls } from './tls';

/**
 * `opensearch_security.openid.root_ca` and `verify_hostnames` against real HTTPS providers on
 * loopback, whose certificates a test-only CA signed.
 */
describe('OpenID provider over TLS: root_ca and verify_hostnames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openid-tls-'));
  const ca = makeTestCa();
  const otherCa = makeTestCa('another test-only CA');
  const caFile = join(dir, 'ca.pem');
  const otherCaFile = join(dir, 'other-ca.pem');
  writeFileSync(caFile, ca.cert);
  writeFileSync(otherCaFile, otherCa.cert);
  let rightName: OidcTestProvider;
  let wrongName: OidcTestProvider;

  const provider = (tls: { key: string; cert: string }) =>
    startOidcTestProvider({
      clients: [
        {
          client_id: 'dashboards',
          client_secret: 'a-client-secret-for-tests-0123456789',
          redirect_uris: ['http://127.0.0.1:5601/auth/openid/login'],
          post_logout_redirect_uris: ['http://127.0.0.1:5601/app/login'],
        },
      ],
      accounts: {},
      tls,
    });

  beforeAll(async () => {
    rightName = await provider(makeServerCert(ca, 'IP:127.0.0.1'));
    // Signed by the same CA, but for another host name than the one the server connects to.
    wrongName = await provider(makeServerCert(ca, 'DNS:elsewhere.example'));
  });
  afterAll(async () => {
    await rightName?.stop();
    await wrongName?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Where /auth/openid/login sends the browser with these settings: the provider, or the login page with a reason. */
  async function loginTarget(idp: OidcTestProvider, settings: Record<string, unknown>): Promise<string> {
    const s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.auth.type': 'openid',
        'opensearch_security.openid.connect_url': idp.connectUrl,
        'opensearch_security.openid.client_id': 'dashboards',
        ...settings,
      },
    });
    try {
      const res = await s.call('GET', '/auth/openid/login?nextUrl=%2Fapp%2Fhome');
      expect(res.status).toBe(302);
      return res.headers.get('location')!;
    } finally {
      await s.stop();
    }
  }

  it('trusts the provider when root_ca names the CA that signed its certificate', async () => {
    expect(await loginTarget(rightName, { 'opensearch_security.openid.root_ca': caFile })).toMatch(
      new RegExp(`^${rightName.issuer}/auth\\?`)
    );
  });

  it('without root_ca the provider is not trusted (a clear reason, not a crash)', async () => {
    expect(await loginTarget(rightName, {})).toBe('/app/login?authError=openid_provider_down');
  });

  it('a certificate for another host name is refused, unless verify_hostnames is false', async () => {
    expect(await loginTarget(wrongName, { 'opensearch_security.openid.root_ca': caFile })).toBe(
      '/app/login?authError=openid_provider_down'
    );
    expect(
      await loginTarget(wrongName, {
        'opensearch_security.openid.root_ca': caFile,
        'opensearch_security.openid.verify_hostnames': false,
      })
    ).toMatch(new RegExp(`^${wrongName.issuer}/auth\\?`));
  });

  it('verify_hostnames false still checks the chain: a CA that did not sign the certificate is refused', async () => {
    expect(
      await loginTarget(wrongName, {
        'opensearch_security.openid.root_ca': otherCaFile,
        'opensearch_security.openid.verify_hostnames': false,
      })
    ).toBe('/app/login?authError=openid_provider_down');
  });

  it('a root_ca that cannot be read or is no certificate stops the start naming the key', () => {
    expect(() => readProviderTls({ root_ca: join(dir, 'missing.pem'), verify_hostnames: true })).toThrow(
      /^\[opensearch_security\.openid\.root_ca\] cannot be read: ENOENT/
    );
    writeFileSync(join(dir, 'junk.pem'), 'not a certificate');
    expect(() => readProviderTls({ root_ca: join(dir, 'junk.pem'), verify_hostnames: true })).toThrow(
      '[opensearch_security.openid.root_ca] is not a PEM certificate'
    );
  });

  it("the provider fetch sends the token request's method, headers and form body and reads the answer", async () => {
    const leaf = makeServerCert(ca, 'IP:127.0.0.1');
    const seen: Array<{ method?: string; type?: string; body: string }> = [];
    const server: Server = createServer({ key: leaf.key, cert: leaf.cert }, async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end('{"access_token":"x"}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as { port: number };
      const fetchWithCa = providerFetch({ ca: ca.cert, verifyHostnames: true });
      const res = await fetchWithCa(`https://127.0.0.1:${port}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'r' }),
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ access_token: 'x' });
      expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(seen).toEqual([
        {
          method: 'POST',
          type: 'application/x-www-form-urlencoded',
          body: 'grant_type=refresh_token&refresh_token=r',
        },
      ]);
    } finally {
      server.close();
    }
  });
});
