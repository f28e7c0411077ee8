/**
 * Where a login may send the browser afterwards. Both the login page and the server's login
 * redirect use this one rule, so an attacker-made link (`/app/login?nextUrl=//evil.example`)
 * can never turn the login page into an open redirect.
 */

// Browsers silently drop tabs and newlines anywhere in a URL ("/\t/evil" becomes "//evil") and
// strip leading and trailing control characters: any of them makes the URL suspect.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_DECODE_ROUNDS = 5;
// Any origin works: only whether the URL stays on it matters.
const PROBE_ORIGIN = 'http://next-url.invalid';

/** The URL decoded until stable, or null when it is not valid percent-encoding. */
function fullyDecoded(url: string): string | null {
  let current = url;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function looksLocal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !CONTROL.test(url);
}

/** The path part: query and fragment may legitimately carry encoded slashes and backslashes. */
function pathPart(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

/**
 * The path as a browser or a normalising proxy resolves it: `.` and `..` segments (also spelled
 * `%2e`) removed. `?` and `#` are kept inside the path (a decoded `%3F` must not end it early).
 */
function resolvedPath(path: string): string | null {
  try {
    return new URL(path.replace(/[?#]/g, encodeURIComponent), PROBE_ORIGIN).pathname;
  } catch {
    return null;
  }
}

/** Whether a resolved path would be read as another host: `//host` or `/\host`. */
function namesAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * True when `url` is a path on this server under `basePath` (the base path as the browser sees
 * it, '' or e.g. '/abc'): it starts with one slash, has no scheme, no backslash, no control
 * characters, and its path shows none of those after percent-decoding either (servers and
 * proxies decode too). Dot segments are resolved first, as-is and after decoding (issue 23.13:
 * `/.//evil.com` and `/%2e%2e//evil.com` land on `//evil.com`), and may neither make the path
 * start with `//` nor climb out of the base path.
 */
export function isSafeNextUrl(url: unknown, basePath = ''): boolean {
  if (typeof url !== 'string' || url === '') return false;
  if (!looksLocal(url)) return false;
  // A proxy or server that decodes the path once more must not find "//host" or "\\" either.
  const decodedPath = fullyDecoded(pathPart(url));
  if (decodedPath === null || !looksLocal(decodedPath)) return false;

  let parsed: URL;
  try {
    parsed = new URL(url, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (parsed.origin !== PROBE_ORIGIN) return false;
  const resolved = [parsed.pathname, resolvedPath(decodedPath)];
  if (resolved.some((path) => path === null || namesAnotherHost(path))) return false;

  const base = basePath.replace(/\/+$/, '');
  if (!base) return true;
  return resolved.every((path) => path === base || path!.startsWith(`${base}/`));
}
