/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for tests. Run as a child
 * process (oidc-provider is ESM-only): `node oidc_provider.mjs` with OIDC_TEST_CONFIG holding
 * JSON { port, clients, accounts, idTokenTtl, tls? { key, cert } } (with tls it serves https). Prints `READY <issuer>` once it listens.
 * Its own development login page takes any password: the login names the account.
 */
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import Provider from 'oidc-provider';

const options = JSON.parse(process.env.OIDC_TEST_CONFIG ?? '{}');
const accounts = options.accounts ?? {};

const server = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }) : createServer();
await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
const issuer = `${options.tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: options.clients,
  findAccount: async (_ctx, id) =>
    accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) } : undefined,
  claims: {
    openid: ['sub'],
    profile: ['preferred_username', 'name', 'roles', 'realm_access', 'groups'],
    email: ['email'],
  },
  // The ID token carries every claim of the granted scopes (the roles with it).
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  ttl: { IdToken: options.idTokenTtl ?? 3600, AccessToken: options.idTokenTtl ?? 3600 },
  cookies: { keys: ['test-cookie-key-0123456789'] },
});
// Plain-http loopback: no TLS, no proxy in front.
provider.proxy = false;
server.on('request', provider.callback());
process.stdout.write(`READY ${issuer}\n`);
