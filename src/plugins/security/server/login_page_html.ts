import {
  DEFAULT_PRODUCT_MARK_URL,
  escapeHtml,
  lightPageHtml,
  lightPanelHtml,
  lightPasswordFieldHtml,
  lightSubmitButtonHtml,
  lightTextFieldHtml,
  type Translator,
} from '../../../core/server';
import type { PublicSecurityConfig } from '../common/config';
import { LOGIN_REASON_PARAM } from '../common/login_reason';
import { brandImageSource, loginButtonStyle, loginHeadings } from '../common/login_page';

export interface LoginPageHtmlInput {
  config: PublicSecurityConfig;
  /** The base path as the browser sees it ('' or e.g. '/abc'). */
  basePath: string;
  colorMode: 'light' | 'dark';
  /** The request's locale: the labels are the ones LoginPage draws in it. */
  translator: Translator;
}

/** The query parameters that add a message above the form (the page then waits for its script). */
const MESSAGE_PARAMS = [LOGIN_REASON_PARAM, 'authError'];

/**
 * The login page's form as the server writes it into the page, so it shows before the page's
 * script has run (issue 43: the form in under 300 ms): the first HTML of what `LoginPage` draws
 * (the test renders both). Only for the page the configuration alone decides: the form and
 * nothing beside it. With a single sign-on button, or a message the URL asks for, the page keeps
 * its loading indicator and the script draws everything, as before.
 *
 * The form cannot be sent from this HTML: its fields are in no `form` element and its button is
 * marked unavailable, so Enter or a click sends nothing (never a GET with the password in the
 * URL). The script takes what was typed (and the focus) into the page it draws.
 */
export function loginPageHtml({ config, basePath, colorMode, translator }: LoginPageHtmlInput): string | undefined {
  // A button only some connections get (a verified certificate's) does not count: it comes later.
  const state = config.ui.login_state;
  if (!state.form || state.buttons.some((button) => !button.needs)) return undefined;
  const login = config.ui.basicauth.login;
  const imageSrc = login.showbrandimage
    ? (brandImageSource(login.brandimage, basePath) ?? DEFAULT_PRODUCT_MARK_URL)
    : undefined;
  const imageClass =
    imageSrc === DEFAULT_PRODUCT_MARK_URL ? 'osdLight__image osdLight__image--mark' : 'osdLight__image';
  const button = loginButtonStyle(login.buttonstyle);
  const form =
    '<div data-test-subj="loginForm">' +
    lightTextFieldHtml({
      id: 'securityLoginUsername',
      label: translator.translate('security.login.form.usernameLabel', { defaultMessage: 'Username' }),
      icon: 'user',
      name: 'username',
      autoComplete: 'username',
      autoFocus: true,
      testSubj: 'loginUsername',
    }) +
    lightPasswordFieldHtml({
      id: 'securityLoginPassword',
      label: translator.translate('security.login.form.passwordLabel', { defaultMessage: 'Password' }),
      name: 'password',
      autoComplete: 'current-password',
      testSubj: 'loginPassword',
    }) +
    lightSubmitButtonHtml({
      label: translator.translate('security.login.form.submitButton', { defaultMessage: 'Log in' }),
      className: button.className,
      style: button.style && cssText(button.style),
      testSubj: 'loginSubmit',
    }) +
    '</div>';
  const headings = loginHeadings(login, translator);
  const panel =
    (imageSrc
      ? `<img src="${escapeHtml(imageSrc)}" alt="" class="${imageClass}" data-test-subj="loginBrandImage"/>`
      : '') +
    `<h1 class="osdLight__title" data-test-subj="loginTitle">${escapeHtml(headings.title)}</h1>` +
    (headings.subtitle
      ? `<p class="osdLight__subtitle" data-test-subj="loginSubtitle">${escapeHtml(headings.subtitle)}</p>`
      : '') +
    `<div class="osdLight__form">${form}</div>`;
  return lightPageHtml(colorMode, 'loginPage', lightPanelHtml('loginPanel', panel));
}

/** Whether the page's query asks for a message above the form. */
function asksForMessage(search: string): boolean {
  const query = new URLSearchParams(search);
  return MESSAGE_PARAMS.some((name) => query.has(name));
}

/**
 * `loginPageHtml` for a running server: the page for each locale and colour mode is built once
 * (the configuration does not change while it runs); a request only picks one, or none when its
 * query asks for a message above the form.
 */
export function createLoginPageHtml(
  config: PublicSecurityConfig,
  basePath: string
): (search: string, colorMode: 'light' | 'dark', translator: Translator) => string | undefined {
  const drawn = new Map<string, string | undefined>();
  return (search, colorMode, translator) => {
    if (asksForMessage(search)) return undefined;
    const key = `${translator.locale} ${colorMode}`;
    if (!drawn.has(key)) drawn.set(key, loginPageHtml({ config, basePath, colorMode, translator }));
    return drawn.get(key);
  };
}

/** A style object (camelCase properties) as the declarations React writes for it. */
function cssText(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}
