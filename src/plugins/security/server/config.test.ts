import { describe, expect, it } from '@jest/globals';
import { PASSWORD_INSTRUCTION, validatePassword } from '../common/password_rules';
import {
  BUILT_IN_PASSWORD_REGEX,
  defaultSecurityConfig,
  parseSecurityConfig,
  passwordPolicyOf,
  publicConfigOf,
} from './config';

describe('parseSecurityConfig', () => {
  it('fills in every default for an empty or missing section', () => {
    const config = parseSecurityConfig(undefined);
    expect(config).toEqual(defaultSecurityConfig());
    expect(config).toMatchObject({
      auth: { type: 'basicauth', logout_url: '' },
      cookie: { name: 'security_authentication', secure: false, isSameSite: 'Lax' },
      session: { idle_timeout: 3_600_000, lifespan: 28_800_000, keepalive: true, max_concurrent: 0 },
      login: {
        max_failures: 5,
        max_failures_global: 50,
        window_ms: 900_000,
        max_failures_per_address: 100,
        max_lockout_ms: 86_400_000,
      },
      multitenancy: { enabled: true, tenants: { enable_global: true, enable_private: true, preferred: [] } },
      readonly_mode: { roles: ['kibana_read_only'] },
      ui: { autologout: true, basicauth: { login: { title: 'Log in to OpenSearch Dashboards' } } },
      clusterPermissions: { include: [] },
      indexPermissions: { include: [] },
      disabledTransportCategories: { exclude: [] },
      disabledRestCategories: { exclude: [] },
      api_tokens: { enabled: true, max_duration_seconds: 31_536_000, max_per_user: 100 },
      restapi: {
        roles_enabled: ['all_access', 'security_rest_api_access'],
        password_validation_regex: '',
        password_validation_error_message: PASSWORD_INSTRUCTION,
      },
    });
    expect(config.cookie.password.reveal()).toBe('');
    expect(parseSecurityConfig({})).toEqual(config);
  });

  it('reads the keys admins know from opensearch_dashboards.yml', () => {
    const config = parseSecurityConfig({
      auth: { type: 'basicauth', logout_url: '/bye' },
      multitenancy: { enabled: false, tenants: { enable_private: 'false', preferred: ['Private'] } },
      cookie: { secure: true, isSameSite: 'None', name: 'sid' },
      session: { idle_timeout: '60000', keepalive: false },
      openid: { connect_url: 'https://idp.example' },
      ui: { basicauth: { login: { title: 'Hello' } } },
    });
    expect(config.auth.logout_url).toBe('/bye');
    expect(config.multitenancy).toEqual({
      enabled: false,
      tenants: { enable_global: true, enable_private: false, preferred: ['Private'] },
    });
    expect({ ...config.cookie, password: config.cookie.password.reveal() }).toEqual({
      name: 'sid',
      password: '',
      secure: true,
      secureConfigured: true,
      isSameSite: 'None',
    });
    expect(config.session).toEqual({ idle_timeout: 60_000, lifespan: 28_800_000, keepalive: false, max_concurrent: 0 });
    expect(parseSecurityConfig({ session: { max_concurrent: '3' } }).session.max_concurrent).toBe(3);
    expect(config.ui.basicauth.login.title).toBe('Hello');
    expect(parseSecurityConfig({ auth: { type: '' } }).auth.type).toBe('basicauth');
    expect(parseSecurityConfig({ auth: { type: ['basicauth'] } }).auth.type).toBe('basicauth');
  });

  it('reads the backend and the REST API listener (off without a port)', () => {
    const config = parseSecurityConfig({});
    expect(config.backend).toBe('embedded');
    expect(config.restapi.port).toBeUndefined();
    expect(config.restapi.host).toBeUndefined();
    const listener = parseSecurityConfig({ backend: 'opensearch', restapi: { port: '9200', host: '0.0.0.0' } });
    expect(listener.backend).toBe('opensearch');
    expect(listener.restapi).toMatchObject({ port: 9200, host: '0.0.0.0' });
    expect(parseSecurityConfig({ restapi: { port: 0 } }).restapi.port).toBe(0);
  });

  it('reads login.max_failures_global; unset, it is 50 or max_failures when that is higher', () => {
    expect(parseSecurityConfig({ login: { max_failures_global: 80 } }).login.max_failures_global).toBe(80);
    expect(parseSecurityConfig({ login: { max_failures: 1000 } }).login.max_failures_global).toBe(1000);
    expect(parseSecurityConfig({ login: { max_failures: 7 } }).login.max_failures_global).toBe(50);
  });

  it('reads several types, anonymous access and the SSO keys with upstream defaults', () => {
    const config = parseSecurityConfig({
      auth: { type: ['basicauth', 'openid'], multiple_auth_enabled: true, anonymous_auth_enabled: true },
      openid: { connect_url: 'https://idp.example/.well-known/openid-configuration', client_id: 'dashboards' },
      ui: { openid: { login: { buttonname: 'Company login' } } },
    });
    expect(config.auth).toEqual({
      type: 'basicauth',
      types: ['basicauth', 'openid'],
      logout_url: '',
      auto_login: false,
      default_redirect_auth_type: '',
      multiple_auth_enabled: true,
      anonymous_auth_enabled: true,
    });
    expect(config.openid.client_secret.reveal()).toBe('');
    expect(config.openid).toMatchObject({
      client_id: 'dashboards',
      scope: 'openid profile email address phone',
      refresh_tokens: true,
      base_redirect_url: '',
    });
    expect(config.ui.openid.login.buttonname).toBe('Company login');
    expect(config.ui.saml.login.buttonname).toBe('Log in with single sign-on');
    expect(config.jwt).toEqual({ url_param: 'authorization', header: 'Authorization' });
    expect(parseSecurityConfig({ auth: { type: 'jwt' } }).auth.types).toEqual(['jwt']);
    const saml = parseSecurityConfig({
      auth: { type: ['basicauth', 'openid', 'saml'], multiple_auth_enabled: true },
      openid: { connect_url: 'https://idp.example/.well-known/openid-configuration', client_id: 'dashboards' },
      ui: { saml: { login: { buttonname: 'Company SAML' } } },
    });
    expect(saml.auth.types).toEqual(['basicauth', 'openid', 'saml']);
    expect(saml.ui.saml.login.buttonname).toBe('Company SAML');
  });

  it.each([
    [{ multitenancy: { enabled: 'yes' } }, '[opensearch_security.multitenancy.enabled] must be true or false.'],
    [{ backend: 'ldap' }, '[opensearch_security.backend] must be "embedded" or "opensearch".'],
    [{ restapi: { port: 65536 } }, '[opensearch_security.restapi.port] must be a port number from 0 to 65535.'],
    [{ restapi: { port: 'http' } }, '[opensearch_security.restapi.port] must be a port number from 0 to 65535.'],
    [
      { readonly_mode: { roles: 'kibana_read_only' } },
      '[opensearch_security.readonly_mode.roles] must be a list of strings.',
    ],
    [{ session: { lifespan: 0 } }, '[opensearch_security.session.lifespan] must be a whole number greater than 0.'],
    [
      { session: { max_concurrent: -1 } },
      '[opensearch_security.session.max_concurrent] must be a whole number: 0 (no limit) or more.',
    ],
    [
      { session: { max_concurrent: 'two' } },
      '[opensearch_security.session.max_concurrent] must be a whole number: 0 (no limit) or more.',
    ],
    [
      { login: { max_failures: 2.5 } },
      '[opensearch_security.login.max_failures] must be a whole number greater than 0.',
    ],
    [
      { login: { max_failures_per_address: 0 } },
      '[opensearch_security.login.max_failures_per_address] must be a whole number greater than 0.',
    ],
    [
      { login: { max_failures_per_address: 'many' } },
      '[opensearch_security.login.max_failures_per_address] must be a whole number greater than 0.',
    ],
    [
      { login: { max_failures_global: 0 } },
      '[opensearch_security.login.max_failures_global] must be a whole number greater than 0.',
    ],
    [
      { login: { max_failures: 10, max_failures_global: 9 } },
      '[opensearch_security.login.max_failures_global] must be at least [opensearch_security.login.max_failures] (10).',
    ],
    [
      { login: { window_ms: 60_000, max_lockout_ms: 59_999 } },
      '[opensearch_security.login.max_lockout_ms] must be at least [opensearch_security.login.window_ms] (60000).',
    ],
    [
      { cookie: { isSameSite: 'lax' } },
      '[opensearch_security.cookie.isSameSite] must be one of Strict, Lax, None; got "lax".',
    ],
    [
      { cookie: { isSameSite: 'None' } },
      '[opensearch_security.cookie.isSameSite] "None" needs opensearch_security.cookie.secure: true.',
    ],
    [
      { auth: { type: ['basicauth', 'openid'] }, openid: { connect_url: 'http://idp', client_id: 'c' } },
      '[opensearch_security.auth.multiple_auth_enabled] must be true when opensearch_security.auth.type lists 2 types.',
    ],
    [
      { auth: { type: ['basicauth', 'jwt'], multiple_auth_enabled: true } },
      '[opensearch_security.auth.type] "jwt" cannot be combined with other types; only basicauth, openid, saml, kerberos can.',
    ],
    [{ auth: { type: [] } }, '[opensearch_security.auth.type] must name at least one authentication type.'],
    [
      { auth: { type: ['basicauth', 'saml'], multiple_auth_enabled: true, default_redirect_auth_type: 'basicauth' } },
      '[opensearch_security.auth.default_redirect_auth_type] must be a single sign-on type of opensearch_security.auth.type (saml); got "basicauth".',
    ],
    [
      { auth: { type: ['basicauth', 'saml'], multiple_auth_enabled: true, default_redirect_auth_type: 'openid' } },
      '[opensearch_security.auth.default_redirect_auth_type] must be a single sign-on type of opensearch_security.auth.type (saml); got "openid".',
    ],
    [
      { auth: { type: 'ntlm' } },
      '[opensearch_security.auth.type] must be one of basicauth, openid, jwt, saml, proxy, kerberos; got "ntlm".',
    ],
    [
      { auth: { type: 'saml' }, ui: { saml: { login: { buttonname: 5 } } } },
      '[opensearch_security.ui.saml.login.buttonname] must be a string.',
    ],
    [
      { auth: { type: 'openid' } },
      '[opensearch_security.openid.client_id] is required when opensearch_security.auth.type includes openid.',
    ],
    [
      { auth: { type: 'openid' }, openid: { client_id: 'c' } },
      '[opensearch_security.openid.connect_url] is required when opensearch_security.auth.type includes openid.',
    ],
    [
      { auth: { type: 'openid' }, openid: { client_id: 'c', connect_url: 'idp.example/x' } },
      '[opensearch_security.openid.connect_url] must be an absolute http or https URL; got "idp.example/x".',
    ],
    [
      { auth: { type: 'openid' }, openid: { client_id: 'c', connect_url: 'https://idp', scope: 'profile' } },
      '[opensearch_security.openid.scope] must include "openid"; got "profile".',
    ],
    [
      { auth: { anonymous_auth_enabled: 'sure' } },
      '[opensearch_security.auth.anonymous_auth_enabled] must be true or false.',
    ],
    [
      { jwt: { url_param: 'a b' } },
      '[opensearch_security.jwt.url_param] must be a header or parameter name; got "a b".',
    ],
    [{ auth: { logout_url: 5 } }, '[opensearch_security.auth.logout_url] must be a string.'],
    [
      { kerberos: { allowed_realms: ['OTHER.TEST', 'A B'] } },
      '[opensearch_security.kerberos.allowed_realms] must be a list of strings.',
    ],
    ['on', '[opensearch_security] must be a map.'],
    [
      { sesion: { idle_timeout: 60000 } },
      '[opensearch_security.sesion.idle_timeout] is not a known setting; did you mean opensearch_security.session.idle_timeout?',
    ],
    [
      { cookie: { pasword: 'x' } },
      '[opensearch_security.cookie.pasword] is not a known setting; did you mean opensearch_security.cookie.password?',
    ],
  ])('refuses %j', (raw, message) => {
    expect(() => parseSecurityConfig(raw)).toThrow(message);
  });
});

