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
import { i18n, type MessageDescriptor } from '../../../../../../../../core/public';
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

/** A column that lists the row's names (index patterns, actions, fields…), or '-' for none. */
function listColumn<Row extends object>(field: keyof Row & string, name: MessageDescriptor): EuiBasicTableColumn<Row> {
  return { field, name: i18n.translate(name), render: (values: string[]) => displayList(values) };
}

type IndexRow = IndexPermission & { id: number };

const indexColumns = (): Array<EuiBasicTableColumn<IndexRow>> => [
  listColumn('index_patterns', messages.permissionsIndexPatterns),
  listColumn('allowed_actions', messages.permissionsIndexPermissions),
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
  listColumn('masked_fields', messages.permissionsIndexAnonymizations),
];

type TenantRow = TenantPermissionRow & { id: number };

const tenantColumns = (): Array<EuiBasicTableColumn<TenantRow>> => [
  listColumn('patterns', messages.permissionsTenantPatterns),
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
  listColumn('patterns', messages.permissionsApplicationPatterns),
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
  title: MessageDescriptor;
  /** 'Index permissions ({count})' */
  counted: MessageDescriptor;
  /** 'No index permission.' */
  none: MessageDescriptor;
}

const INDEX_TEXT: SectionText = {
  title: messages.permissionsIndexTitle,
  counted: messages.permissionsIndexCountedTitle,
  none: messages.permissionsIndexNone,
};
const TENANT_TEXT: SectionText = {
  title: messages.permissionsTenantTitle,
  counted: messages.permissionsTenantCountedTitle,
  none: messages.permissionsTenantNone,
};
const APPLICATION_TEXT: SectionText = {
  title: messages.permissionsApplicationTitle,
  counted: messages.permissionsApplicationCountedTitle,
  none: messages.permissionsApplicationNone,
};

/** The panel of one kind of permission: 'Index permissions (2)' over its table, or 'No index permission.' */
function permissionSection<Row extends { id: number }>(
  text: SectionText,
  testSubj: string,
  rows: Row[],
  columns: Array<EuiBasicTableColumn<Row>>
): React.ReactElement {
  return (
    <Section title={i18n.translate(text.counted, { count: rows.length })} testSubj={testSubj}>
      <EuiBasicTable<Row>
        items={rows}
        itemId="id"
        columns={columns}
        noItemsMessage={i18n.translate(text.none)}
        tableCaption={i18n.translate(text.title)}
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
      {permissionSection(INDEX_TEXT, 'roleIndexPermissions', indexRows, indexColumns())}
      {permissionSection(TENANT_TEXT, 'roleTenantPermissions', tenantRows, tenantColumns())}
      {permissionSection(APPLICATION_TEXT, 'roleApplicationPermissions', applicationRows, applicationColumns())}
    </>
  );
};
