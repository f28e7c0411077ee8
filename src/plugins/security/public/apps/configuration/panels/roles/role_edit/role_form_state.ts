/**
 * The role editor's form state, how it is made from a stored role, checked, and turned back into
 * the body of POST /api/v1/configuration/roles/{name} (shape: api-examples
 * POST_api_v1_configuration_roles_ID.request_from_ui.json).
 */
import { TENANT_READ_ACTION, TENANT_WRITE_ACTION } from '../../../../../../common/constants';
import { validateResourceName } from '../../../../../../common/resource_name';
import type { IndexPermission, Role, TenantPermission } from '../../../../../../common/types';
import { initialName } from '../../resource_form/edit_mode';
import {
  applicationPermissionActions,
  applicationPermissionsOf,
  applicationPermissionType,
  otherApplicationActions,
  type ApplicationPermissionType,
} from '../../../utils/application_permission';
import {
  tenantPermissionActions,
  tenantPermissionType,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export type RoleEditAction = 'create' | 'edit' | 'duplicate';
export type FlsMode = 'include' | 'exclude';

/** Field-level security excludes are stored as field names prefixed with this. */
export const FLS_EXCLUDE_PREFIX = '~';

/** The English texts, as the tests read them; the form shows them in the loaded locale (below). */
export const DLS_INVALID_MESSAGE =
  'The document-level security query must be valid JSON: one JSON object, e.g. {"match": {"team": "blue"}}.';
export const INDEX_PATTERN_REQUIRED_MESSAGE = 'Add at least one index pattern.';
export const APPLICATION_PATTERN_REQUIRED_MESSAGE = 'Add at least one application.';

// The JSON's braces are quoted ('{…}'): ICU would read them as a placeholder.
const dlsInvalidMessage = () => i18n.translate(messages.dlsInvalid);
const indexPatternRequiredMessage = () => i18n.translate(messages.indexPatternRequired);
const tenantPatternRequiredMessage = () => i18n.translate(messages.tenantPatternRequired);
const applicationPatternRequiredMessage = () => i18n.translate(messages.applicationPatternRequired);

export interface IndexPermissionState {
  /** Stable React key for a panel; never sent. */
  key: number;
  patterns: string[];
  actions: string[];
  dls: string;
  flsMode: FlsMode;
  fls: string[];
  masked: string[];
}

export interface TenantPermissionState {
  key: number;
  patterns: string[];
  type: TenantPermissionType;
  /** Actions other than the read/write groups, kept so saving does not drop what the editor does not show. */
  otherActions: string[];
}

export interface ApplicationPermissionState {
  key: number;
  /** App ids or patterns (`dashboards`, `management*`). */
  patterns: string[];
  type: ApplicationPermissionType;
  /** Action groups other than application_read/application_all, kept as they are on save. */
  otherActions: string[];
}

export interface RoleFormState {
  name: string;
  description: string;
  cluster: string[];
  index: IndexPermissionState[];
  tenant: TenantPermissionState[];
  application: ApplicationPermissionState[];
  /** Kept unchanged: the editor does not show them, and a save replaces the whole role. */
  extension?: string[];
}

let nextKey = 1;
const newKey = () => nextKey++;

export function emptyIndexPermission(): IndexPermissionState {
  return { key: newKey(), patterns: [], actions: [], dls: '', flsMode: 'include', fls: [], masked: [] };
}

export function emptyTenantPermission(): TenantPermissionState {
  // Least privilege first: write has to be chosen.
  return { key: newKey(), patterns: [], type: 'Read only', otherActions: [] };
}

export function emptyApplicationPermission(): ApplicationPermissionState {
  // Least privilege first: changing what the app holds has to be chosen.
  return { key: newKey(), patterns: [], type: 'Read only', otherActions: [] };
}

function indexState(permission: IndexPermission): IndexPermissionState {
  const fls = permission.fls ?? [];
  // OpenSearch takes either includes or excludes; a list of only "~field"s is an exclude list.
  const exclude = fls.length > 0 && fls.every((field) => field.startsWith(FLS_EXCLUDE_PREFIX));
  return {
    key: newKey(),
    patterns: [...(permission.index_patterns ?? [])],
    actions: [...(permission.allowed_actions ?? [])],
    dls: permission.dls ?? '',
    flsMode: exclude ? 'exclude' : 'include',
    fls: exclude ? fls.map((field) => field.slice(FLS_EXCLUDE_PREFIX.length)) : [...fls],
    masked: [...(permission.masked_fields ?? [])],
  };
}

function tenantState(permission: TenantPermission): TenantPermissionState {
  const actions = permission.allowed_actions ?? [];
  return {
    key: newKey(),
    patterns: [...(permission.tenant_patterns ?? [])],
    type: tenantPermissionType(actions),
    otherActions: actions.filter((action) => action !== TENANT_READ_ACTION && action !== TENANT_WRITE_ACTION),
  };
}

function applicationState(permission: { application_patterns: string[]; allowed_actions: string[] }) {
  return {
    key: newKey(),
    patterns: [...permission.application_patterns],
    type: applicationPermissionType(permission.allowed_actions),
    otherActions: otherApplicationActions(permission.allowed_actions),
  };
}

/** Create starts empty; edit keeps the name; duplicate proposes `<source>_copy` (SPEC 2.1). */
export function initialFormState(action: RoleEditAction, sourceName = '', role?: Role): RoleFormState {
  const name = initialName(action, sourceName);
  if (!role) return { name, description: '', cluster: [], index: [], tenant: [], application: [] };
  return {
    name,
    description: role.description ?? '',
    cluster: [...(role.cluster_permissions ?? [])],
    index: (role.index_permissions ?? []).map(indexState),
    tenant: (role.tenant_permissions ?? []).map(tenantState),
    application: applicationPermissionsOf(role).map(applicationState),
    ...(role.extension_permissions ? { extension: [...role.extension_permissions] } : {}),
  };
}

/** null when the query is acceptable: empty (no restriction) or one JSON object, as the server requires. */
export function validateDls(dls: string): string | null {
  if (dls.trim() === '') return null;
  try {
    const query: unknown = JSON.parse(dls);
    return query !== null && typeof query === 'object' && !Array.isArray(query) ? null : dlsInvalidMessage();
  } catch {
    return dlsInvalidMessage();
  }
}

const isBlankIndex = (p: IndexPermissionState) =>
  p.patterns.length === 0 &&
  p.actions.length === 0 &&
  p.dls.trim() === '' &&
  p.fls.length === 0 &&
  p.masked.length === 0;

export interface RoleFormErrors {
  name?: string;
  /** Per index-permission panel key. */
  index: Record<number, { patterns?: string; dls?: string }>;
  tenant: Record<number, { patterns?: string }>;
  application: Record<number, { patterns?: string }>;
}

export function validateRoleForm(state: RoleFormState, action: RoleEditAction): RoleFormErrors {
  const errors: RoleFormErrors = { index: {}, tenant: {}, application: {} };
  // An edited role keeps its stored name, which may predate the current rules.
  const nameProblem = action === 'edit' ? null : validateResourceName(state.name);
  if (nameProblem) errors.name = nameProblem;
  for (const permission of state.index) {
    if (isBlankIndex(permission)) continue;
    const patterns = permission.patterns.length === 0 ? indexPatternRequiredMessage() : undefined;
    const dls = validateDls(permission.dls) ?? undefined;
    if (patterns || dls) errors.index[permission.key] = { ...(patterns ? { patterns } : {}), ...(dls ? { dls } : {}) };
  }
  for (const permission of state.tenant) {
    // A row left without patterns but with other actions would lose them silently: flag it instead.
    if (permission.patterns.length === 0 && permission.otherActions.length > 0) {
      errors.tenant[permission.key] = { patterns: tenantPatternRequiredMessage() };
    }
  }
  for (const permission of state.application) {
    if (permission.patterns.length === 0 && permission.otherActions.length > 0) {
      errors.application[permission.key] = { patterns: applicationPatternRequiredMessage() };
    }
  }
  return errors;
}

export function hasErrors(errors: RoleFormErrors): boolean {
  return (
    errors.name !== undefined ||
    Object.keys(errors.index).length > 0 ||
    Object.keys(errors.tenant).length > 0 ||
    Object.keys(errors.application).length > 0
  );
}

export interface RoleRequestBody {
  description: string;
  cluster_permissions: string[];
  index_permissions: Array<{
    index_patterns: string[];
    allowed_actions: string[];
    dls?: string;
    fls: string[];
    masked_fields: string[];
  }>;
  tenant_permissions: Array<{ tenant_patterns: string[]; allowed_actions: string[] }>;
  application_permissions?: Array<{ application_patterns: string[]; allowed_actions: string[] }>;
  extension_permissions?: string[];
}

/** A field typed with the prefix in exclude mode is not prefixed twice. */
const asExclude = (field: string) => (field.startsWith(FLS_EXCLUDE_PREFIX) ? field : `${FLS_EXCLUDE_PREFIX}${field}`);

/** Blank panels and rows without patterns are left out: they would grant nothing. */
export function roleRequestBody(state: RoleFormState): RoleRequestBody {
  return {
    description: state.description.trim(),
    cluster_permissions: state.cluster,
    index_permissions: state.index
      .filter((permission) => !isBlankIndex(permission))
      .map((permission) => ({
        index_patterns: permission.patterns,
        allowed_actions: permission.actions,
        ...(permission.dls.trim() ? { dls: permission.dls.trim() } : {}),
        fls: permission.flsMode === 'exclude' ? permission.fls.map(asExclude) : permission.fls,
        masked_fields: permission.masked,
      })),
    tenant_permissions: state.tenant
      .filter((permission) => permission.patterns.length > 0)
      .map((permission) => ({
        tenant_patterns: permission.patterns,
        allowed_actions: [...permission.otherActions, ...tenantPermissionActions(permission.type)],
      })),
    ...applicationPermissionsBody(state.application),
    ...(state.extension ? { extension_permissions: state.extension } : {}),
  };
}

/**
 * Sent only when the role grants an app: a save replaces the whole role, so leaving the field out
 * clears it, and a role without any stays the same body as before application permissions.
 */
function applicationPermissionsBody(
  rows: ApplicationPermissionState[]
): Pick<RoleRequestBody, 'application_permissions'> {
  const permissions = rows
    .filter((permission) => permission.patterns.length > 0)
    .map((permission) => ({
      application_patterns: permission.patterns,
      allowed_actions: [...permission.otherActions, ...applicationPermissionActions(permission.type)],
    }));
  return permissions.length > 0 ? { application_permissions: permissions } : {};
}
