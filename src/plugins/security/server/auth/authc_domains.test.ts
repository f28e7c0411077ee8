import { describe, expect, it } from '@jest/globals';
import type { SecurityConfig as SecurityConfigDocument } from '../../common/types';
import { domainsOf, firstDomainOf, readAuthcSettings } from './authc_domains';
import { clientCertDomainParser } from './providers/clientcert/settings';
import { jwtDomainParser } from './providers/jwt/settings';
import { proxyDomainParser } from './providers/proxy/settings';
import { defaultProviderRegistry, ProviderRegistry } from './providers/registry';

const KEY = Buffer.alloc(32, 7).toString('base64');

const domain = (
  type: string,
  order: number,
  config: Record<string, unknown> = {},
  extra: Record<string, unknown> = {}
) => ({
  http_enabled: true,
  order,
  http_authenticator: { type, challenge: false, config },
  authentication_backend: { type: 'noop' },
  ...extra,
});

const documentWith = (authc: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
  ({ dynamic: { authc, ...rest } }) as unknown as SecurityConfigDocument;

const read = (authc: Record<string, unknown>, rest?: Record<string, unknown>) =>
  readAuthcSettings(documentWith(authc, rest), defaultProviderRegistry());

const at = (name: string, key: string) => `[config.dynamic.authc.${name}.http_authenticator.config.${key}]`;

describe("config.yml's authc domains", () => {
  it('are the enabled ones by order, with what every domain has; `intern` is read as internal', () => {
    const settings = read(
      {
        later: domain('basic', 2, {}, { authentication_backend: { type: 'intern' } }),
        off: domain('basic', 0, {}, { http_enabled: false }),
        offText: domain('basic', 0, {}, { http_enabled: 'false' }),
        first: domain('ntlm', 1, { ntlm_debug: true }, { authentication_backend: { type: 'noop', config: { a: 1 } } }),
      },
      { authz: { roles: { http_enabled: true, authorization_backend: { type: 'intern' } } } }
    );
    expect(settings.domains).toEqual([
      {
        name: 'first',
        type: 'ntlm',
        order: 1,
        challenge: false,
        backend: 'noop',
        backendConfig: { a: 1 },
        authenticatorConfig: { ntlm_debug: true },
      },
      {
        name: 'later',
        type: 'basic',
        order: 2,
        challenge: false,
        backend: 'internal',
        backendConfig: {},
        authenticatorConfig: {},
      },
    ]);
    // A type this server has no factory for stays in the list, with no settings read.
    expect(settings.domains[0].settings).toBeUndefined();
    expect(settings.authz).toEqual([{ name: 'roles', type: 'internal', config: {} }]);
  });

  it("has each type's own settings read by its factory: every jwt domain, the first proxy domain only", () => {
    const settings = read({
      second: domain('jwt', 2, { signing_key: KEY, subject_key: 'email' }),
      first: domain('jwt', 1, { signing_key: KEY }),
      proxy: domain('proxy', 3, { user_header: 'X-User' }),
      // Not read, as before: only the first proxy domain counts.
      laterProxy: domain('extended-proxy', 4, { user_header: 5 }),
      cert: domain('clientcert', 5, { username_attribute: 'cn' }),
    });
    expect(domainsOf(settings, jwtDomainParser).map((d) => [d.name, d.settings.subjectKey])).toEqual([
      ['first', 'sub'],
      ['second', 'email'],
    ]);
    expect(firstDomainOf(settings, proxyDomainParser)).toEqual({
      name: 'proxy',
      userHeader: 'x-user',
      rolesHeader: 'x-proxy-roles',
    });
    expect(domainsOf(settings, proxyDomainParser)).toHaveLength(1);
    expect(firstDomainOf(settings, clientCertDomainParser)).toEqual({
      name: 'cert',
      usernameAttribute: 'cn',
      rolesAttribute: null,
    });
  });

  it('reads no type it has no factory for: a registry without jwt leaves a broken jwt domain alone', () => {
    const broken = { jwt: domain('jwt', 0, {}) };
    expect(() => read(broken)).toThrow(`${at('jwt', 'signing_key')} is required for JWT authentication.`);
    const settings = readAuthcSettings(documentWith(broken), new ProviderRegistry());
    expect(settings.domains.map((d) => [d.name, d.settings])).toEqual([['jwt', undefined]]);
  });

  it.each([
    [{ j: domain('jwt', 0, { signing_key: 'c2hvcnQ=' }) }, `${at('j', 'signing_key')} is too short`],
    [
      { j: domain('jwt', 0, { signing_key: KEY, required_audience: [1] }) },
      `${at('j', 'required_audience')} must be a string, a comma-separated string or a list of strings.`,
    ],
    [
      { o: domain('openid', 0, { jwt_clock_skew_tolerance_seconds: -1 }) },
      `${at('o', 'jwt_clock_skew_tolerance_seconds')} must be a whole number of seconds, 0 or more.`,
    ],
    [{ p: domain('proxy', 0, { roles_header: 7 }) }, `${at('p', 'roles_header')} must be a string.`],
    [
      { c: domain('clientcert', 0, { roles_attribute: 'o u' }) },
      `${at('c', 'roles_attribute')} must be the name of a subject attribute such as cn or ou; got "o u".`,
    ],
  ])('names the wrong key of a domain (%#)', (authc, message) => {
    expect(() => read(authc)).toThrow(message);
  });

  it('reads what all domains share: anonymous access and the trusted proxies', () => {
    const http = (value: unknown) => ({ http: { anonymous_auth_enabled: 'true', xff: { internalProxies: value } } });
    const settings = read({}, http('10\\.0\\.0\\.\\d+'));
    expect(settings.anonymousAuthEnabled).toBe(true);
    expect(settings.internalProxies?.test('10.0.0.7')).toBe(true);
    expect(settings.internalProxies?.test('10.0.0.7x')).toBe(false);
    expect(() => read({}, http('('))).toThrow(
      '[config.dynamic.http.xff.internalProxies] is not a valid regular expression'
    );
    expect(() => read({}, http(5))).toThrow(
      '[config.dynamic.http.xff.internalProxies] must be a regular expression string.'
    );
  });
});