describe('publicConfigOf', () => {
  it('holds exactly the keys of SPEC 3 "Configuration read"', () => {
    const exposed = publicConfigOf(parseSecurityConfig({ cookie: { password: 'secret'.repeat(8) } }));
    expect(Object.keys(exposed).sort()).toEqual(
      [
        'auth',
        'clusterPermissions',
        'disabledRestCategories',
        'disabledTransportCategories',
        'indexPermissions',
        'multitenancy',
        'readonly_mode',
        'ui',
      ].sort()
    );
    expect(JSON.stringify(exposed)).not.toContain('secret');
  });
});

describe('passwordPolicyOf', () => {
  it('matches the configured regex against the whole password, as Java matches() does', () => {
    const policy = passwordPolicyOf(
      parseSecurityConfig({
        restapi: { password_validation_regex: '[a-z]{4}', password_validation_error_message: 'Four letters.' },
      })
    );
    expect(validatePassword('abcd', policy)).toBeNull();
    expect(validatePassword('abcd1', policy)).toBe('Four letters.');
  });

  it('accepts a Java pattern with escapes Unicode mode refuses', () => {
    const policy = passwordPolicyOf(parseSecurityConfig({ restapi: { password_validation_regex: '[\\w\\_]{3,}' } }));
    expect(validatePassword('a_b', policy)).toBeNull();
  });

  it('without a regex keeps the built-in rule, which the published regex describes', () => {
    const policy = passwordPolicyOf(parseSecurityConfig({}));
    const published = new RegExp(BUILT_IN_PASSWORD_REGEX, 'u');
    for (const password of ['Abcdef1!', 'Ünïcode9#', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!']) {
      expect([password, validatePassword(password, policy) === null]).toEqual([password, published.test(password)]);
    }
  });
});
