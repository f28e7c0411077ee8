import type { SignInMethod } from '../sign_in_method';
import { isConfigured } from '../sign_in_method';

export const OPENID_LOGIN_PATH = '/auth/openid/login';

/** OpenID Connect: a button to the identity provider; log out hands over to its end-session page. */
export const openIdMethod: SignInMethod = {
  name: 'openid',
  authType: 'openid',
  combines: true,
  title: 'OpenID Connect',
  sessionTypes: ['openid'],
  logout: { control: 'link', toLoginPage: false },
  autoLoginPath: OPENID_LOGIN_PATH,
  loginEntry: (config) =>
    isConfigured(openIdMethod, config)
      ? { kind: 'button', order: 30, label: config.ui.openid.login.buttonname, path: OPENID_LOGIN_PATH, icon: 'lock' }
      : undefined,
};
