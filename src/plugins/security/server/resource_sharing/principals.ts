/**
 * The names the sharing pickers offer: internal users, security roles, and the backend roles the
 * role mappings know. A directory or single-sign-on user is known only once they sign in, so a
 * name the server does not know is still a valid recipient (the page says so).
 */
import { HttpError } from '../../../../core/server';
import {
  PRINCIPAL_MATCHES_MAX,
  PRINCIPAL_NAMES_MAX,
  type PrincipalKind,
  type PrincipalsResponse,
} from '../../common/schemas/resource_sharing';
import type { EntriesBackend } from '../backend/types';

async function knownNames(entries: EntriesBackend, kind: PrincipalKind): Promise<string[]> {
  if (kind === 'user') return (await entries.list('internalusers')).items.map((item) => item.name);
  if (kind === 'role') return (await entries.list('roles')).items.map((item) => item.name);
  const backendRoles = new Set<string>();
  for (const { entry } of (await entries.list('rolesmapping')).items) {
    for (const name of [...entry.backend_roles, ...entry.and_backend_roles]) backendRoles.add(name);
  }
  return [...backendRoles];
}

/** `names` of the query: comma-separated, blanks dropped, at most PRINCIPAL_NAMES_MAX. */
export function namesParam(value: string | undefined): string[] {
  if (!value) return [];
  const names = [...new Set(value.split(',').map((name) => name.trim()))].filter((name) => name !== '');
  if (names.length > PRINCIPAL_NAMES_MAX)
    throw new HttpError(400, `[names] may hold at most ${PRINCIPAL_NAMES_MAX} names.`);
  return names;
}

/**
 * Up to PRINCIPAL_MATCHES_MAX names of `kind` starting with `query` (case-insensitive, sorted),
 * and which of `names` are known. A backend that will not list them to this caller (a cluster
 * answering 403 to a user without API access) knows none: the pickers then take names as typed.
 */
export async function principalMatches(
  entries: EntriesBackend,
  kind: PrincipalKind,
  query: string,
  names: readonly string[]
): Promise<PrincipalsResponse> {
  let all: string[];
  try {
    all = await knownNames(entries, kind);
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403))
      return { matches: [], known: [] };
    throw error;
  }
  const prefix = query.toLowerCase();
  const matches = all
    .filter((name) => name.toLowerCase().startsWith(prefix))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, PRINCIPAL_MATCHES_MAX);
  const set = new Set(all);
  return { matches, known: names.filter((name) => set.has(name)) };
}
