import type { AuthType, PublicSecurityConfig } from './config';

// Apart from login_page.ts: the plugin's start reads these, and login_page.ts's rest belongs to the
// login page's own chunk.
/** What the login page offers beside (or instead of) the form: from the server's configuration. */
export interface LoginOptions {
  types: AuthType[];
  anonymous: boolean;
  buttonNames: { openid: string; saml: string; anonymous: string };
  /** The server verified a certificate this browser showed, for a clientcert domain (login_info). */
  clientCertificate?: boolean;
}

/** The form alone, as before multiple authentication. */
export const FORM_ONLY: LoginOptions = {
  types: ['basicauth'],
  anonymous: false,
  buttonNames: { openid: '', saml: '', anonymous: '' },
};

/** The login page's options from the plugin's browser configuration (the shell's login app and the light page). */
export function loginOptionsFrom(config: PublicSecurityConfig): LoginOptions {
  return {
    types: config.auth.types ?? [config.auth.type],
    anonymous: config.auth.anonymous_auth_enabled ?? false,
    buttonNames: {
      openid: config.ui.openid?.login.buttonname ?? '',
      saml: config.ui.saml?.login.buttonname ?? '',
      anonymous: config.ui.anonymous?.login.buttonname ?? '',
    },
  };
}
