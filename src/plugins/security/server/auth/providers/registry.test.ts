import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'crypto';
import type { SecurityPluginConfig } from '../../config_schema';
import type { SecurityConfig as SecurityConfigDocument } from '../../../common/types';
import { readAuthcSettings } from '../authc_domains';
import { defaultProviderRegistry, ProviderRegistry, withAuthorization } from './registry';
import type { IRouter } from '../../../../../core/server';
import {
  notHandled,
  type AuthorizationBackend,
  type LoginHost,
  type ProviderFactory,
  type ProviderHost,
  type SessionHost,
} from './types';
import { PasswordSessions } from './basic/sessions';

const KEY = randomBytes(32).toString('base64');

function settings(authc: Record<string, unknown>) {
  return readAuthcSettings({ dynamic: { authc } } as unknown as SecurityConfigDocument, defaultProviderRegistry());
}

const domain = (type: string, order: number, extra: Record<string, unknown> = {}) => ({
  http_enabled: true,
  order,
  http_authenticator: { type, challenge: false, config: type === 'jwt' ? { signing_key: KEY } : {} },
  authentication_backend: { type: 'intern' },
  ...extra,
});

const config = (types: string[], apiTokens = false) =>
  ({ auth: { types }, api_tokens: { enabled: apiTokens } }) as unknown as SecurityPluginConfig;
const host = { authenticationBackend: (type: string) => (type === 'internal' ? {} : undefined) } as ProviderHost;

describe('the provider registry', () => {
  it('puts the API token provider in every chain while api_tokens.enabled, whatever config.yml says', () => {
    const types = (enabled: boolean, authc: Record<string, unknown>) =>
      defaultProviderRegistry()
        .build(settings(authc), config(['jwt'], enabled), host)
        .map((provider) => provider.type);
    expect(types(true, { a: domain('jwt', 1) })).toEqual(['jwt', 'basic', 'apitoken']);
    expect(types(true, {})).toContain('apitoken');
    expect(types(false, { a: domain('jwt', 1) })).not.toContain('apitoken');
  });

  it('builds the chain from the enabled domains by order, several of one type, disabled ones skipped', () => {
    const chain = defaultProviderRegistry().build(
      settings({
        b: domain('jwt', 2),
        off: domain('jwt', 0, { http_enabled: false }),
        a: domain('jwt', 1),
        basic: domain('basic', 3),
        sso: domain('openid', 0),
      }),
      config(['jwt']),
      host
    );
    expect(chain.map((provider) => `${provider.type}:${provider.domain}`)).toEqual(['jwt:a', 'jwt:b', 'basic:basic']);
  });

  it('leaves out types dashboards.yml does not enable, and a basic domain whose backend the server lacks', () => {
    const chain = defaultProviderRegistry().build(
      settings({ jwt: domain('jwt', 0), ldap: domain('basic', 1, { authentication_backend: { type: 'ldap' } }) }),
      config(['basicauth']),
      host
    );
    // The internal users stay reachable by Basic through the fallback domain.
    expect(chain.map((provider) => `${provider.type}:${provider.domain}`)).toEqual([
      'basic:basic_internal_auth_domain',
    ]);
  });

  it('takes a new auth type with one registration, and refuses a type registered twice', () => {
    const apitoken: ProviderFactory = {
      types: ['apitoken'],
      enabled: () => true,
      create: (entry) => ({ type: 'apitoken', domain: entry.name, authenticate: async () => notHandled }),
    };
    const registry = new ProviderRegistry().register(apitoken);
    expect(registry.has('apitoken')).toBe(true);
    expect(registry.build(settings({ tokens: domain('apitoken', 0) }), config([]), host)).toHaveLength(1);
    expect(() => registry.register(apitoken)).toThrow('Authentication type "apitoken" is registered twice.');
  });

  it('gives openid, saml and anonymous login providers with their own routes; only the SSO types hand log out over', () => {
    const paths: string[] = [];
    const router = {
      get: (route: { path: string }) => paths.push(route.path),
      post: (route: { path: string }) => paths.push(route.path),
    };
    const loginHost = {
      config: { auth: { types: ['openid', 'saml'] }, openid: { root_ca: '', verify_hostnames: true } },
      cookie: { name: 'security_authentication', path: '/', secure: false, sameSite: 'Lax' },
      setSessionRenewer: () => undefined,
    } as unknown as LoginHost;
    const providers = defaultProviderRegistry().loginProviders(loginHost.config, loginHost);
    // The certificate's login (and its part of login_info) is a login provider too, whatever auth.type says.
    expect(providers.map((provider) => provider.type)).toEqual(['openid', 'saml', 'clientcert', 'anonymous']);
    for (const provider of providers) provider.routes?.(router as unknown as IRouter);
    expect(paths).toEqual([
      '/auth/openid/login',
      '/auth/saml/login',
      '/_opendistro/_security/saml/acs',
      '/_opendistro/_security/saml/acs/idpinitiated',
      '/auth/saml/logout',
      '/auth/clientcert/login',
      '/auth/anonymous',
    ]);
    expect(providers.map((provider) => typeof provider.logoutUrl)).toEqual([
      'function',
      'function',
      'undefined',
      'undefined',
    ]);
    // Only basic: no SSO routes at all.
    expect(
      defaultProviderRegistry()
        .loginProviders(config(['basicauth']), loginHost)
        .map((p) => p.type)
    ).toEqual(['clientcert', 'anonymous']);
  });
});

describe('authorization backends', () => {
  it('add their backend roles to the user’s own, without duplicates', async () => {
    const directory: AuthorizationBackend = {
      type: 'ldap',
      backendRoles: async (user) => (user.username === 'jane' ? ['ldap_admins', 'own'] : []),
    };
    expect(await withAuthorization({ username: 'jane', backendRoles: ['own'] }, [directory])).toEqual([
      'own',
      'ldap_admins',
    ]);
    expect(await withAuthorization({ username: 'joe', backendRoles: [] }, [directory])).toEqual([]);
  });
});

describe('passkey sign-in', () => {
  it("resumes its own sessions as a password login's, and those stored as 'basicauth' before it had a type", () => {
    const host = {} as unknown as SessionHost;
    const resumers = defaultProviderRegistry().sessionResumers(host, []);
    expect(resumers('passkey')).toBeInstanceOf(PasswordSessions);
    expect(resumers('basicauth')).toBeInstanceOf(PasswordSessions);
  });
});
