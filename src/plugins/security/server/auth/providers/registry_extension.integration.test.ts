/**
 * The provider seam, proven with a type the server does not ship: a "header token" provider
 * registered in a ProviderRegistry reads its own config.yml domain (parseDomain), signs users in
 * (create), and decides on every request whether its sessions may still be used (its own session
 * resumer). Its descriptor (SignInMethod) puts a button on the login page's state, names its
 * session type, its audit name and its log out. The whole server runs with it, over real HTTP, with
 * config.yml imported as securityadmin does; nothing else of the server knows the type.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse, stringify } from 'yaml';
import { HttpError, type OsdRequest, type OsdResponse } from '../../../../../core/server';
import { AuthcConfigError, firstDomainOf, type DomainParser } from '../authc_domains';
import { startSecurityTestServer, type SecurityTestServer } from '../../test_utils/security_test_server';
import { configYml, importSecurityFiles } from '../../test_utils/sso';
import { DomainReader } from './domain_reader';
import { externalState } from './external_sessions';
import { defaultProviderRegistry } from './registry';
import { RequestProvider } from './request_provider';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost } from './types';
import type { SignInMethod } from './sign_in_method';
import { changeAuditConfig, eventsSince, mark } from '../../test_utils/audit';
import { injectedMetadataOf } from '../../../../../core/server/test_utils';

const TYPE = 'headertoken';
const DOMAIN = 'header_auth_domain';

interface HeaderTokenDomain {
  /** The request header the token comes in (lower case). */
  header: string;
  /** token → user name. */
  users: Record<string, string>;
}

const isUserMap = (value: unknown): value is Record<string, string> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((name) => typeof name === 'string' && name !== '');

const headerTokenDomains: DomainParser<HeaderTokenDomain> = {
  types: [TYPE],
  parseDomain(domain) {
    const reader = new DomainReader(domain);
    const { users } = domain.authenticatorConfig;
    if (!isUserMap(users)) return reader.fail('users', 'must map each token to a user name.');
    return { header: reader.string('header', 'x-team-token').toLowerCase(), users };
  },
};

/** A token from the domain's header signs its user in, with a session of this type. */
class HeaderTokenProvider extends RequestProvider {
  readonly type = TYPE;

  constructor(
    name: string,
    private readonly settings: HeaderTokenDomain,
    host: ProviderHost
  ) {
    super(name, host);
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const { header, users } = this.settings;
    const token = request.headers[header];
    if (typeof token !== 'string' || !token) return notHandled;
    const username = Object.hasOwn(users, token) ? users[token] : undefined;
    if (!username) return { kind: 'failed', error: new HttpError(401, 'Unknown team token.') };
    const external = { backendRoles: ['header_team'] };
    const session = await this.host.startExternalSession(request, response, { username, authType: TYPE, external });
    return { kind: 'authenticated', state: { username, authType: TYPE, ...external, session } };
  }
}

/** What the method says about itself: a login page button, its session type, its log out. */
const headerTokenMethod: SignInMethod = {
  name: TYPE,
  title: 'Team token',
  sessionTypes: [TYPE],
  logout: { control: 'button', toLoginPage: true },
  loginEntry: () => ({
    kind: 'button',
    order: 45,
    label: 'Log in with a team token',
    path: '/auth/headertoken/login',
    icon: 'lock',
  }),
};

/** What the test flips and watches: users whose sessions the provider refuses from now on, and who was resumed. */
const revoked = new Set<string>();
const resumed: string[] = [];

const headerTokenFactory: ProviderFactory<HeaderTokenDomain> = {
  ...headerTokenDomains,
  method: headerTokenMethod,
  enabled: () => true,
  create: (domain, _settings, host) =>
    domain.settings ? new HeaderTokenProvider(domain.name, domain.settings, host) : undefined,
  // Its sessions stay usable while the user is not revoked and config.yml's domain still lists them.
  sessions: (host) => ({
    async resume(_request, session) {
      resumed.push(session.username);
      if (revoked.has(session.username)) return undefined;
      const domain = firstDomainOf(await host.authc(), headerTokenDomains);
      return domain && Object.values(domain.users).includes(session.username) ? externalState(session) : undefined;
    },
  }),
};

/** config.yml: the basic domain (the admin signs in with it) and the header token domain first. */
function configWith(headerConfig: Record<string, unknown>): string {
  const document = parse(configYml({}));
  document.config.dynamic.authc[DOMAIN] = {
    http_enabled: true,
    transport_enabled: false,
    order: 0,
    http_authenticator: { type: TYPE, challenge: false, config: headerConfig },
    authentication_backend: { type: 'noop' },
  };
  return stringify(document);
}

