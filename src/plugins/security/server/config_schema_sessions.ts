/**
 * The session part of `opensearch_security.*`: the cookie, session limits, login lock-out, the
 * second factor and API tokens. config.ts adds the checks across keys.
 */
import { Type } from '@sinclair/typebox';
import { SecretString } from '../../../core/server';
import { flag, positive, text } from './config_schema_helpers';

/** Failed logins of one user name from every address before it is locked everywhere. */
export const DEFAULT_MAX_FAILURES_GLOBAL = 50;

export const cookieSchema = Type.Object(
  {
    name: text('security_authentication', "The session cookie's name."),
    // HMAC key sealing the session id. Empty: a random key kept in the data dir (session/cookie_key.ts).
    password: SecretString({
      default: '',
      description:
        'The key sealing the session cookie (at least 32 characters; the published default key is refused outside dev mode). Empty: a random key generated once and kept in path.data (security_cookie.key) or, with store.url, in PostgreSQL, so every server on the store shares it.',
    }),
    // Unset: false, or true with core's TLS on (plugin.ts), where an explicit false is refused.
    secure: Type.Optional(
      Type.Boolean({
        description:
          'Mark the cookie Secure. Unset: false, or true with server.ssl.enabled (where an explicit false stops the start).',
      })
    ),
    isSameSite: Type.Union([Type.Literal('Strict'), Type.Literal('Lax'), Type.Literal('None')], {
      default: 'Lax',
      description: "The cookie's SameSite attribute; None needs cookie.secure: true.",
    }),
  },
  { description: 'The session cookie.' }
);

export const sessionSchema = Type.Object(
  {
    idle_timeout: Type.Integer({
      minimum: 1,
      default: 3_600_000,
      description:
        'Idle timeout (ms): a session unused this long ends. Requests the page marks as background (osd-system-request: true) never extend it. Old name: session.ttl.',
    }),
    lifespan: Type.Integer({
      minimum: 1,
      default: 28_800_000,
      description: "Absolute lifespan (ms) from login, whatever the activity, for every provider's session.",
    }),
    keepalive: Type.Boolean({ default: true, description: 'When false, activity does not extend the idle timeout.' }),
    max_concurrent: Type.Integer({
      minimum: 0,
      default: 0,
      errorMessage: 'must be a whole number: 0 (no limit) or more.',
      description:
        "Sessions one user may hold at once; a login beyond it ends that user's oldest (audited, the user told why at the login page). 0: no limit. Old name: session.max_sessions.",
    }),
  },
  { description: 'How long sessions last and how many one user may hold.' }
);

export const loginSchema = Type.Object(
  {
    // Each further failure after a lock-out doubles the wait, up to `max_lockout_ms`.
    max_failures: positive(
      5,
      'Failed logins of one user name from one client address (in a row, within login.window_ms) before that name is locked out (429) for that address; the same name still logs in from elsewhere.'
    ),
    window_ms: positive(
      15 * 60_000,
      'The window (ms) failed logins are counted in, and the first lock-out; each further failure doubles the wait.'
    ),
    // Much higher than `max_failures`, so one user's typos behind a shared address (an office NAT)
    // lock out only that user name.
    max_failures_per_address: positive(
      100,
      'Failed logins from one client address within the window, whatever the user names, before the address is locked out for the rest of the window.'
    ),
    // One attacker's wrong passwords cannot keep the real user out, while guessing from many
    // addresses stays capped. Unset: the larger of 50 and max_failures (config.ts).
    max_failures_global: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'Failed logins of one user name from all addresses together (within the window) before it is locked out everywhere; at least login.max_failures. Unset: 50, or login.max_failures when higher.',
      })
    ),
    max_lockout_ms: positive(
      24 * 60 * 60_000,
      'The longest lock-out of a user name (ms), however many failures it collected; at least login.window_ms.'
    ),
  },
  { description: 'Lock-out after failed logins, counted in the store so every server on it counts together.' }
);

export const mfaSchema = Type.Object(
  {
    required_for_roles: Type.Array(Type.String(), {
      default: [],
      description:
        'Users mapped to one of these roles must set up two-step verification at their next login before reaching any page or API.',
    }),
    step_up_seconds: Type.Integer({
      minimum: 1,
      default: 300,
      description:
        'Security writes (the configuration, alert rules, ending sessions, unlocking, API tokens, adding or removing a factor…) by a user with a second factor need a factor check within this many seconds (else 403 with step_up_required).',
    }),
    basic_auth: Type.Union([Type.Literal('refuse'), Type.Literal('allow')], {
      default: 'refuse',
      description:
        'HTTP Basic (a password alone) for a user who has a second factor or whose roles require one, on this server and on the REST API listener: refuse answers 401 saying to use an API token; allow lets the password alone in.',
      errorMessage: 'must be "refuse" or "allow".',
    }),
    webauthn: Type.Object({
      enabled: Type.Boolean({
        default: true,
        description:
          'Internal users may register security keys and passkeys (account menu) and use them as a second factor; false: the routes answer 404.',
      }),
      passkey_login: Type.Boolean({
        default: false,
        description:
          'The login page offers "Sign in with a passkey": a discoverable credential with user verification signs in alone.',
      }),
      rp_id: Type.String({
        default: '',
        description:
          "The WebAuthn relying party id (a domain, e.g. example.com); keys work only under it and its subdomains. Empty: the request's host name.",
      }),
      rp_name: Type.String({
        default: 'OpenSearch Dashboards',
        minLength: 1,
        description: 'The relying party name authenticators show when a key is registered.',
      }),
      origins: Type.Array(Type.String({ minLength: 1 }), {
        default: [],
        description:
          'The origins (scheme://host[:port]) assertions may come from, e.g. behind a proxy. Empty: the scheme this server serves and the Host header.',
      }),
      user_verification: Type.Union(
        [Type.Literal('required'), Type.Literal('preferred'), Type.Literal('discouraged')],
        {
          default: 'preferred',
          description:
            'Whether the authenticator must verify its user (PIN, biometrics) when used as a second factor; required refuses assertions without it. Passkey sign-in always requires it.',
          errorMessage: 'must be "required", "preferred" or "discouraged".',
        }
      ),
      timeout_seconds: Type.Integer({
        minimum: 10,
        maximum: 600,
        default: 120,
        description: 'How long a registration or sign-in challenge stays valid (it is also used only once).',
      }),
    }),
  },
  { description: 'Two-step verification, security keys and passkeys.' }
);

export const apiTokensSchema = Type.Object(
  {
    enabled: flag(
      true,
      'API tokens (Authorization: ApiKey …); false: their page and routes answer 404 and every existing token stops working.'
    ),
    // A year, as upstream's longest preset allows.
    max_duration_seconds: positive(
      31_536_000,
      'The longest lifetime a token may be given (seconds); a longer duration_seconds is refused with 400.'
    ),
    // As upstream: unexpired tokens one user may hold at once (400 beyond it).
    max_per_user: positive(100, 'The unexpired tokens one user may hold; one more is refused with 400.'),
  },
  { description: 'API tokens (Authorization: ApiKey \u2026).' }
);

export const onBehalfOfSchema = Type.Object(
  {
    enabled: flag(
      false,
      'On-behalf-of tokens (REST API generateonbehalfoftoken, then Authorization: Bearer; 10 minutes at most); off: none is issued and every token stops working.'
    ),
  },
  {
    description:
      "On-behalf-of tokens: short-lived tokens an internal user asks for, acting as that user (upstream's on_behalf_of).",
  }
);
