import { describe, expect, it } from '@jest/globals';
import { readPublicConfig } from './public_config';

describe('readPublicConfig', () => {
  it('fills every field when the server sent nothing', () => {
    const config = readPublicConfig({});
    expect(config.multitenancy).toEqual({
      enabled: false,
      tenants: { enable_global: true, enable_private: true, preferred: [] },
    });
    expect(config.auth).toEqual({
      type: 'basicauth',
      types: ['basicauth'],
      logout_url: '',
      multiple_auth_enabled: false,
      anonymous_auth_enabled: false,
    });
    expect(config.ui.autologout).toBe(true);
    expect(config.ui.openid?.login.buttonname).toBe('Log in with single sign-on');
    expect(config.ui.anonymous?.login.buttonname).toBe('Log in as anonymous');
    expect(config.ui.basicauth.login).toEqual({
      title: 'Log in',
      subtitle: '',
      showbrandimage: false,
      brandimage: '',
      buttonstyle: '',
    });
    expect(config.readonly_mode.roles).toEqual(['kibana_read_only']);
    expect(readPublicConfig(undefined).auth.type).toBe('basicauth');
  });

  it('keeps what the server sent, including false and empty values', () => {
    const config = readPublicConfig({
      multitenancy: { enabled: true, tenants: { enable_global: false } },
      auth: { type: 'openid', logout_url: 'https://idp.example/logout' },
      ui: { autologout: false, basicauth: { login: { title: 'Welcome', showbrandimage: true } } },
      readonly_mode: { roles: [] },
    });
    expect(config.multitenancy.enabled).toBe(true);
    expect(config.multitenancy.tenants.enable_global).toBe(false);
    expect(config.multitenancy.tenants.enable_private).toBe(true);
    expect(config.auth).toMatchObject({
      type: 'openid',
      types: ['openid'],
      logout_url: 'https://idp.example/logout',
    });
    expect(config.ui.autologout).toBe(false);
    expect(config.ui.basicauth.login).toMatchObject({ title: 'Welcome', showbrandimage: true, subtitle: '' });
    expect(config.readonly_mode.roles).toEqual([]);
  });
});
