/**
 * OpenSearch security's name patterns: `*` (any run of characters), `?` (one character), a
 * `/regex/` written between slashes, otherwise an exact name. Variables such as `${user.name}`
 * are replaced by the user's values, which always match literally: a user called `*` must not
 * widen a pattern to every tenant.
 */

/** Values for `${...}` variables, keyed by the variable's name (`user.name`, `attr.internal.team`, ...). */
export type PatternVariables = Record<string, string>;

export type Matcher = (value: string) => boolean;

const VARIABLE = /\$\{([^}]+)\}/g;
const NEVER: Matcher = () => false;
const cache = new Map<string, Matcher>();
const CACHE_LIMIT = 10_000;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function isPlainName(pattern: string): boolean {
  return !pattern.includes('*') && !pattern.includes('?') && !isRegexPattern(pattern) && !pattern.includes('${');
}

function isRegexPattern(pattern: string): boolean {
  return pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/');
}

function globToRegex(text: string): string {
  let out = '';
  for (const ch of text) out += ch === '*' ? '.*' : ch === '?' ? '.' : escapeRegex(ch);
  return out;
}

/** Builds the regular expression source, with each substituted value escaped as a literal. */
function toRegexSource(pattern: string, variables: PatternVariables): string {
  const regex = isRegexPattern(pattern);
  const body = regex ? pattern.slice(1, -1) : pattern;
  let source = '';
  let last = 0;
  for (const match of body.matchAll(VARIABLE)) {
    const text = body.slice(last, match.index);
    source += regex ? text : globToRegex(text);
    const value = variables[match[1].trim()];
    // An unknown variable stays as written, the way OpenSearch leaves it.
    source += value === undefined ? (regex ? escapeRegex(match[0]) : globToRegex(match[0])) : escapeRegex(value);
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = body.slice(last);
  source += regex ? rest : globToRegex(rest);
  return source;
}

export function compilePattern(pattern: string, variables: PatternVariables = {}): Matcher {
  if (!pattern.includes('${')) {
    if (!pattern.includes('*') && !pattern.includes('?') && !isRegexPattern(pattern)) {
      return (value) => value === pattern;
    }
    const hit = cache.get(pattern);
    if (hit) return hit;
    const compiled = build(pattern, {});
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pattern, compiled);
    return compiled;
  }
  return build(pattern, variables);
}

function build(pattern: string, variables: PatternVariables): Matcher {
  if (pattern === '*') return () => true;
  try {
    // Admins' /regex/ patterns are read without the `u` flag, which would refuse escapes like `\-`.
    const re = new RegExp(`^(?:${toRegexSource(pattern, variables)})$`, isRegexPattern(pattern) ? 's' : 'su');
    return (value) => re.test(value);
  } catch {
    // An invalid /regex/ grants nothing rather than failing every request.
    return NEVER;
  }
}

export function matchesAny(patterns: readonly string[], value: string, variables?: PatternVariables): boolean {
  for (const pattern of patterns) if (compilePattern(pattern, variables)(value)) return true;
  return false;
}

/** The variables OpenSearch offers in index and tenant patterns, for one user. */
export function userVariables(
  userName: string,
  options: { roles?: readonly string[]; backendRoles?: readonly string[]; attributes?: Record<string, string> } = {}
): PatternVariables {
  return {
    ...(options.attributes ?? {}),
    'user.name': userName,
    user_name: userName,
    'user.roles': (options.backendRoles ?? []).join(','),
    'user.securityRoles': (options.roles ?? []).join(','),
  };
}

/** The pattern as it reads for one user: each known `${...}` variable replaced by its value. */
export function substitute(pattern: string, variables: PatternVariables): string {
  return pattern.replace(VARIABLE, (whole, name: string) => variables[name.trim()] ?? whole);
}
