import type { SignInMethod } from '../sign_in_method';
import { isConfigured } from '../sign_in_method';

/** User name and password: the login page's form (and HTTP Basic, the REST listener's). */
export const basicMethod: SignInMethod = {
  name: 'basic',
  authType: 'basicauth',
  combines: true,
  title: 'Username and password',
  sessionTypes: ['basicauth'],
  logout: { control: 'button', toLoginPage: true },
  loginEntry: (config) => (isConfigured(basicMethod, config) ? { kind: 'form', order: 0 } : undefined),
};
