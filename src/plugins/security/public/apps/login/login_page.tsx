import React, { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_PRODUCT_MARK_URL,
  LightButton,
  LightCallOut,
  LightPage,
  LightPanel,
  LightPasswordField,
  LightTextField,
  i18n,
  useLoad,
  type LightPageMode,
} from '../../../../../core/public/light';
import type { LoginUiConfig } from '../../../common/config';
import { isLoginReason } from '../../../common/login_reason';
import { loginHeadings } from '../../../common/login_page';
import type { SecurityApi } from '../../apis/security_api';
import { takePendingLoginReason } from '../../utils/storage';
import { loginErrorMessage, missingCredentialsMessage } from './login_error';
import { LOGIN_REASON_NOTICES, loginReasonFrom } from './login_reason';
import { brandImageSource, loginButtonStyle, loginRedirectTarget } from './login_target';
import { FORM_ONLY, type LoginState } from '../../../common/login_state';
import { SsoOptions, authErrorMessage } from './sso_options';
import { isMfaLoginStep, type MfaMethod } from '../../../common/mfa';
import { MfaCodeStep, MfaEnrolStep, type MfaLoginApi } from './mfa_login_step';
import { PasskeyButton } from './passkey_sign_in';
import messages from './messages.json';

export interface LoginPageProps extends LightPageMode {
  /** `getLoginInfo`: whether to offer the certificate login (without it, never). */
  api: Pick<SecurityApi, 'login' | 'getAccountInfoSafe'> &
    Partial<Pick<SecurityApi, 'getLoginInfo'>> &
    // The second step of a user with a factor (or who must enrol one).
    Partial<MfaLoginApi> & {
      /** Passkey sign-in (offered when login_info says the server serves it): the prompt and the session. */
      passkeyLogin?(): Promise<void>;
    };
  /** The base path as the browser sees it ('' or e.g. '/abc'). */
  basePath: string;
  loginConfig: LoginUiConfig;
  /** The login page's query string, holding `nextUrl` and the reason the page is shown (`msg`). */
  search: string;
  /** The login page's fragment: the one of the page the server sent here (it never sees it). */
  hash?: string;
  /** What the server's sign-in methods offer: the form, the buttons (config.ui.login_state). */
  loginState?: LoginState;
  /** A full page load: the shell and every plugin start again for the signed-in user. */
  redirect(url: string): void;
  /** Called after a successful login, before leaving (e.g. to reset per-session flags). */
  onLoggedIn?(): void;
  /** What was typed into the form the server wrote into the page, before this page replaced it. */
  typed?: { username: string; password: string };
}

