import React from 'react';
import { EuiBadge, EuiBadgeGroup, EuiBasicTable, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import type { IndexPermission, Role, Tenant } from '../../../../../../common/types';
import { displayList, displayText, ViewExpressionLink } from '../../../utils/display';
import {
  describeTenantPermission,
  tenantPermissionLabel,
  tenantRowText,
  type TenantPermissionRow,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import { applicationPermissionsOf, describeApplicationActions } from '../../../utils/application_permission';
import { SectionPanel } from '../../../utils/section_panel';
import { FLS_EXCLUDE_PREFIX } from '../role_edit/role_form_state';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** 'Include: a, b' / 'Exclude: c', the way field-level security reads in the role. */
export function describeFls(fls: string[] | undefined): string {
  const fields = fls ?? [];
  if (fields.length === 0) return displayText('');
  const excluded = fields.every((field) => field.startsWith(FLS_EXCLUDE_PREFIX));
  return excluded
    ? i18n.translate(messages.permissionsFlsExclude, {
        fields: fields.map((f) => f.slice(FLS_EXCLUDE_PREFIX.length)).join(', '),
      })
    : i18n.translate(messages.permissionsFlsInclude, { fields: fields.join(', ') });
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

const indexColumns = (): Array<EuiBasicTableColumn<IndexRow>> => [
  {
    field: 'index_patterns',
    name: i18n.translate(messages.permissionsIndexPatterns),
    render: (patterns: string[]) => displayList(patterns),
  },
  {
    field: 'allowed_actions',
    name: i18n.translate(messages.permissionsIndexPermissions),
    render: (actions: string[]) => displayList(actions),
  },
  {
    field: 'dls',
    name: i18n.translate(messages.permissionsIndexDls),
    render: (dls?: string) =>
      dls ? (
        <ViewExpressionLink title={i18n.translate(messages.permissionsIndexDlsQueryTitle)} value={parsedDls(dls)} />
      ) : (
        displayText(dls)
      ),
  },
  {
    field: 'fls',
    name: i18n.translate(messages.permissionsIndexFls),
    render: (fls: string[]) => describeFls(fls),
  },
  {
    field: 'masked_fields',
    name: i18n.translate(messages.permissionsIndexAnonymizations),
    render: (fields: string[]) => displayList(fields),
  },
];

type TenantRow = TenantPermissionRow & { id: number };

const tenantColumns = (): Array<EuiBasicTableColumn<TenantRow>> => [
  {
    field: 'patterns',
    name: i18n.translate(messages.permissionsTenantPatterns),
    render: (patterns: string[]) => displayList(patterns),
  },
  {
    field: 'permissionType',
    name: i18n.translate(messages.permissionsTenantPermissions),
    render: (type: TenantPermissionType) => tenantPermissionLabel(type),
  },
  {
    field: 'tenant',
    name: i18n.translate(messages.permissionsTenantTenant),
    render: (_: string, row: TenantRow) => tenantRowText(row, 'tenant'),
  },
  {
    field: 'description',
    name: i18n.translate(messages.permissionsTenantDescription),
    render: (_: string, row: TenantRow) => displayText(tenantRowText(row, 'description')),
  },
  {
    field: 'customization',
    name: i18n.translate(messages.permissionsTenantCustomization),
    render: (_: string, row: TenantRow) => tenantRowText(row, 'customization'),
  },
];

type ApplicationRow = { id: number; patterns: string[]; permissions: string };

const applicationColumns = (): Array<EuiBasicTableColumn<ApplicationRow>> => [
  {
    field: 'patterns',
    name: i18n.translate(messages.permissionsApplicationPatterns),
    render: (patterns: string[]) => displayList(patterns),
  },
  {
    field: 'permissions',
    name: i18n.translate(messages.permissionsApplicationPermissions),
  },
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

/** The texts of one kind of permission's panel, each a whole message. */
interface SectionText {
  /** 'Index permissions' */
  title: string;
  /** 'Index permissions (2)' */
  counted: string;
  /** 'No index permission.' */
  none: string;
}

/** The panel of one kind of permission: 'Index permissions (2)' over its table, or 'No index permission.' */
function permissionSection<Row extends { id: number }>(
  text: SectionText,
  testSubj: string,
  rows: Row[],
  columns: Array<EuiBasicTableColumn<Row>>
): React.ReactElement {
  return (
    <Section title={text.counted} testSubj={testSubj}>
      <EuiBasicTable<Row>
        items={rows}
        itemId="id"
        columns={columns}
        noItemsMessage={text.none}
        tableCaption={text.title}
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
      <Section
        title={i18n.translate(messages.permissionsClusterTitle, { count: role.cluster_permissions.length })}
        testSubj="roleClusterPermissions"
      >
        {role.cluster_permissions.length === 0 ? (
          <EuiText size="s">
            <p>{i18n.translate(messages.permissionsClusterNone)}</p>
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
      {permissionSection(
        {
          title: i18n.translate(messages.permissionsIndexTitle),
          counted: i18n.translate(messages.permissionsIndexCountedTitle, { count: indexRows.length }),
          none: i18n.translate(messages.permissionsIndexNone),
        },
        'roleIndexPermissions',
        indexRows,
        indexColumns()
      )}
      {permissionSection(
        {
          title: i18n.translate(messages.permissionsTenantTitle),
          counted: i18n.translate(messages.permissionsTenantCountedTitle, { count: tenantRows.length }),
          none: i18n.translate(messages.permissionsTenantNone),
        },
        'roleTenantPermissions',
        tenantRows,
        tenantColumns()
      )}
      {permissionSection(
        {
          title: i18n.translate(messages.permissionsApplicationTitle),
          counted: i18n.translate(messages.permissionsApplicationCountedTitle, { count: applicationRows.length }),
          none: i18n.translate(messages.permissionsApplicationNone),
        },
        'roleApplicationPermissions',
        applicationRows,
        applicationColumns()
      )}
    </>
  );
};
