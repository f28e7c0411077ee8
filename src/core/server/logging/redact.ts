/**
 * The redaction step every record passes through before any appender sees it: credentials a
 * message or its fields may carry (an Authorization or Cookie header, a password, a token, a
 * secret in a URL's query or user info) are replaced by REDACTED. Applied in one place, so no
 * caller has to remember it and a new appender cannot skip it.
 */
export const REDACTED = '[redacted]';

/** Field, header and parameter names whose values are credentials wherever they appear. */
const SECRET_WORDS =
  /password|passwd|passphrase|secret|token|jwt|api[_-]?key|private[_-]?key|credential|cookie|signature|saml_?(?:response|request)|authorization/i;
/** Short names that are secrets only as a whole name (`code` of OAuth, not `status_code`). */
const SECRET_NAMES = new Set([
  'auth',
  'code',
  'key',
  'pass',
  'pwd',
  'sig',
  'state',
  'nonce',
  'session',
  'sid',
  'ticket',
]);

export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_WORDS.test(lower);
}

const AUTH_SCHEMES = '(?:Basic|Bearer|Negotiate|ApiKey|Digest|NTLM|Token)';
const RULES: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
  // `Authorization: Basic …`, `"authorization":"Bearer …"`, `proxy-authorization=…`: the scheme stays.
  [
    new RegExp(`(["']?(?:proxy-)?authorization["']?\\s*[:=]\\s*["']?)(${AUTH_SCHEMES}\\s+)?[^"'\\s,;}]+`, 'gi'),
    (_m, head: string, scheme = '') => `${head}${scheme}${REDACTED}`,
  ],
  // A Cookie or Set-Cookie header's whole value (every cookie in it).
  [/(["']?(?:set-)?cookie["']?\s*[:=]\s*["']?)[^"'\r\n}]+/gi, `$1${REDACTED}`],
  // Credentials after Basic or Bearer anywhere (`… with Bearer eyJ…`): a word that looks encoded
  // (a digit, a symbol or a capital inside), so prose such as "Basic authentication" stays.
  [
    /\b(Basic|Bearer|basic|bearer|ApiKey)\s+(?!\[redacted\])(?=[A-Za-z0-9+/=._~-]*[0-9+/=._~-]|[A-Za-z0-9+/=._~-]+[A-Z])[A-Za-z0-9+/=._~-]{8,}/g,
    `$1 ${REDACTED}`,
  ],
  // `password=…`, `"client_secret": "…"`, `api_key: …`: a secret-named field and its value.
  [
    /(["']?)([\w.-]*(?:password|passwd|passphrase|secret|token|jwt|api[_-]?key|private[_-]?key|credential)[\w.-]*)\1(\s*[:=]\s*)(["']?)(?!\[redacted\])[^"'\s,;&}]+/gi,
    `$1$2$1$3$4${REDACTED}`,
  ],
  // Short secret names as URL query parameters (`?code=…&state=…`).
  [
    /([?&;](?:auth|code|key|pass|pwd|sig|state|nonce|session|sid|ticket)=)(?!\[redacted\])[^&\s#"']+/gi,
    `$1${REDACTED}`,
  ],
  // A password in a URL's user info (`postgres://user:…@host`).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^@\s/]+@/gi, `$1${REDACTED}@`],
  // A JSON Web Token on its own (header and payload are base64url JSON, so start with eyJ).
  [/\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  // This product's API tokens (`osd_<id>_<secret>`): the id is kept, the secret goes.
  [/\b(osd_[A-Za-z0-9]+_)[A-Za-z0-9_-]{16,}/g, `$1${REDACTED}`],
];

/** `text` with every credential found replaced by REDACTED. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) {
    out = out.replace(pattern, replacement as string);
  }
  return out;
}

/**
 * A URL's path and query with the values of secret-named query parameters (`token`, `code`,
 * `password`, `auth` …) replaced: what the request log writes.
 */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // Left as sent: a malformed name is matched as it is.
      }
      return isSecretName(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

const MAX_DEPTH = 8;

/** A copy of a record's fields: secret-named fields replaced, every string redacted. */
export function redactMeta(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => redactMeta(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretName(key) && child !== null && child !== undefined ? REDACTED : redactMeta(child, depth + 1);
  }
  return out;
}
