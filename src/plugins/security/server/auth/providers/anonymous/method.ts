import type { SignInMethod } from '../sign_in_method';

export const ANONYMOUS_LOGIN_PATH = '/auth/anonymous';

/** Anonymous access (`auth.anonymous_auth_enabled`): a button beside the other methods. */
export const anonymousMethod: SignInMethod = {
  name: 'anonymous',
  title: 'Anonymous',
  sessionTypes: ['anonymous'],
  loginEntry: (config) =>
    config.auth.anonymous_auth_enabled
      ? {
          kind: 'button',
          order: 50,
          label: config.ui.anonymous.login.buttonname,
          path: ANONYMOUS_LOGIN_PATH,
          icon: 'user',
        }
      : undefined,
};
