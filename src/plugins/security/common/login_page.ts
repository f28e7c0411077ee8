/**
 * How the login page draws what the configuration says (its brand image, its button style): the
 * browser's page draws it, and the server writes the same form into the page's first HTML
 * (server/login_page_html.ts). What it offers is the login state (login_state.ts).
 */
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

export const DEFAULT_LOGIN_TITLE = 'Log in to OpenSearch Dashboards';
export const DEFAULT_LOGIN_SUBTITLE = 'If you have lost your user name or password, ask your administrator.';

/** What translates: the browser's i18n or the server's request translator. */
interface Translates {
  translate(id: string, args: { defaultMessage: string }): string;
}

/**
 * The login page's title and subtitle: an administrator's own words as written, the defaults in
 * the page's language.
 */
export function loginHeadings(login: { title: string; subtitle: string }, i18n: Translates) {
  return {
    title:
      login.title === DEFAULT_LOGIN_TITLE
        ? i18n.translate('security.login.defaultTitle', { defaultMessage: 'Log in to OpenSearch Dashboards' })
        : login.title,
    subtitle:
      login.subtitle === DEFAULT_LOGIN_SUBTITLE
        ? i18n.translate('security.login.defaultSubtitle', {
            defaultMessage: 'If you have lost your user name or password, ask your administrator.',
          })
        : login.subtitle,
  };
}
