/**
 * One full SAML login round trip against the local samlify IdP, timed: from `GET /auth/saml/login`
 * through the IdP's AuthnRequest handling and signed response to the ACS post and the session
 * cookie (the built server, real HTTP, the browser's hops replayed by hand).
 */
import { BrowserJar } from '../src/plugins/security/server/test_utils/browser_jar';
import { startSamlTestIdp, type SamlTestIdp } from '../src/plugins/security/server/test_utils/saml_test_idp';
import { startServer } from '../test/e2e/server_process';
import { freePort, median } from './util';
import { importWithSecurityadmin } from '../test/e2e/securityadmin_import';

/** config.yml with the IdP's saml domain, imported with securityadmin. */
function importSamlDomain(dataDir: string, idp: SamlTestIdp, origin: string) {
  importWithSecurityadmin(dataDir, {
    'config.yml': `_meta: { type: "config", config_version: 2 }
config:
  dynamic:
    authc:
      saml_auth_domain:
        http_enabled: true
        order: 1
        http_authenticator:
          type: saml
          challenge: true
          config:
            idp: { metadata_url: "${idp.metadataUrl}", entity_id: "${idp.entityId}" }
            sp: { entity_id: bench-sp }
            kibana_url: "${origin}"
            roles_key: Role
            exchange_key: bench-exchange-key-0123456789abcdef
        authentication_backend: { type: noop }
`,
  });
}

export async function measureSamlLogin(runs = 10) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const idp = await startSamlTestIdp({
    spEntityId: 'bench-sp',
    acsUrl: `${origin}/_opendistro/_security/saml/acs`,
    idpInitiatedAcsUrl: `${origin}/_opendistro/_security/saml/acs/idpinitiated`,
    sloReturnUrl: `${origin}/auth/saml/logout`,
    users: { bench: { Role: 'kibanauser' } },
    defaultUser: 'bench',
  });
  const server = await startServer({
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
    configYml: 'opensearch_security:\n  auth:\n    type: saml\n',
  });
  try {
    importSamlDomain(server.dataDir, idp, origin);
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const jar = new BrowserJar();
      const started = process.hrtime.bigint();
      const toIdp = await jar.follow(`${origin}/auth/saml/login?nextUrl=%2Fapp%2Fhome`);
      await jar.submit(toIdp[toIdp.length - 1], {}, () => true);
      if (!jar.cookies.has('security_authentication')) throw new Error('the SAML login did not start a session');
      // The first round warms up the IdP metadata.
      if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return { runs, median: median(times), min: Math.min(...times), max: Math.max(...times) };
  } finally {
    await server.stop();
    await idp.stop();
  }
}

export function printSamlLogin(r: { runs: number; median: number; min: number; max: number }) {
  process.stdout.write(
    `SAML login round trip (local samlify IdP, AuthnRequest + signed response + ACS): median ${r.median.toFixed(0)} ms over ${r.runs} runs (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})\n`
  );
}
