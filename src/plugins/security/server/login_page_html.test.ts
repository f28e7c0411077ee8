/**
 * @jest-environment jsdom
 */
import { deserialize, serialize } from 'node:v8';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '../public/apps/login/login_page';
import { publicConfigOf, parseSecurityConfig } from './config';
import { createLoginPageHtml, loginPageHtml, type LoginPageHtmlInput } from './login_page_html';
import type { PublicSecurityConfig } from '../common/config';
import { DEFAULT_SIGN_IN_METHODS, loginStateOf } from './auth/providers/sign_in_methods';
import { createTranslator } from '../../../core/server';
import GERMAN_LOGIN from '../../../translations/de-DE/security.login.json';

const english = createTranslator({ locale: 'en', messages: {} });

// jsdom's window lacks Node's structuredClone, which the configuration's reader uses.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const COOKIE = { password: 'a-cookie-password-of-32-characters-at-least' };

function configWith(raw: Record<string, unknown> = {}) {
  return publicConfigOf(parseSecurityConfig({ cookie: COOKIE, ...raw }));
}

/** The config with other auth settings, and the login state the reader derives from them. */
function withAuth(config: PublicSecurityConfig, auth: Partial<PublicSecurityConfig['auth']>): PublicSecurityConfig {
  const changed = { ...config.auth, ...auth };
  const signIn = {
    auth: { types: changed.types ?? [], anonymous_auth_enabled: !!changed.anonymous_auth_enabled, auto_login: false },
    ui: { openid: config.ui.openid!, saml: config.ui.saml!, anonymous: config.ui.anonymous! },
  };
  return { ...config, auth: changed, ui: { ...config.ui, login_state: loginStateOf(signIn, DEFAULT_SIGN_IN_METHODS) } };
}

/** An input as the browser's page gets it too: with the page's query string ('' or '?…'). */
type PageInput = LoginPageHtmlInput & { search: string };

/** What the browser's page draws first for the same input. */
function pageDrawn({ config, search, basePath, colorMode }: PageInput): HTMLElement {
  const never = () => new Promise<never>(() => undefined);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      createElement(LoginPage, {
        api: { login: never, getAccountInfoSafe: never },
        basePath,
        loginConfig: config.ui.basicauth.login,
        loginState: config.ui.login_state,
        colorMode,
        search,
        redirect: () => undefined,
      })
    )
  );
  return container;
}

function serverDrawn(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Inline styles as the browser reads them back: React writes them through the style object. */
function withStylesAsRead(container: HTMLElement): HTMLElement {
  for (const element of container.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', element.style.cssText);
  }
  return container;
}

/**
 * The server's form differs from the page's on purpose in three places only: its fields are in a
 * `div` (no form to send before the script runs), its button is marked unavailable, and the
 * username field asks the browser for the focus (React focuses it itself).
 */
function asThePageDrawsIt(html: string): string {
  return html
    .replace('<div data-test-subj="loginForm">', '<form novalidate="" data-test-subj="loginForm">')
    .replace('</div></div></div></div></main>', '</div></form></div></div></main>')
    .replace(' aria-disabled="true"', '')
    .replace(' autofocus=""', '');
}

describe("the login form in the page's first HTML", () => {
  const cases: Array<[string, PageInput]> = [
    [
      'the default configuration',
      { config: configWith(), search: '', basePath: '', colorMode: 'light', translator: english },
    ],
    [
      'a title, subtitle, brand image, button style, base path and dark mode',
      {
        config: configWith({
          ui: {
            basicauth: {
              login: {
                title: 'Sign in to <Acme> & "Co"',
                subtitle: "Use your directory's password",
                showbrandimage: true,
                brandimage: '/ui/acme.svg',
                buttonstyle: 'background-color: #005eb8; color: white',
              },
            },
          },
        }),
        search: '?nextUrl=%2Fabc%2Fapp%2Fhome',
        basePath: '/abc',
        colorMode: 'dark',
        translator: english,
      },
    ],
    [
      'no brand image, and class names as the button style',
      {
        config: configWith({
          ui: { basicauth: { login: { showbrandimage: false, buttonstyle: 'btn-primary wide' } } },
        }),
        search: '',
        basePath: '',
        colorMode: 'light',
        translator: english,
      },
    ],
  ];

  it.each(cases)('is what the page draws first: %s', (_name, input) => {
    const html = loginPageHtml(input);
    expect(html).toBeDefined();
    const page = withStylesAsRead(pageDrawn(input));
    const server = withStylesAsRead(serverDrawn(asThePageDrawsIt(html!)));
    // Attributes in any order, every element, attribute and text the same.
    expect(server.isEqualNode(page) ? '' : server.innerHTML).toBe(server.isEqualNode(page) ? '' : page.innerHTML);
  });

  it('escapes the configured texts', () => {
    const html = loginPageHtml(cases[1][1])!;
    expect(html).toContain('Sign in to &lt;Acme&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Acme>');
  });

  it('cannot be sent before the script runs: no form element, the button unavailable', () => {
    const html = loginPageHtml(cases[0][1])!;
    expect(html).not.toContain('<form');
    expect(html).toMatch(
      /<button type="submit" [^>]*aria-disabled="true" data-test-subj="loginSubmit">Log in<\/button>/
    );
  });

  it('is left to the script when the page shows more than the form', () => {
    const input = cases[0][1];
    const { config } = input;
    for (const auth of [
      { types: ['basicauth', 'openid'] },
      { types: ['basicauth', 'saml'] },
      { types: ['basicauth', 'kerberos'] },
      { types: ['basicauth'], anonymous_auth_enabled: true },
      { type: 'openid', types: ['openid'] },
      { type: 'proxy', types: ['proxy'] },
    ] as const) {
      const other = withAuth(config, { ...auth, types: [...auth.types] });
      expect(loginPageHtml({ ...input, config: other })).toBeUndefined();
    }
    expect(loginPageHtml({ ...input, config: withAuth(config, { types: ['basicauth', 'jwt'] }) })).toBeDefined();
  });

  it('is built once per locale and colour mode for a running server, and left out when the query asks for a message', () => {
    const { config, basePath } = cases[1][1];
    const forServer = createLoginPageHtml(config, basePath);
    for (const colorMode of ['light', 'dark'] as const) {
      expect(forServer('?nextUrl=%2Fabc%2Fapp%2Fhome', colorMode, english)).toBe(
        loginPageHtml({ config, basePath, colorMode, translator: english })
      );
    }
    expect(forServer('?msg=SESSION_EXPIRED', 'light', english)).toBeUndefined();
    expect(forServer('?authError=saml_failed', 'dark', english)).toBeUndefined();
    expect(forServer('?nextUrl=%2Fapp%2Fhome&msg=LOGGED_OUT', 'dark', english)).toBeUndefined();
    expect(
      createLoginPageHtml(withAuth(config, { types: ['basicauth', 'saml'] }), '')('', 'light', english)
    ).toBeUndefined();
  });

  it("writes its labels in the request's locale (the ids LoginPage draws them with)", () => {
    // The shipped German file: the server's ids must be the ones it translates.
    const german = createTranslator({ locale: 'de-DE', messages: GERMAN_LOGIN });
    const forServer = createLoginPageHtml(cases[0][1].config, '');
    const html = forServer('', 'light', german)!;
    expect(html).toContain('>Benutzername</label>');
    expect(html).toContain('>Passwort</label>');
    expect(html).toMatch(/data-test-subj="loginSubmit">Anmelden<\/button>/);
    expect(forServer('', 'light', english)).toContain('>Username</label>');
  });
});
