import type { SignInMethod } from '../sign_in_method';

/** A proxy in front vouches for the user: the proxy owns the session, so there is no log-out control. */
export const proxyMethod: SignInMethod = {
  name: 'proxy',
  authType: 'proxy',
  title: 'Proxy',
  sessionTypes: ['proxy'],
  logout: { control: 'none', toLoginPage: false },
};
