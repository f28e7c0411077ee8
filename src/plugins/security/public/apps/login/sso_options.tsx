import React from 'react';
import { LightButton, i18n } from '../../../../../core/public/light';
import type { LoginButton } from '../../../common/login_state';
import messages from './messages.json';

/** Texts for the reasons the server sends a failed SSO attempt back with (`?authError=`); unknown ones are not shown. */
function authErrorMessages(): Record<string, string> {
  return {
    jwt_expired: i18n.translate(messages.loginSsoErrorJwtExpired),
    jwt_invalid: i18n.translate(messages.loginSsoErrorJwtInvalid),
    openid_provider_down: i18n.translate(messages.loginSsoErrorOpenidProviderDown),
    openid_denied: i18n.translate(messages.loginSsoErrorOpenidDenied),
    openid_failed: i18n.translate(messages.loginSsoErrorOpenidFailed),
    openid_expired: i18n.translate(messages.loginSsoErrorOpenidExpired),
    saml_idp_down: i18n.translate(messages.loginSsoErrorSamlIdpDown),
    saml_failed: i18n.translate(messages.loginSsoErrorSamlFailed),
    saml_expired: i18n.translate(messages.loginSsoErrorSamlExpired),
    saml_config: i18n.translate(messages.loginSsoErrorSamlConfig),
    anonymous_disabled: i18n.translate(messages.loginSsoErrorAnonymousDisabled),
    clientcert_missing: i18n.translate(messages.loginSsoErrorClientcertMissing),
    clientcert_disabled: i18n.translate(messages.loginSsoErrorClientcertDisabled),
    kerberos_no_ticket: i18n.translate(messages.loginSsoErrorKerberosNoTicket),
    kerberos_invalid: i18n.translate(messages.loginSsoErrorKerberosInvalid),
    kerberos_replayed: i18n.translate(messages.loginSsoErrorKerberosReplayed),
    kerberos_expired: i18n.translate(messages.loginSsoErrorKerberosExpired),
    kerberos_wrong_service: i18n.translate(messages.loginSsoErrorKerberosWrongService),
    kerberos_wrong_realm: i18n.translate(messages.loginSsoErrorKerberosWrongRealm),
    kerberos_disabled: i18n.translate(messages.loginSsoErrorKerberosDisabled),
  };
}

export function authErrorMessage(search: string): string | undefined {
  const code = new URLSearchParams(search).get('authError');
  if (code === null) return undefined;
  const texts = authErrorMessages();
  return Object.prototype.hasOwnProperty.call(texts, code) ? texts[code] : undefined;
}

/**
 * One link-button for the certificate the browser showed, per identity provider and for anonymous access. Plain links (the browser
 * leaves for the provider), so keyboard users reach and open them like any link.
 */
export const SsoOptions: React.FC<{
  /** The login state's buttons this page offers (server/auth/providers: each method's login entry). */
  buttons: readonly LoginButton[];
  basePath: string;
  /** The page to open after the login, hash included. */
  target: string;
  /** A rule above the buttons, when the form comes first. */
  separated: boolean;
}> = ({ buttons, basePath, target, separated }) => {
  if (buttons.length === 0) return null;
  return (
    <>
      {separated && (
        <div className="osdLight__divider" role="separator">
          {i18n.translate(messages.loginSsoSeparator)}
        </div>
      )}
      <div data-test-subj="loginSsoOptions">
        {buttons.map((button) => (
          <LightButton
            key={button.type}
            fullWidth
            href={`${basePath}${button.path}?nextUrl=${encodeURIComponent(target)}`}
            icon={button.icon}
            data-test-subj={`login-${button.type}`}
          >
            {button.label}
          </LightButton>
        ))}
      </div>
    </>
  );
};