describe('a provider type added by one registration (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  const authinfo = (headers: Record<string, string>) => s.call('GET', '/api/v1/auth/authinfo', { headers });

  beforeAll(async () => {
    s = await startSecurityTestServer({ providers: defaultProviderRegistry().register(headerTokenFactory) });
    await importSecurityFiles(s, {
      'config.yml': configWith({ header: 'X-Team-Token', users: { 'tok-alice': 'alice', 'tok-bob': 'bob' } }),
    });
  });
  afterAll(() => s.stop());

  it('signs a user in from its own domain settings, and starts a session of its type', async () => {
    const res = await authinfo({ 'x-team-token': 'tok-alice' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_name: 'alice', auth_type: TYPE, backend_roles: ['header_team'] });
    expect(res.sessionCookie).toBeDefined();

    expect((await authinfo({ 'x-team-token': 'tok-nobody' })).status).toBe(401);
    // The other types still work beside it.
    expect((await s.admin('GET', '/api/v1/auth/authinfo')).body).toMatchObject({ user_name: 'admin' });
  });

  it('has its sessions resumed by its own resumer, which may refuse one at the next request', async () => {
    const cookie = (await authinfo({ 'x-team-token': 'tok-bob' })).sessionCookie!;
    resumed.length = 0;
    const again = await authinfo({ cookie });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user_name: 'bob', auth_type: TYPE });
    expect(resumed).toEqual(['bob']);

    revoked.add('bob');
    try {
      expect((await authinfo({ cookie })).status).toBe(401);
    } finally {
      revoked.delete('bob');
    }
    // The resumer refused the session without ending it: it decides again at each request.
    expect((await authinfo({ cookie })).body).toMatchObject({ user_name: 'bob' });
  });

  it('reads its domain again after an import: a user taken out of config.yml loses the session at once', async () => {
    const cookie = (await authinfo({ 'x-team-token': 'tok-alice' })).sessionCookie!;
    expect((await authinfo({ cookie })).status).toBe(200);
    await importSecurityFiles(s, { 'config.yml': configWith({ header: 'x-team-token', users: { 'tok-bob': 'bob' } }) });
    expect((await authinfo({ cookie })).status).toBe(401);
    expect((await authinfo({ 'x-team-token': 'tok-alice' })).status).toBe(401);
    expect((await authinfo({ 'x-team-token': 'tok-bob' })).body).toMatchObject({ user_name: 'bob' });
  });

  it('puts its button on the login page, after the built-in ones of its order, with its log out', async () => {
    const page = await s.call('GET', '/app/login');
    expect(page.status).toBe(200);
    const security = injectedMetadataOf(page.text).uiPlugins.find((p: { id: string }) => p.id === 'security');
    const state = security.config.ui.login_state;
    expect(state.form).toBe(true);
    expect(state.buttons).toEqual([
      // The certificate button of the built-in method, shown only where login_info says so.
      expect.objectContaining({ type: 'clientcert', needs: 'client_certificate' }),
      { type: TYPE, label: 'Log in with a team token', path: '/auth/headertoken/login', icon: 'lock' },
    ]);
    expect(state.logout[TYPE]).toEqual({ control: 'button', toLoginPage: true });
    // The built-in methods' log out is declared the same way.
    expect(state.logout.basicauth).toEqual({ control: 'button', toLoginPage: true });
  });

  it('audits its sign-in under its own type, and its session ends on log out', async () => {
    await changeAuditConfig(s, (c) => (c.audit.disabled_rest_categories = []));
    const from = mark(s);
    const signIn = await authinfo({ 'x-team-token': 'tok-bob' });
    const [event] = await eventsSince(s, from, 'AUTHENTICATED');
    // An external sign-in is audited as the built-in ones are (`via: sso`), under its own type.
    expect(event).toMatchObject({ user: 'bob', details: { via: 'sso', auth_type: TYPE } });
    const cookie = signIn.sessionCookie!;
    const out = await s.call('POST', '/auth/logout', { headers: { cookie, 'osd-xsrf': 'true' } });
    expect(out.status).toBe(200);
    expect((await authinfo({ cookie })).status).toBe(401);
  });

  it('names the wrong key of its domain, as the built-in types do', async () => {
    const key = `[config.dynamic.authc.${DOMAIN}.http_authenticator.config.users]`;
    expect(() =>
      headerTokenDomains.parseDomain!({
        name: DOMAIN,
        type: TYPE,
        order: 0,
        challenge: false,
        backend: 'noop',
        backendConfig: {},
        authenticatorConfig: { users: ['tok'] },
      })
    ).toThrow(new AuthcConfigError(`${key} must map each token to a user name.`));

    await importSecurityFiles(s, { 'config.yml': configWith({ users: 'tok-bob' }) });
    const res = await authinfo({ 'x-team-token': 'tok-bob' });
    expect(res.status).toBe(401);
    expect(res.text).toContain(
      `Authentication is not configured correctly: ${key} must map each token to a user name.`
    );
  });
});
