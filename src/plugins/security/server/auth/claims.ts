/** Reading a user's name and roles out of what an identity source sent (a token's claims, an assertion, a header). */

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A claim by dotted path (`realm_access.roles`); a key holding the dots itself wins. */
export function claimAt(claims: Doc, path: string): unknown {
  if (path in claims) return claims[path];
  let current: unknown = claims;
  for (const part of path.split('.')) {
    if (!isMap(current)) return undefined;
    current = current[part];
  }
  return current;
}

/**
 * Backend roles from a claim: a list of strings, or one comma-separated string. Role strings are
 * kept exactly as sent (OpenSearch does not trim them); empty ones are dropped.
 */
export function rolesFromClaim(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').filter((role) => role !== '');
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string' && role !== '');
  return [];
}
