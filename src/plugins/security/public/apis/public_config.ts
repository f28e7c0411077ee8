import { DEFAULT_READONLY_ROLES } from '../../common/constants';
import type { AuthType, LoginUiConfig, PublicSecurityConfig } from '../../common/config';
import { FORM_ONLY, type LoginState } from '../../common/login_state';

const SSO_BUTTON = 'Log in with single sign-on';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

const DEFAULT_LOGIN_UI: LoginUiConfig = {
  title: 'Log in',
  subtitle: '',
  showbrandimage: false,
  brandimage: '',
  buttonstyle: '',
};

/**
 * The server sends the whole configuration after its own defaults, so these only matter when
 * the server plugin is older or misconfigured: the browser then still gets a full, typed object.
 */
export function readPublicConfig(raw: DeepPartial<PublicSecurityConfig> | undefined): PublicSecurityConfig {
  const config = raw ?? {};
  const login: Partial<LoginUiConfig> = config.ui?.basicauth?.login ?? {};
  return {
    multitenancy: {
      enabled: config.multitenancy?.enabled ?? false,
      tenants: {
        enable_global: config.multitenancy?.tenants?.enable_global ?? true,
        enable_private: config.multitenancy?.tenants?.enable_private ?? true,
        preferred: config.multitenancy?.tenants?.preferred ?? [],
      },
    },
    auth: {
      type: config.auth?.type ?? 'basicauth',
      types: (config.auth?.types as AuthType[] | undefined) ?? [config.auth?.type ?? 'basicauth'],
      logout_url: config.auth?.logout_url ?? '',
      multiple_auth_enabled: config.auth?.multiple_auth_enabled ?? false,
      anonymous_auth_enabled: config.auth?.anonymous_auth_enabled ?? false,
    },
    ui: {
      autologout: config.ui?.autologout ?? true,
      basicauth: { login: { ...DEFAULT_LOGIN_UI, ...stripUndefined(login) } },
      openid: { login: { buttonname: config.ui?.openid?.login?.buttonname || SSO_BUTTON } },
      saml: { login: { buttonname: config.ui?.saml?.login?.buttonname || SSO_BUTTON } },
      anonymous: { login: { buttonname: config.ui?.anonymous?.login?.buttonname || 'Log in as anonymous' } },
      login_state: (config.ui?.login_state as LoginState | undefined) ?? FORM_ONLY,
    },
    readonly_mode: { roles: config.readonly_mode?.roles ?? DEFAULT_READONLY_ROLES },
    clusterPermissions: { include: config.clusterPermissions?.include ?? [] },
    indexPermissions: { include: config.indexPermissions?.include ?? [] },
    disabledTransportCategories: { exclude: config.disabledTransportCategories?.exclude ?? [] },
    disabledRestCategories: { exclude: config.disabledRestCategories?.exclude ?? [] },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
