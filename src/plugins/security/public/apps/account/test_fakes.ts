import { jest } from '@jest/globals';
import { httpFetchError } from '../../../../../core/public/mocks';
import type { PublicSecurityConfig } from '../../../common/config';
import type { AccountApi, AccountInfo, PageLocation } from './types';
import type { LoginState } from '../../../common/login_state';

/** Used by tests only: account info, configuration, a fake API and a fake page location. */

/** The login state a server sends with the built-in sign-in methods (sign_in_methods.test.ts checks it there). */
export const SERVER_LOGIN_STATE: LoginState = {
  form: true,
  buttons: [],
  logout: {
    basicauth: { control: 'button', toLoginPage: true },
    openid: { control: 'link', toLoginPage: false },
    saml: { control: 'link', toLoginPage: false },
    proxy: { control: 'none', toLoginPage: false },
    passkey: { control: 'button', toLoginPage: true },
  },
};

export function accountInfo(data: Partial<AccountInfo['data']> = {}): AccountInfo {
  return {
    data: {
      user_name: 'kim',
      is_internal_user: true,
      backend_roles: ['analysts'],
      roles: ['kibana_user', 'own_index'],
      tenants: { global_tenant: true, kim: true, finance: true, admin_tenant: false },
      user_requested_tenant: '',
      ...data,
    },
  };
}

type ConfigOverrides = {
  multitenancy?: Partial<Omit<PublicSecurityConfig['multitenancy'], 'tenants'>> & {
    tenants?: Partial<PublicSecurityConfig['multitenancy']['tenants']>;
  };
  auth?: Partial<PublicSecurityConfig['auth']>;
};

export function securityConfig(overrides: ConfigOverrides = {}): PublicSecurityConfig {
  return {
    multitenancy: {
      enabled: overrides.multitenancy?.enabled ?? true,
      tenants: { enable_global: true, enable_private: true, preferred: [], ...overrides.multitenancy?.tenants },
    },
    auth: { type: 'basicauth', logout_url: '', ...overrides.auth },
    ui: {
      autologout: true,
      basicauth: { login: { title: '', subtitle: '', showbrandimage: false, brandimage: '', buttonstyle: '' } },
      login_state: SERVER_LOGIN_STATE,
    },
    readonly_mode: { roles: ['kibana_read_only'] },
    clusterPermissions: { include: [] },
    indexPermissions: { include: [] },
    disabledTransportCategories: { exclude: [] },
    disabledRestCategories: { exclude: [] },
  };
}

/** Shaped like the http service's fetch error: parsed body plus the response status. */
export function httpError(status: number, message?: string) {
  return httpFetchError(status, message);
}

export function fakeApi(info: AccountInfo = accountInfo()) {
  return {
    login: jest.fn<AccountApi['login']>(async (username) => ({
      username,
      tenants: info.data.tenants,
      roles: info.data.roles,
      backendroles: info.data.backend_roles,
    })),
    logout: jest.fn<AccountApi['logout']>(async () => ({})),
    getAccountInfo: jest.fn<AccountApi['getAccountInfo']>(async () => info),
    // As the server pages them: the custom tenants of `info` (neither global nor the user's own) by name.
    getAccountTenants: jest.fn<AccountApi['getAccountTenants']>(async (search, perPage) => {
      const names = Object.keys(info.data.tenants)
        .filter((name) => name !== 'global_tenant' && name !== info.data.user_name)
        .filter((name) => name.toLowerCase().includes(search.trim().toLowerCase()))
        .sort((a, b) => a.localeCompare(b));
      return {
        total: names.length,
        tenants: names.slice(0, perPage).map((name) => ({ name, writable: info.data.tenants[name] === true })),
      };
    }),
    updatePassword: jest.fn<AccountApi['updatePassword']>(async () => undefined),
    selectTenant: jest.fn<AccountApi['selectTenant']>(async (tenant) => tenant),
  };
}

export function fakeLocation(): PageLocation & { reload: jest.Mock } {
  return { href: 'http://localhost/app/home', reload: jest.fn() };
}
