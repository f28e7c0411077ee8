/**
 * The rows of the authentication and authorization view, read from `config.dynamic.authc` and
 * `authz`. The configuration comes from YAML an administrator wrote, so every field is read
 * defensively: a missing or mistyped one shows as blank, never breaks the page.
 */
import type { SecurityConfig } from '../../../../../common/types';

type Domain = Record<string, unknown>;

export interface AuthenticationRow {
  name: string;
  /** Execution order; domains without one run after the numbered ones. */
  order?: number;
  httpEnabled: boolean;
  httpType: string;
  challenge: boolean;
  backendType: string;
  description: string;
  /** The whole domain object, for 'View expression'. */
  domain: Domain;
}

export interface AuthorizationRow {
  name: string;
  httpEnabled: boolean;
  backendType: string;
  description: string;
  domain: Domain;
}

function objectAt(value: unknown, key: string): Domain {
  const inner = typeof value === 'object' && value !== null ? (value as Domain)[key] : undefined;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Domain) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function domainsOf(section: unknown): Array<[string, Domain]> {
  if (typeof section !== 'object' || section === null) return [];
  return Object.entries(section as Domain).map(([name, value]) => [
    name,
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Domain) : {},
  ]);
}

/** Authentication domains in the order the security plugin tries them (`order` ascending, then name). */
export function authenticationRows(config: SecurityConfig | undefined): AuthenticationRow[] {
  const rows = domainsOf(config?.dynamic?.authc).map(([name, domain]): AuthenticationRow => {
    const authenticator = objectAt(domain, 'http_authenticator');
    const order = domain.order;
    return {
      name,
      order: typeof order === 'number' && Number.isFinite(order) ? order : undefined,
      httpEnabled: domain.http_enabled === true,
      httpType: text(authenticator.type),
      challenge: authenticator.challenge === true,
      backendType: text(objectAt(domain, 'authentication_backend').type),
      description: text(domain.description),
      domain,
    };
  });
  const rank = (row: AuthenticationRow) => row.order ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Authorization backends, by name (they have no execution order of their own). */
export function authorizationRows(config: SecurityConfig | undefined): AuthorizationRow[] {
  return domainsOf(config?.dynamic?.authz)
    .map(([name, domain]) => ({
      name,
      httpEnabled: domain.http_enabled === true,
      backendType: text(objectAt(domain, 'authorization_backend').type),
      description: text(domain.description),
      domain,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Case-insensitive match on the name, the types and the description; a blank query matches all. */
export function matchesSearch(row: AuthenticationRow | AuthorizationRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const fields = [row.name, row.backendType, row.description, 'httpType' in row ? row.httpType : ''];
  return fields.some((field) => field.toLowerCase().includes(needle));
}
