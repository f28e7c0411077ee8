import React from 'react';
import { LightButton, i18n } from '../../../../../core/public/light';
import type { LoginButton } from '../../../common/login_state';
import { messages } from './messages';

/** Texts for the reasons the server sends a failed SSO attempt back with (`?authError=`); unknown ones are not shown. */
function authErrorMessages(): Record<string, string> {
  return {
    jwt_expired: i18n.translate(messages.jwtExpired),
    jwt_invalid: i18n.translate(messages.jwtInvalid),
    openid_provider_down: i18n.translate(messages.openidProviderDown),
    openid_denied: i18n.translate(messages.openidDenied),
    openid_failed: i18n.translate(messages.openidFailed),
    openid_expired: i18n.translate(messages.openidExpired),
    saml_idp_down: i18n.translate(messages.samlIdpDown),
    saml_failed: i18n.translate(messages.samlFailed),
    saml_expired: i18n.translate(messages.samlExpired),
    saml_config: i18n.translate(messages.samlConfig),
    anonymous_disabled: i18n.translate(messages.anonymousDisabled),
    clientcert_missing: i18n.translate(messages.clientcertMissing),
    clientcert_disabled: i18n.translate(messages.clientcertDisabled),
    kerberos_no_ticket: i18n.translate(messages.kerberosNoTicket),
    kerberos_invalid: i18n.translate(messages.kerberosInvalid),
    kerberos_replayed: i18n.translate(messages.kerberosReplayed),
    kerberos_expired: i18n.translate(messages.kerberosExpired),
    kerberos_wrong_service: i18n.translate(messages.kerberosWrongService),
    kerberos_wrong_realm: i18n.translate(messages.kerberosWrongRealm),
    kerberos_disabled: i18n.translate(messages.kerberosDisabled),
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
          {i18n.translate(messages.ssoSeparator)}
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
