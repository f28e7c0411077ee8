import type { SignInMethod } from '../sign_in_method';
import { isConfigured } from '../sign_in_method';

export const SAML_LOGIN_PATH = '/auth/saml/login';

/** SAML: a button to the identity provider; log out hands over to its single logout. */
export const samlMethod: SignInMethod = {
  name: 'saml',
  authType: 'saml',
  combines: true,
  title: 'SAML',
  sessionTypes: ['saml'],
  logout: { control: 'link', toLoginPage: false },
  autoLoginPath: SAML_LOGIN_PATH,
  loginEntry: (config) =>
    isConfigured(samlMethod, config)
      ? { kind: 'button', order: 40, label: config.ui.saml.login.buttonname, path: SAML_LOGIN_PATH, icon: 'lock' }
      : undefined,
};
