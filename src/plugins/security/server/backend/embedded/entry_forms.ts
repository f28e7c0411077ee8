/**
 * An entry's three forms: stored (every field present, defaults filled in, flags as booleans),
 * public (the API's: no hash) and file (the YAML's: only what is set).
 */
import type {
  ApplicationPermission,
  ActionGroup,
  ActionGroupType,
  EntryByKind,
  EntryFlags,
  EntryKind,
  IndexPermission,
  InternalUser,
  NodesDn,
  Role,
  RoleMapping,
  StoredInternalUser,
  Tenant,
  TenantPermission,
} from '../../../common/types';

export type StoredEntry<K extends EntryKind> = K extends 'internalusers' ? StoredInternalUser : EntryByKind[K];

type Raw = Record<string, unknown>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => String(v)) : []);
const asRaw = (value: unknown): Raw =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};

export function normalizeFlags(raw: Raw): EntryFlags {
  return {
    reserved: raw.reserved === true,
    hidden: raw.hidden === true,
    static: raw.static === true,
    description: typeof raw.description === 'string' ? raw.description : '',
  };
}

function normalizeUser(raw: Raw): StoredInternalUser {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(asRaw(raw.attributes))) {
    if (value !== null && value !== undefined) attributes[key] = String(value);
  }
  return {
    hash: typeof raw.hash === 'string' && raw.hash !== '' ? raw.hash : null,
    backend_roles: strings(raw.backend_roles),
    attributes,
    opendistro_security_roles: strings(raw.opendistro_security_roles),
    ...normalizeFlags(raw),
  };
}

function normalizeIndexPermission(value: unknown): IndexPermission {
  const raw = asRaw(value);
  return {
    index_patterns: strings(raw.index_patterns),
    fls: strings(raw.fls),
    masked_fields: strings(raw.masked_fields),
    allowed_actions: strings(raw.allowed_actions),
    ...(typeof raw.dls === 'string' && raw.dls !== '' ? { dls: raw.dls } : {}),
  };
}

function normalizeTenantPermission(value: unknown): TenantPermission {
  const raw = asRaw(value);
  return { tenant_patterns: strings(raw.tenant_patterns), allowed_actions: strings(raw.allowed_actions) };
}

function normalizeApplicationPermission(value: unknown): ApplicationPermission {
  const raw = asRaw(value);
  return { application_patterns: strings(raw.application_patterns), allowed_actions: strings(raw.allowed_actions) };
}

function normalizeRole(raw: Raw): Role {
  return {
    cluster_permissions: strings(raw.cluster_permissions),
    index_permissions: (Array.isArray(raw.index_permissions) ? raw.index_permissions : []).map(
      normalizeIndexPermission
    ),
    tenant_permissions: (Array.isArray(raw.tenant_permissions) ? raw.tenant_permissions : []).map(
      normalizeTenantPermission
    ),
    // Kept only when written, so a role from before application permissions reads (and exports) unchanged.
    ...(Array.isArray(raw.application_permissions)
      ? { application_permissions: raw.application_permissions.map(normalizeApplicationPermission) }
      : {}),
    ...(Array.isArray(raw.extension_permissions) ? { extension_permissions: strings(raw.extension_permissions) } : {}),
    ...normalizeFlags(raw),
  };
}

function normalizeMapping(raw: Raw): RoleMapping {
  return {
    users: strings(raw.users),
    backend_roles: strings(raw.backend_roles),
    hosts: strings(raw.hosts),
    and_backend_roles: strings(raw.and_backend_roles),
    ...normalizeFlags(raw),
  };
}

function normalizeActionGroup(raw: Raw): ActionGroup {
  return {
    allowed_actions: strings(raw.allowed_actions),
    ...(typeof raw.type === 'string' ? { type: raw.type as ActionGroupType } : {}),
    ...normalizeFlags(raw),
  };
}

const normalizeTenant = (raw: Raw): Tenant => normalizeFlags(raw);
const normalizeNodesDn = (raw: Raw): NodesDn => ({ nodes_dn: strings(raw.nodes_dn), ...normalizeFlags(raw) });

const NORMALIZERS: { [K in EntryKind]: (raw: Raw) => StoredEntry<K> } = {
  internalusers: normalizeUser,
  roles: normalizeRole,
  rolesmapping: normalizeMapping,
  actiongroups: normalizeActionGroup,
  tenants: normalizeTenant,
  nodesdn: normalizeNodesDn,
};

export function normalizeEntry<K extends EntryKind>(kind: K, raw: unknown): StoredEntry<K> {
  return NORMALIZERS[kind](asRaw(raw)) as StoredEntry<K>;
}

/** The entry as the API shows it: an internal user loses its hash (and never had a password). */
export function publicEntry<K extends EntryKind>(kind: K, entry: StoredEntry<K>): EntryByKind[K] {
  if (kind !== 'internalusers') return entry as EntryByKind[K];
  const { hash: _hash, password: _password, ...rest } = entry as StoredInternalUser & { password?: unknown };
  return rest as InternalUser as EntryByKind[K];
}

/**
 * The entry as a YAML file holds it: flags only when set, empty lists and descriptions left out,
 * so an exported file reads like one an administrator wrote.
 */
export function fileEntry(entry: object): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(entry)) {
    if (value === false || value === '' || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'attributes' && Object.keys(value as object).length === 0) continue;
    if (key === 'hash' && value === null) {
      out.hash = '';
      continue;
    }
    if (key === 'index_permissions' && Array.isArray(value)) {
      out[key] = value.map((permission) => fileEntry(permission as object));
      continue;
    }
    if ((key === 'tenant_permissions' || key === 'application_permissions') && Array.isArray(value)) {
      out[key] = value.map((permission) => fileEntry(permission as object));
      continue;
    }
    out[key] = value;
  }
  return out;
}
