import { defineMessages } from '../../../../../core/public/light';

export const messages = defineMessages({
  serverUnreachable: {
    id: 'security.login.error.serverUnreachable',
    defaultMessage: 'The server cannot be reached. Please try again later.',
  },
  missingCredentials: {
    id: 'security.login.error.missingCredentials',
    defaultMessage: 'Enter your username and password.',
  },
  invalidCredentials: { id: 'security.login.error.invalidCredentials', defaultMessage: 'Invalid username or password' },
  tooManyAttempts: {
    id: 'security.login.error.tooManyAttempts',
    defaultMessage: 'Too many failed login attempts. Please try again later.',
  },
  loginFailed: { id: 'security.login.error.loginFailed', defaultMessage: 'Login failed. Please try again.' },
  codeTitle: { id: 'security.login.mfa.codeTitle', defaultMessage: 'Two-step verification' },
  enrolTitle: { id: 'security.login.mfa.enrolTitle', defaultMessage: 'Set up two-step verification' },
  usernameLabel: { id: 'security.login.form.usernameLabel', defaultMessage: 'Username' },
  passwordLabel: { id: 'security.login.form.passwordLabel', defaultMessage: 'Password' },
  submitButton: { id: 'security.login.form.submitButton', defaultMessage: 'Log in' },
  separator: { id: 'security.login.passkey.separator', defaultMessage: 'or' },
  externalOnly: {
    id: 'security.login.externalOnly',
    defaultMessage: "Sign in through your organization's sign-in service, then open this page again.",
  },
  sessionExpired: {
    id: 'security.login.reason.sessionExpired',
    defaultMessage: 'Your session has timed out. Log in again.',
  },
  loggedOut: { id: 'security.login.reason.loggedOut', defaultMessage: 'You have logged out.' },
  passwordChanged: {
    id: 'security.login.reason.passwordChanged',
    defaultMessage: 'Your password was changed. Log in with the new password.',
  },
  signedInElsewhere: {
    id: 'security.login.reason.signedInElsewhere',
    defaultMessage:
      'You were signed out because you signed in elsewhere, and the number of sessions per user is limited. Log in again to continue here.',
  },
  verifyButton: { id: 'security.login.mfa.verifyButton', defaultMessage: 'Verify' },
  secretKey: { id: 'security.mfa.secretKey', defaultMessage: 'Key: {secret}' },
  confirmButton: { id: 'security.login.mfa.confirmButton', defaultMessage: 'Confirm' },
  continueButton: { id: 'security.login.mfa.continueButton', defaultMessage: 'Continue' },
  cancelled: {
    id: 'security.login.passkey.cancelled',
    defaultMessage: 'The passkey sign-in was cancelled or timed out.',
  },
  buttonLabel: { id: 'security.login.passkey.buttonLabel', defaultMessage: 'Sign in with a passkey' },
  jwtExpired: {
    id: 'security.login.ssoError.jwtExpired',
    defaultMessage: 'Your sign-in token has expired. Sign in again through your identity provider.',
  },
  jwtInvalid: {
    id: 'security.login.ssoError.jwtInvalid',
    defaultMessage: 'The sign-in token you came with is not valid.',
  },
  openidProviderDown: {
    id: 'security.login.ssoError.openidProviderDown',
    defaultMessage: 'The identity provider cannot be reached. Please try again later.',
  },
  openidDenied: {
    id: 'security.login.ssoError.openidDenied',
    defaultMessage: 'The identity provider did not grant access (the sign-in was cancelled or refused).',
  },
  openidFailed: {
    id: 'security.login.ssoError.openidFailed',
    defaultMessage: 'Signing in with the identity provider failed. Please try again.',
  },
  openidExpired: {
    id: 'security.login.ssoError.openidExpired',
    defaultMessage: 'The sign-in took too long or was started in another window. Please try again.',
  },
  samlIdpDown: {
    id: 'security.login.ssoError.samlIdpDown',
    defaultMessage:
      'The identity provider cannot be reached (its SAML metadata could not be read). Please try again later.',
  },
  samlFailed: {
    id: 'security.login.ssoError.samlFailed',
    defaultMessage: 'Signing in with the identity provider failed: its answer could not be verified. Please try again.',
  },
  samlExpired: {
    id: 'security.login.ssoError.samlExpired',
    defaultMessage: 'The sign-in took too long or was started in another window. Please try again.',
  },
  samlConfig: {
    id: 'security.login.ssoError.samlConfig',
    defaultMessage: 'Single sign-on is not configured correctly on this server. Ask your administrator.',
  },
  anonymousDisabled: {
    id: 'security.login.ssoError.anonymousDisabled',
    defaultMessage: 'Anonymous access is not enabled on this server.',
  },
  clientcertMissing: {
    id: 'security.login.ssoError.clientcertMissing',
    defaultMessage:
      'Your browser did not present a certificate this server trusts. Choose a certificate issued by your organization, or log in another way.',
  },
  clientcertDisabled: {
    id: 'security.login.ssoError.clientcertDisabled',
    defaultMessage: 'Logging in with a certificate is not enabled on this server.',
  },
  kerberosNoTicket: {
    id: 'security.login.ssoError.kerberosNoTicket',
    defaultMessage:
      'Your browser did not sign you in with Kerberos: it has no ticket for this server, or is not allowed to send one here. Log in another way, or ask your administrator.',
  },
  kerberosInvalid: {
    id: 'security.login.ssoError.kerberosInvalid',
    defaultMessage: 'Your Kerberos ticket could not be verified. Please try again.',
  },
  kerberosReplayed: {
    id: 'security.login.ssoError.kerberosReplayed',
    defaultMessage: 'Your Kerberos sign-in was already used. Please try again.',
  },
  kerberosExpired: {
    id: 'security.login.ssoError.kerberosExpired',
    defaultMessage:
      'Your Kerberos ticket has expired. Renew it (kinit, or sign in to your computer again) and try again.',
  },
  kerberosWrongService: {
    id: 'security.login.ssoError.kerberosWrongService',
    defaultMessage: 'Your Kerberos ticket is not for this server.',
  },
  kerberosWrongRealm: {
    id: 'security.login.ssoError.kerberosWrongRealm',
    defaultMessage: 'Your Kerberos ticket is from a realm this server does not accept.',
  },
  kerberosDisabled: {
    id: 'security.login.ssoError.kerberosDisabled',
    defaultMessage: 'Logging in with Kerberos is not configured on this server.',
  },
  ssoSeparator: { id: 'security.login.sso.separator', defaultMessage: 'or' },
});
