import { identityProviderMethod } from '../sign_in_method';

export const SAML_LOGIN_PATH = '/auth/saml/login';

/** SAML: a button to the identity provider; log out hands over to its single logout. */
export const samlMethod = identityProviderMethod({
  name: 'saml',
  title: 'SAML',
  loginPath: SAML_LOGIN_PATH,
  order: 40,
  buttonName: (config) => config.ui.saml.login.buttonname,
});
