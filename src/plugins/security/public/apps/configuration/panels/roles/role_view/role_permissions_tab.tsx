import React from 'react';
import { EuiBadge, EuiBadgeGroup, EuiBasicTable, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import type { IndexPermission, Role, Tenant } from '../../../../../../common/types';
import { displayList, displayText, ViewExpressionLink } from '../../../utils/display';
import {
  describeTenantPermission,
  tenantPermissionLabel,
  type TenantPermissionRow,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import { applicationPermissionsOf, describeApplicationActions } from '../../../utils/application_permission';
import { SectionPanel } from '../../../utils/section_panel';
import { FLS_EXCLUDE_PREFIX } from '../role_edit/role_form_state';

/** 'Include: a, b' / 'Exclude: c', the way field-level security reads in the role. */
export function describeFls(fls: string[] | undefined): string {
  const fields = fls ?? [];
  if (fields.length === 0) return displayText('');
  const excluded = fields.every((field) => field.startsWith(FLS_EXCLUDE_PREFIX));
  return excluded
    ? `Exclude: ${fields.map((f) => f.slice(FLS_EXCLUDE_PREFIX.length)).join(', ')}`
    : `Include: ${fields.join(', ')}`;
}

function parsedDls(dls: string): unknown {
  try {
    return JSON.parse(dls);
  } catch {
    // Shown as stored: the modal is where a broken query should be visible, not hidden.
    return dls;
  }
}

type IndexRow = IndexPermission & { id: number };

const indexColumns: Array<EuiBasicTableColumn<IndexRow>> = [
  { field: 'index_patterns', name: 'Index patterns', render: (patterns: string[]) => displayList(patterns) },
  { field: 'allowed_actions', name: 'Permissions', render: (actions: string[]) => displayList(actions) },
  {
    field: 'dls',
    name: 'Document-level security',
    render: (dls?: string) =>
      dls ? <ViewExpressionLink title="Document-level security query" value={parsedDls(dls)} /> : displayText(dls),
  },
  { field: 'fls', name: 'Field-level security', render: (fls: string[]) => describeFls(fls) },
  { field: 'masked_fields', name: 'Anonymizations', render: (fields: string[]) => displayList(fields) },
];

type TenantRow = TenantPermissionRow & { id: number };

const tenantColumns: Array<EuiBasicTableColumn<TenantRow>> = [
  { field: 'patterns', name: 'Tenant patterns', render: (patterns: string[]) => displayList(patterns) },
  { field: 'permissionType', name: 'Permissions', render: (type: TenantPermissionType) => tenantPermissionLabel(type) },
  { field: 'tenant', name: 'Tenant' },
  { field: 'description', name: 'Description', render: (description: string) => displayText(description) },
  { field: 'customization', name: 'Customization' },
];

type ApplicationRow = { id: number; patterns: string[]; permissions: string };

const applicationColumns: Array<EuiBasicTableColumn<ApplicationRow>> = [
  { field: 'patterns', name: 'Applications', render: (patterns: string[]) => displayList(patterns) },
  { field: 'permissions', name: 'Permissions' },
];

const Section: React.FC<{ title: string; testSubj: string; children: React.ReactNode }> = ({
  title,
  testSubj,
  children,
}) => (
  <>
    <SectionPanel title={title} paddingSize="l" data-test-subj={testSubj}>
      {children}
    </SectionPanel>
    <EuiSpacer size="l" />
  </>
);

/** The panel of one kind of permission: 'Index permissions (2)' over its table, or 'No index permission.' */
function permissionSection<Row extends { id: number }>(
  noun: string,
  testSubj: string,
  rows: Row[],
  columns: Array<EuiBasicTableColumn<Row>>
): React.ReactElement {
  const title = `${noun[0].toUpperCase()}${noun.slice(1)}s`;
  return (
    <Section title={`${title} (${rows.length})`} testSubj={testSubj}>
      <EuiBasicTable<Row>
        items={rows}
        itemId="id"
        columns={columns}
        noItemsMessage={`No ${noun}.`}
        tableCaption={title}
      />
    </Section>
  );
}

/** The role's permissions in full (the list page shows them cut to 3). */
export const RolePermissionsTab: React.FC<{ role: Role; tenants: Record<string, Tenant> }> = ({ role, tenants }) => {
  const indexRows = role.index_permissions.map((permission, id) => ({ ...permission, id }));
  const tenantRows = role.tenant_permissions.map((permission, id) => ({
    ...describeTenantPermission(permission, tenants),
    id,
  }));
  const applicationRows = applicationPermissionsOf(role).map((permission, id) => ({
    id,
    patterns: permission.application_patterns,
    permissions: describeApplicationActions(permission.allowed_actions),
  }));
  return (
    <>
      <Section title={`Cluster permissions (${role.cluster_permissions.length})`} testSubj="roleClusterPermissions">
        {role.cluster_permissions.length === 0 ? (
          <EuiText size="s">
            <p>No cluster permission.</p>
          </EuiText>
        ) : (
          <EuiBadgeGroup>
            {role.cluster_permissions.map((permission) => (
              <EuiBadge key={permission} color="hollow">
                {permission}
              </EuiBadge>
            ))}
          </EuiBadgeGroup>
        )}
      </Section>
      {permissionSection('index permission', 'roleIndexPermissions', indexRows, indexColumns)}
      {permissionSection('tenant permission', 'roleTenantPermissions', tenantRows, tenantColumns)}
      {permissionSection('application permission', 'roleApplicationPermissions', applicationRows, applicationColumns)}
    </>
  );
};
