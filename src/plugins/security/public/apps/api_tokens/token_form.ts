import {
  daysToSeconds,
  type API_TOKEN_PRESET_DAYS,
  type ApiTokenInfo,
  type CreateApiTokenRequest,
} from '../../../common/api_tokens';
import { i18n } from '../../../../../core/public';
import type { Role } from '../../../common/types';
import {
  initialFormState,
  roleRequestBody,
  type IndexPermissionState,
  type TenantPermissionState,
} from '../configuration/panels/roles/role_edit/role_form_state';
import messages from './messages.json';

export type Expiration = `${(typeof API_TOKEN_PRESET_DAYS)[number]}` | 'custom';

export interface TokenFormState {
  name: string;
  expiration: Expiration;
  /** Days, as typed, when `expiration` is custom. */
  customDays: string;
  cluster: string[];
  index: IndexPermissionState[];
  tenant: TenantPermissionState[];
}

export const emptyTokenForm = (): TokenFormState => ({
  name: '',
  expiration: '30',
  customDays: '',
  cluster: [],
  index: [],
  tenant: [],
});

/** The permissions of `role`, as the role editor would show them. */
export function copyFromRole(state: TokenFormState, role: Role): TokenFormState {
  const { cluster, index, tenant } = initialFormState('create', '', role);
  return { ...state, cluster, index, tenant };
}

export function tokenDays(state: TokenFormState): number | undefined {
  if (state.expiration !== 'custom') return Number(state.expiration);
  const days = Number(state.customDays);
  return /^\d+$/.test(state.customDays.trim()) && days >= 1 ? days : undefined;
}

export function tokenFormErrors(state: TokenFormState): { name?: string; days?: string } {
  return {
    ...(state.name.trim() ? {} : { name: i18n.translate(messages.formNameRequired) }),
    ...(tokenDays(state) === undefined
      ? {
          days: i18n.translate(messages.formDaysInvalid),
        }
      : {}),
  };
}

export function tokenRequestBody(state: TokenFormState): CreateApiTokenRequest {
  const role = roleRequestBody({
    name: '',
    description: '',
    cluster: state.cluster,
    index: state.index,
    tenant: state.tenant,
    // A token carries no application permissions: the app grants stay its user's.
    application: [],
  });
  return {
    name: state.name.trim(),
    duration_seconds: daysToSeconds(tokenDays(state) ?? 0),
    cluster_permissions: role.cluster_permissions,
    index_permissions: role.index_permissions,
    tenant_permissions: role.tenant_permissions,
  };
}

/** The form grants nothing: such a token can do nothing, so creating it is asked about first. */
export function grantsNothing(state: TokenFormState): boolean {
  const body = tokenRequestBody(state);
  return !body.cluster_permissions?.length && !body.index_permissions?.length && !body.tenant_permissions?.length;
}

/** One line per kind, e.g. "2 cluster, 1 index, global_tenant (read)". */
export function permissionsSummary(token: ApiTokenInfo): string {
  const parts: string[] = [];
  // Permission, pattern and action names are data: only the words around them are translated.
  if (token.cluster_permissions.length) {
    parts.push(i18n.translate(messages.summaryCluster, { permissions: token.cluster_permissions.join(', ') }));
  }
  for (const permission of token.index_permissions)
    parts.push(`${permission.index_patterns.join(', ')}: ${permission.allowed_actions.join(', ')}`);
  for (const permission of token.tenant_permissions) {
    parts.push(
      i18n.translate(messages.summaryTenant, {
        tenants: permission.tenant_patterns.join(', '),
        actions: permission.allowed_actions.join(', '),
      })
    );
  }
  return parts.length ? parts.join('; ') : i18n.translate(messages.summaryNone);
}
