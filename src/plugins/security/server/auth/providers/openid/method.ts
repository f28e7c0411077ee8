import { identityProviderMethod } from '../sign_in_method';

export const OPENID_LOGIN_PATH = '/auth/openid/login';

/** OpenID Connect: a button to the identity provider; log out hands over to its end-session page. */
export const openIdMethod = identityProviderMethod({
  name: 'openid',
  title: 'OpenID Connect',
  loginPath: OPENID_LOGIN_PATH,
  order: 30,
  buttonName: (config) => config.ui.openid.login.buttonname,
});
