import { describe, expect, it } from '@jest/globals';
import { parseSecurityConfig } from '../../config';
import { authTypesOf, autoLoginMethod, DEFAULT_SIGN_IN_METHODS, loginStateOf } from './sign_in_methods';

describe('the sign-in methods as descriptors', () => {
  it('are declared by every factory of the default registry', () => {
    expect(DEFAULT_SIGN_IN_METHODS.map((method) => method.name)).toEqual([
      'basic',
      'openid',
      'jwt',
      'saml',
      'proxy',
      'kerberos',
      'clientcert',
      'anonymous',
      'passkey',
      'apitoken',
    ]);
  });

  it('declare the auth.type values the configuration reader accepts, and those that combine', () => {
    expect(authTypesOf(DEFAULT_SIGN_IN_METHODS)).toEqual({
      all: ['basicauth', 'openid', 'jwt', 'saml', 'proxy', 'kerberos'],
      combining: ['basicauth', 'openid', 'saml', 'kerberos'],
    });
    expect(() => parseSecurityConfig({ auth: { type: 'headertoken' } })).toThrow(
      '[opensearch_security.auth.type] must be one of basicauth, openid, jwt, saml, proxy, kerberos; got "headertoken".'
    );
  });

  it('build the login page: the form, then the buttons in their order, the certificate one where login_info says so', () => {
    const config = parseSecurityConfig({
      auth: {
        type: ['basicauth', 'saml', 'kerberos', 'openid'],
        multiple_auth_enabled: true,
        anonymous_auth_enabled: true,
      },
      openid: { connect_url: 'https://idp.example/.well-known/openid-configuration', client_id: 'dashboards' },
      ui: { openid: { login: { buttonname: 'Company login' } } },
    });
    const state = loginStateOf(config, DEFAULT_SIGN_IN_METHODS);
    expect(state.form).toBe(true);
    expect(state.buttons.map(({ type, label, path }) => [type, label, path])).toEqual([
      ['clientcert', 'Log in with your certificate', '/auth/clientcert/login'],
      ['kerberos', 'Log in with Kerberos', '/auth/kerberos/login'],
      ['openid', 'Company login', '/auth/openid/login'],
      ['saml', 'Log in with single sign-on', '/auth/saml/login'],
      ['anonymous', 'Log in as anonymous', '/auth/anonymous'],
    ]);
    expect(state.buttons[0].needs).toBe('client_certificate');
    expect(state.buttons[4].icon).toBe('user');
  });

  it('say how each session type logs out (the log-out call when not listed)', () => {
    const { logout } = loginStateOf(parseSecurityConfig({}), DEFAULT_SIGN_IN_METHODS);
    expect(logout).toEqual({
      basicauth: { control: 'button', toLoginPage: true },
      openid: { control: 'link', toLoginPage: false },
      saml: { control: 'link', toLoginPage: false },
      proxy: { control: 'none', toLoginPage: false },
      kerberos: { control: 'button', toLoginPage: true },
      passkey: { control: 'button', toLoginPage: true },
    });
  });

  it('pick the one single sign-on method auto-login goes to', () => {
    const one = parseSecurityConfig({
      auth: { type: ['basicauth', 'kerberos'], multiple_auth_enabled: true, auto_login: true },
    });
    expect(autoLoginMethod(one, DEFAULT_SIGN_IN_METHODS)?.autoLoginPath).toBe('/auth/kerberos/login');
    const two = parseSecurityConfig({
      auth: { type: ['saml', 'kerberos'], multiple_auth_enabled: true, auto_login: true },
    });
    expect(autoLoginMethod(two, DEFAULT_SIGN_IN_METHODS)).toBeUndefined();
  });

  it("go to default_redirect_auth_type's method among several, with or without auto_login", () => {
    const chosen = parseSecurityConfig({
      auth: {
        type: ['basicauth', 'saml', 'kerberos'],
        multiple_auth_enabled: true,
        default_redirect_auth_type: 'saml',
      },
    });
    expect(autoLoginMethod(chosen, DEFAULT_SIGN_IN_METHODS)?.autoLoginPath).toBe('/auth/saml/login');
  });
});
