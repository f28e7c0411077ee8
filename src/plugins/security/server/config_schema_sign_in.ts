/**
 * The sign-in part of `opensearch_security.*`: which methods the login page offers and the
 * Dashboards side of each (the identity providers' own settings live in config.yml's authc
 * domains). config.ts adds the checks across keys.
 */
import { Type } from '@sinclair/typebox';
import { SecretString } from '../../../core/server';
import { flag, text } from './config_schema_helpers';
import { DEFAULT_LOGIN_SUBTITLE, DEFAULT_LOGIN_TITLE } from '../common/login_page';

export const DEFAULT_OPENID_SCOPE = 'openid profile email address phone';
export const DEFAULT_SSO_BUTTON_NAME = 'Log in with single sign-on';

const buttonName = (fallback: string, which: string) =>
  Type.Object({ login: Type.Object({ buttonname: text(fallback, `The label of the login page's ${which} button.`) }) });

export const authSchema = Type.Object(
  {
    // One type or a list; config.ts words the messages (which types exist, which combine).
    type: Type.Unknown({
      default: 'basicauth',
      rawValue: true,
      docType: 'string or list of strings',
      description:
        'How users sign in: basicauth, openid, jwt, saml, proxy or kerberos, or a list of several such as [basicauth, openid] (only basicauth, openid, saml and kerberos combine).',
    }),
    multiple_auth_enabled: flag(
      false,
      'Must be true when auth.type lists more than one type: the login page then shows the form (with basicauth) and one button per other type.'
    ),
    anonymous_auth_enabled: flag(
      false,
      'Show a "Log in as anonymous" button (GET /auth/anonymous), signing in as opendistro_security_anonymous with backend role opendistro_security_anonymous_backendrole; config.yml must set http.anonymous_auth_enabled too.'
    ),
    logout_url: text(
      '',
      "Where log out sends the browser when the sign-in method has no logout of its own (an SSO provider's). Empty: the login page."
    ),
    auto_login: Type.Boolean({
      default: false,
      description:
        'With exactly one single sign-on method configured (openid, saml, kerberos…), /app/login sends the browser straight to it; /app/login?auto_login=false shows the page.',
    }),
    default_redirect_auth_type: text(
      '',
      'With several sign-in methods: the single sign-on type (openid, saml…, one of auth.type) /app/login sends the browser straight to, as auto_login does for a single one; /app/login?auto_login=false shows the page. Empty: none.'
    ),
  },
  { description: 'Which sign-in methods the login page offers.' }
);

export const uiSchema = Type.Object(
  {
    autologout: flag(true, 'A 401 answer sends the browser to log in again.'),
    openid: buttonName(DEFAULT_SSO_BUTTON_NAME, 'OpenID Connect'),
    saml: buttonName(DEFAULT_SSO_BUTTON_NAME, 'SAML'),
    anonymous: buttonName('Log in as anonymous', 'anonymous'),
    basicauth: Type.Object({
      login: Type.Object({
        title: text(DEFAULT_LOGIN_TITLE, "The login page's title."),
        subtitle: text(DEFAULT_LOGIN_SUBTITLE, "The login page's subtitle."),
        showbrandimage: flag(true, 'Show a brand image above the login form.'),
        brandimage: text('', "The brand image's URL (http(s) or a path on this server). Empty: the product's mark."),
        buttonstyle: text(
          '',
          "The login button's look: CSS class names, or CSS declarations such as background-color: #00509e."
        ),
      }),
    }),
  },
  { description: "The login page's texts and buttons." }
);

// Dashboards-side OpenID Connect client settings (the provider side is config.yml's openid domain).
export const openidSchema = Type.Object(
  {
    connect_url: text(
      '',
      "The provider's discovery document (…/.well-known/openid-configuration); required when auth.type includes openid."
    ),
    client_id: text('', "This client's id at the provider; required when auth.type includes openid."),
    client_secret: SecretString({
      default: '',
      description: "This client's secret at the provider. Empty: a public client (PKCE only).",
    }),
    scope: text(DEFAULT_OPENID_SCOPE, 'The scopes asked for, separated by spaces; must include openid.'),
    base_redirect_url: text(
      '',
      "This server's public origin; the redirect URI is {base_redirect_url}{basePath}/auth/openid/login. Empty: from the request's Host header."
    ),
    logout_url: text('', "Where log out goes instead of the provider's end_session_endpoint."),
    refresh_tokens: flag(
      true,
      'Renew the session with the refresh token shortly before the ID token expires (false: the session ends then).'
    ),
    root_ca: text(
      '',
      "A PEM file of the CA that signed the provider's certificate, trusted beside the system's for every call to the provider. An unreadable file stops the start."
    ),
    verify_hostnames: flag(
      true,
      "Check that the provider's certificate names its host (false skips only that check; the chain is still checked)."
    ),
  },
  { description: "This server as an OpenID Connect client (the provider's side is config.yml's openid domain)." }
);

export const jwtSchema = Type.Object(
  {
    url_param: text(
      'authorization',
      "The URL parameter that may carry a JWT (config.yml's jwt_url_parameter wins); the page is reloaded without it. Prefer the header: URLs end up in logs."
    ),
    header: text('Authorization', 'The header that carries a JWT (Bearer …).'),
  },
  { description: "Where a JSON Web Token is read from (the keys are config.yml's jwt domain)." }
);

// The acceptor side of Kerberos / SPNEGO (config.yml's kerberos domain): the names OpenSearch
// uses in opensearch.yml. Empty: the system's defaults (/etc/krb5.conf, /etc/krb5.keytab).
export const kerberosSchema = Type.Object(
  {
    krb5_filepath: Type.String({
      default: '',
      description:
        'The krb5.conf the Kerberos acceptor reads (realms, clock skew). Empty: the system default (/etc/krb5.conf, or KRB5_CONFIG).',
    }),
    acceptor_keytab_filepath: Type.String({
      default: '',
      description:
        "The keytab holding the service principal's keys (HTTP/host). Empty: the system default (/etc/krb5.keytab, or KRB5_KTNAME).",
    }),
    acceptor_principal: Type.String({
      default: '',
      description:
        "The service principal tickets must be for (HTTP/host or HTTP/host@REALM). Empty: any principal in the keytab. Users sign in only from this principal's realm (without one: krb5.conf's default_realm) and allowed_realms.",
    }),
    allowed_realms: Type.Array(Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9._-]+$' }), {
      default: [],
      maxItems: 100,
      description:
        "Further realms whose users may sign in (realms that trust this one). Their users' names keep no realm of their own once strip_realm_from_principal strips it: admin@OTHER.TEST would be admin.",
    }),
  },
  { description: "The Kerberos (SPNEGO) acceptor; the domain itself is config.yml's kerberos domain." }
);

// As upstream's `opensearch_security.proxycache.*`.
export const proxycacheSchema = Type.Object(
  {
    user_header: text('', "The header a trusted proxy names the user in. Empty: config.yml's proxy domain decides."),
    roles_header: text(
      '',
      "The header a trusted proxy lists the user's roles in. Empty: config.yml's proxy domain decides."
    ),
    proxy_header: text(
      'x-forwarded-for',
      "The forwarded-for header of a trusted proxy: read from the right, skipping internalProxies, it gives the client address role mappings' hosts match."
    ),
    proxy_header_ip: text(
      '',
      "Upstream's address of Dashboards in that chain: checked to be an IP address but not needed here."
    ),
    login_endpoint: text('', 'Where a page visit the proxy did not vouch for is sent. Empty: the login page.'),
  },
  { description: "Sign-in by a trusted proxy's headers." }
);
