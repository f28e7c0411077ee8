import React from 'react';
import { LightButton, i18n } from '../../../../../core/public/light';
import type { LoginButton } from '../../../common/login_state';

/** Texts for the reasons the server sends a failed SSO attempt back with (`?authError=`); unknown ones are not shown. */
function authErrorMessages(): Record<string, string> {
  return {
    jwt_expired: i18n.translate('security.login.ssoError.jwtExpired', {
      defaultMessage: 'Your sign-in token has expired. Sign in again through your identity provider.',
    }),
    jwt_invalid: i18n.translate('security.login.ssoError.jwtInvalid', {
      defaultMessage: 'The sign-in token you came with is not valid.',
    }),
    openid_provider_down: i18n.translate('security.login.ssoError.openidProviderDown', {
      defaultMessage: 'The identity provider cannot be reached. Please try again later.',
    }),
    openid_denied: i18n.translate('security.login.ssoError.openidDenied', {
      defaultMessage: 'The identity provider did not grant access (the sign-in was cancelled or refused).',
    }),
    openid_failed: i18n.translate('security.login.ssoError.openidFailed', {
      defaultMessage: 'Signing in with the identity provider failed. Please try again.',
    }),
    openid_expired: i18n.translate('security.login.ssoError.openidExpired', {
      defaultMessage: 'The sign-in took too long or was started in another window. Please try again.',
    }),
    saml_idp_down: i18n.translate('security.login.ssoError.samlIdpDown', {
      defaultMessage:
        'The identity provider cannot be reached (its SAML metadata could not be read). Please try again later.',
    }),
    saml_failed: i18n.translate('security.login.ssoError.samlFailed', {
      defaultMessage:
        'Signing in with the identity provider failed: its answer could not be verified. Please try again.',
    }),
    saml_expired: i18n.translate('security.login.ssoError.samlExpired', {
      defaultMessage: 'The sign-in took too long or was started in another window. Please try again.',
    }),
    saml_config: i18n.translate('security.login.ssoError.samlConfig', {
      defaultMessage: 'Single sign-on is not configured correctly on this server. Ask your administrator.',
    }),
    anonymous_disabled: i18n.translate('security.login.ssoError.anonymousDisabled', {
      defaultMessage: 'Anonymous access is not enabled on this server.',
    }),
    clientcert_missing: i18n.translate('security.login.ssoError.clientcertMissing', {
      defaultMessage:
        'Your browser did not present a certificate this server trusts. Choose a certificate issued by your organization, or log in another way.',
    }),
    clientcert_disabled: i18n.translate('security.login.ssoError.clientcertDisabled', {
      defaultMessage: 'Logging in with a certificate is not enabled on this server.',
    }),
    kerberos_no_ticket: i18n.translate('security.login.ssoError.kerberosNoTicket', {
      defaultMessage:
        'Your browser did not sign you in with Kerberos: it has no ticket for this server, or is not allowed to send one here. Log in another way, or ask your administrator.',
    }),
    kerberos_invalid: i18n.translate('security.login.ssoError.kerberosInvalid', {
      defaultMessage: 'Your Kerberos ticket could not be verified. Please try again.',
    }),
    kerberos_replayed: i18n.translate('security.login.ssoError.kerberosReplayed', {
      defaultMessage: 'Your Kerberos sign-in was already used. Please try again.',
    }),
    kerberos_expired: i18n.translate('security.login.ssoError.kerberosExpired', {
      defaultMessage:
        'Your Kerberos ticket has expired. Renew it (kinit, or sign in to your computer again) and try again.',
    }),
    kerberos_wrong_service: i18n.translate('security.login.ssoError.kerberosWrongService', {
      defaultMessage: 'Your Kerberos ticket is not for this server.',
    }),
    kerberos_wrong_realm: i18n.translate('security.login.ssoError.kerberosWrongRealm', {
      defaultMessage: 'Your Kerberos ticket is from a realm this server does not accept.',
    }),
    kerberos_disabled: i18n.translate('security.login.ssoError.kerberosDisabled', {
      defaultMessage: 'Logging in with Kerberos is not configured on this server.',
    }),
  };
}

export function authErrorMessage(search: string): string | undefined {
  const code = new URLSearchParams(search).get('authError');
  if (code === null) return undefined;
  const messages = authErrorMessages();
  return Object.prototype.hasOwnProperty.call(messages, code) ? messages[code] : undefined;
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
          {i18n.translate('security.login.sso.separator', { defaultMessage: 'or' })}
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