export const LoginPage: React.FC<LoginPageProps> = ({
  api,
  basePath,
  loginConfig,
  search,
  hash = '',
  loginState = FORM_ONLY,
  redirect,
  onLoggedIn,
  typed,
  ...mode
}) => {
  const [username, setUsername] = useState(typed?.username ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [clientCertificate, setClientCertificate] = useState(false);
  // After a right password: the code (or the enrolment) a user with a second factor still owes.
  const [mfaStep, setMfaStep] = useState<'code' | 'enrol' | undefined>();
  // The methods the user can answer the code step with (a security key is offered for `webauthn`).
  const [mfaMethods, setMfaMethods] = useState<MfaMethod[]>([]);
  const [passkey, setPasskey] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | undefined>();
  const mounted = useRef(true);
  const target = loginRedirectTarget(search, basePath, hash);
  // The URL's reason (a server redirect), else one this tab left before coming here (log out, reload).
  const [pendingReason] = useState(takePendingLoginReason);
  const reason = loginReasonFrom(search) ?? (isLoginReason(pendingReason) ? pendingReason : undefined);
  const notice = reason && LOGIN_REASON_NOTICES[reason];
  const showForm = loginState.form;
  const ssoError = authErrorMessage(search);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Someone already signed in has nothing to do here: send them on. Only once per mount: the
  // target cannot change while the page is open.
  useLoad(() => api.getAccountInfoSafe(), [], {
    onLoad: (info) => {
      if (info) redirect(target);
    },
  });

  // Only the server knows whether this connection showed a certificate it verified.
  useLoad(() => api.getLoginInfo?.(), [], {
    onLoad: (info) => {
      setClientCertificate(info?.client_certificate === true);
      setPasskey(info?.passkey_login === true);
    },
  });
  const passkeyLogin = passkey ? api.passkeyLogin : undefined;
  // A button that needs what login_info says of this connection (a verified certificate) waits for it.
  const buttons = loginState.buttons.filter((button) => !button.needs || clientCertificate);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setError(missingCredentialsMessage());
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      const result: unknown = await api.login(username, password);
      if (isMfaLoginStep(result)) {
        if (!mounted.current) return;
        setPassword('');
        setSubmitting(false);
        setMfaMethods(result.methods ?? []);
        setMfaStep(result.mfa_enrolment_required ? 'enrol' : 'code');
        return;
      }
      onLoggedIn?.();
      redirect(target);
    } catch (loginError) {
      if (!mounted.current) return;
      setError(loginErrorMessage(loginError));
      setSubmitting(false);
    }
  };

  const loggedIn = () => {
    onLoggedIn?.();
    redirect(target);
  };

  // As upstream: with no (usable) brand image configured, the product's own default mark shows.
  const imageSrc = loginConfig.showbrandimage
    ? (brandImageSource(loginConfig.brandimage, basePath) ?? DEFAULT_PRODUCT_MARK_URL)
    : undefined;
  const isDefaultImage = imageSrc === DEFAULT_PRODUCT_MARK_URL;
  const button = loginButtonStyle(loginConfig.buttonstyle);
  const invalid = error !== undefined;
  const headings = loginHeadings(loginConfig, i18n);

  // Plain elements on core's light kit, not EUI: this page is served on its own and must load
  // fast (issue 15); it looks the same, in EUI's colours.
  return (
    <LightPage {...mode} data-test-subj="loginPage">
      <LightPanel data-test-subj="loginPanel">
        {imageSrc && (
          <img
            src={imageSrc}
            alt=""
            className={isDefaultImage ? 'osdLight__image osdLight__image--mark' : 'osdLight__image'}
            data-test-subj="loginBrandImage"
          />
        )}
        <h1 className="osdLight__title" data-test-subj="loginTitle">
          {headings.title}
        </h1>
        {headings.subtitle && (
          <p className="osdLight__subtitle" data-test-subj="loginSubtitle">
            {headings.subtitle}
          </p>
        )}
        <div className="osdLight__form">
          {notice && (
            <LightCallOut title={notice.title} color={notice.color} role="status" data-test-subj="loginReason" />
          )}
          {ssoError !== undefined && (
            <LightCallOut color="danger" title={ssoError} role="alert" data-test-subj="loginSsoError" />
          )}
          {mfaStep && isMfaApi(api) && (
            <>
              <h2 className="osdLight__subtitle" data-test-subj="mfaTitle">
                {mfaStep === 'code'
                  ? i18n.translate(messages.loginMfaCodeTitle)
                  : i18n.translate(messages.loginMfaEnrolTitle)}
              </h2>
              {mfaStep === 'code' ? (
                <MfaCodeStep api={api} methods={mfaMethods} onDone={loggedIn} />
              ) : (
                <MfaEnrolStep api={api} onDone={loggedIn} />
              )}
            </>
          )}
          {showForm && !mfaStep && (
            <form onSubmit={onSubmit} noValidate data-test-subj="loginForm">
              <LightTextField
                id="securityLoginUsername"
                label={i18n.translate(messages.loginFormUsernameLabel)}
                icon="user"
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={setUsername}
                invalid={invalid}
                describedBy="securityLoginError"
                data-test-subj="loginUsername"
              />
              <LightPasswordField
                id="securityLoginPassword"
                label={i18n.translate(messages.loginFormPasswordLabel)}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                invalid={invalid}
                describedBy="securityLoginError"
                data-test-subj="loginPassword"
              />
              {invalid && (
                <LightCallOut
                  id="securityLoginError"
                  color="danger"
                  title={error}
                  role="alert"
                  data-test-subj="loginError"
                />
              )}
              <LightButton
                type="submit"
                fill
                fullWidth
                isLoading={submitting}
                className={button.className}
                style={button.style}
                data-test-subj="loginSubmit"
              >
                {i18n.translate(messages.loginFormSubmitButton)}
              </LightButton>
            </form>
          )}
          {!mfaStep && passkeyLogin && (
            <div data-test-subj="loginPasskeyOption">
              {showForm && (
                <div className="osdLight__divider" role="separator">
                  {i18n.translate(messages.loginPasskeySeparator)}
                </div>
              )}
              <PasskeyButton
                signIn={passkeyLogin}
                onSignedIn={() => {
                  onLoggedIn?.();
                  redirect(target);
                }}
                onError={setPasskeyError}
              />
              {passkeyError && (
                <LightCallOut color="danger" title={passkeyError} role="alert" data-test-subj="loginPasskeyError" />
              )}
            </div>
          )}
          {!mfaStep && (
            <SsoOptions buttons={buttons} basePath={basePath} target={target} separated={showForm || !!passkeyLogin} />
          )}
          {!showForm && buttons.length === 0 && (
            <p className="osdLight__subtitle" data-test-subj="loginExternalOnly">
              {i18n.translate(messages.loginExternalOnly)}
            </p>
          )}
        </div>
      </LightPanel>
    </LightPage>
  );
};

function isMfaApi(api: Partial<MfaLoginApi>): api is MfaLoginApi {
  return !!api.loginWithCode && !!api.startTotp && !!api.confirmTotp;
}
