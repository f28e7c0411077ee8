/**
 * What the login page shows, from the configuration alone: the browser's page draws it, and the
 * server writes the same form into the page's first HTML (server/login_page_html.ts).
 */
import { CLIENTCERT_LOGIN_PATH, KERBEROS_LOGIN_PATH } from './login_info';
import type { LoginOptions } from './login_options';

export { FORM_ONLY, loginOptionsFrom, type LoginOptions } from './login_options';

export const CLIENTCERT_BUTTON_LABEL = 'Log in with your certificate';
export const KERBEROS_BUTTON_LABEL = 'Log in with Kerberos';

interface SsoButton {
  type: 'clientcert' | 'kerberos' | 'openid' | 'saml' | 'anonymous';
  label: string;
  path: string;
}

export function ssoButtons(options: LoginOptions): SsoButton[] {
  const buttons: SsoButton[] = [];
  if (options.clientCertificate) {
    buttons.push({ type: 'clientcert', label: CLIENTCERT_BUTTON_LABEL, path: CLIENTCERT_LOGIN_PATH });
  }
  // The server answers 401 Negotiate: a browser with a ticket signs in, one without comes back here.
  if (options.types.includes('kerberos')) {
    buttons.push({ type: 'kerberos', label: KERBEROS_BUTTON_LABEL, path: KERBEROS_LOGIN_PATH });
  }
  if (options.types.includes('openid')) {
    buttons.push({ type: 'openid', label: options.buttonNames.openid, path: '/auth/openid/login' });
  }
  if (options.types.includes('saml')) {
    buttons.push({ type: 'saml', label: options.buttonNames.saml, path: '/auth/saml/login' });
  }
  if (options.anonymous) {
    buttons.push({ type: 'anonymous', label: options.buttonNames.anonymous, path: '/auth/anonymous' });
  }
  return buttons;
}

/**
 * The configured brand image: a site path gets the base path, an http(s) or data-image URL is
 * kept, anything else (e.g. a javascript: URL) is dropped.
 */
export function brandImageSource(brandimage: string, basePath: string): string | undefined {
  const value = brandimage.trim();
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return basePath && !value.startsWith(`${basePath}/`) ? `${basePath}${value}` : value;
  }
  return undefined;
}

/**
 * `buttonstyle` is either CSS declarations ("background-color: #005eb8; color: white") or class
 * names. Declarations become a React style object, so nothing of it reaches the DOM as markup.
 */
export function loginButtonStyle(buttonstyle: string): { className?: string; style?: Record<string, string> } {
  const value = buttonstyle.trim();
  if (!value) return {};
  if (!value.includes(':')) return { className: value };
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || !propertyValue) continue;
    style[property.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase())] = propertyValue;
  }
  return { style };
}
