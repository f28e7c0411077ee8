import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_STORES, freePort } from '../../../../core/server/test_utils';
import { startSamlTestIdp, type SamlTestIdp } from '../test_utils/saml_test_idp';
import { BrowserJar } from '../test_utils/browser_jar';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

/** A SAML login and a replayed assertion on each store: the flow and the used assertions live there. */
describe.each(TEST_STORES)('SAML on %s', (dialect) => {
  let idp: SamlTestIdp;
  let s: SecurityTestServer;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    idp = await startSamlTestIdp({
      spEntityId: 'store-sp',
      acsUrl: `${origin}/_opendistro/_security/saml/acs`,
      idpInitiatedAcsUrl: `${origin}/_opendistro/_security/saml/acs/idpinitiated`,
      sloReturnUrl: `${origin}/auth/saml/logout`,
      users: { dana: { roles: ['sso_readers'] } },
      defaultUser: 'dana',
    });
    s = await startSecurityTestServer({
      dialect,
      clockStart: Date.now(),
      overrides: { 'server.port': port, 'opensearch_security.auth.type': 'saml' },
    });
    await importAuthc(s, {
      saml: {
        idp: { metadata_url: idp.metadataUrl, entity_id: idp.entityId },
        sp: { entity_id: 'store-sp' },
        kibana_url: origin,
        roles_key: 'roles',
        exchange_key: 'an-exchange-key-for-tests-0123456789-abcdef',
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await idp?.stop();
  });

  it('logs in through the IdP, and refuses the same answer posted again', async () => {
    const jar = new BrowserJar();
    const hops = await jar.follow(`${origin}/auth/saml/login?nextUrl=${encodeURIComponent('/app/home#x')}`);
    const form = hops[hops.length - 1];
    const [answer] = await jar.submit(form, {}, () => true);
    expect(answer.location).toBe(`${origin}/app/home#x`);
    const info = await s.call('GET', '/api/v1/auth/authinfo', {
      cookie: `security_authentication=${jar.cookies.get('security_authentication')}`,
    });
    expect(info.body).toMatchObject({ user_name: 'dana', backend_roles: ['sso_readers'], auth_type: 'saml' });
    const [again] = await new BrowserJar().submit(form, {}, () => true);
    expect(again.location).toBe(`${origin}/app/login?authError=saml_expired`);

    const initiated = (await new BrowserJar().follow(`${idp.origin}/initiate`)).pop()!;
    const [first] = await new BrowserJar().submit(initiated, {}, () => true);
    expect(first.location).toBe(`${origin}/app/home`);
    const [replayed] = await new BrowserJar().submit(initiated, {}, () => true);
    expect(replayed.location).toBe(`${origin}/app/login?authError=saml_failed`);
  });
});
