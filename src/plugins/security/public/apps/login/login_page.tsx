import React, { useEffect, useRef, useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldPassword,
  EuiFieldText,
  EuiForm,
  EuiFormRow,
  EuiImage,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
  useEuiTheme,
} from '@elastic/eui';
import { DEFAULT_PRODUCT_MARK_URL, useLoad } from '../../../../../core/public';
import type { LoginUiConfig } from '../../../common/config';
import type { SecurityApi } from '../../apis/security_api';
import { MISSING_CREDENTIALS_MESSAGE, loginErrorMessage } from './login_error';
import { brandImageSource, loginButtonStyle, loginRedirectTarget } from './login_target';
import { FORM_ONLY, SsoOptions, authErrorMessage, ssoButtons, type LoginOptions } from './sso_options';

export interface LoginPageProps {
  api: Pick<SecurityApi, 'login' | 'getAccountInfoSafe'>;
  /** The base path as the browser sees it ('' or e.g. '/abc'). */
  basePath: string;
  loginConfig: LoginUiConfig;
  /** The login page's query string, holding `nextUrl`. */
  search: string;
  /**
   * The login page's hash: a redirect to the login page keeps the fragment of the page asked for
   * (`/app/x#/view/1` becomes `/app/login?nextUrl=/app/x#/view/1`), so it belongs to nextUrl.
   */
  hash?: string;
  /** The configured types (the form shows when basicauth is one), SSO buttons and anonymous access. */
  options?: LoginOptions;
  /** A full page load: the shell and every plugin start again for the signed-in user. */
  redirect(url: string): void;
  /** Called after a successful login, before leaving (e.g. to reset per-session flags). */
  onLoggedIn?(): void;
}

export const LoginPage: React.FC<LoginPageProps> = ({
  api,
  basePath,
  loginConfig,
  search,
  hash = '',
  options = FORM_ONLY,
  redirect,
  onLoggedIn,
}) => {
  const { euiTheme } = useEuiTheme();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const mounted = useRef(true);
  const next = loginRedirectTarget(search, basePath);
  const target = hash.length > 1 && !next.includes('#') ? `${next}${hash}` : next;
  const showForm = options.types.includes('basicauth');
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

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await api.login(username, password);
      onLoggedIn?.();
      redirect(target);
    } catch (loginError) {
      if (!mounted.current) return;
      setError(loginErrorMessage(loginError));
      setSubmitting(false);
    }
  };

  // As upstream: with no (usable) brand image configured, the product's own default mark shows.
  const imageSrc = loginConfig.showbrandimage
    ? (brandImageSource(loginConfig.brandimage, basePath) ?? DEFAULT_PRODUCT_MARK_URL)
    : undefined;
  const isDefaultImage = imageSrc === DEFAULT_PRODUCT_MARK_URL;
  const button = loginButtonStyle(loginConfig.buttonstyle);

  return (
    // One background for the whole page (the page's own colour): the panel is the only surface.
    <div
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        padding: '10vh 16px',
        background: euiTheme.colors.backgroundBasePlain,
      }}
      data-test-subj="loginPage"
    >
      <EuiPanel
        paddingSize="l"
        hasBorder
        grow={false}
        style={{ width: 400, maxWidth: '100%' }}
        data-test-subj="loginPanel"
      >
        {imageSrc && (
          <>
            {isDefaultImage ? (
              <div style={{ display: 'flex', justifyContent: 'center' }}>
                <EuiImage src={imageSrc} alt="" size={64} data-test-subj="loginBrandImage" />
              </div>
            ) : (
              <EuiImage src={imageSrc} alt="" size="fullWidth" data-test-subj="loginBrandImage" />
            )}
            <EuiSpacer size="m" />
          </>
        )}
        <EuiTitle size="s">
          <h1 data-test-subj="loginTitle" style={{ textAlign: 'center' }}>
            {loginConfig.title}
          </h1>
        </EuiTitle>
        {loginConfig.subtitle && (
          <>
            <EuiSpacer size="s" />
            <EuiText size="s" color="subdued" textAlign="center" data-test-subj="loginSubtitle">
              <p>{loginConfig.subtitle}</p>
            </EuiText>
          </>
        )}
        <EuiSpacer size="l" />
        {ssoError !== undefined && (
          <>
            <EuiCallOut
              color="danger"
              iconType="error"
              title={ssoError}
              role="alert"
              size="s"
              data-test-subj="loginSsoError"
            />
            <EuiSpacer size="m" />
          </>
        )}
        {showForm && (
          <EuiForm component="form" onSubmit={onSubmit} noValidate data-test-subj="loginForm">
            <EuiFormRow label="Username" id="securityLoginUsernameRow">
              <EuiFieldText
                id="securityLoginUsername"
                name="username"
                icon="user"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                isInvalid={error !== undefined}
                data-test-subj="loginUsername"
              />
            </EuiFormRow>
            <EuiFormRow label="Password" id="securityLoginPasswordRow">
              <EuiFieldPassword
                id="securityLoginPassword"
                name="password"
                type="dual"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                isInvalid={error !== undefined}
                data-test-subj="loginPassword"
              />
            </EuiFormRow>
            {error !== undefined && (
              <>
                <EuiSpacer size="m" />
                <EuiCallOut
                  color="danger"
                  iconType="error"
                  title={error}
                  role="alert"
                  size="s"
                  data-test-subj="loginError"
                />
              </>
            )}
            <EuiSpacer size="l" />
            <EuiButton
              type="submit"
              fill
              fullWidth
              isLoading={submitting}
              className={button.className}
              style={button.style}
              data-test-subj="loginSubmit"
            >
              Log in
            </EuiButton>
          </EuiForm>
        )}
        <SsoOptions options={options} basePath={basePath} target={target} separated={showForm} />
        {!showForm && ssoButtons(options).length === 0 && (
          <EuiText size="s" textAlign="center" data-test-subj="loginExternalOnly">
            <p>Sign in through your organization&apos;s sign-in service, then open this page again.</p>
          </EuiText>
        )}
      </EuiPanel>
    </div>
  );
};
