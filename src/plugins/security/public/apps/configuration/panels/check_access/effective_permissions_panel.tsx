/** Everything one user may do, merged over their roles: per index pattern, per tenant, and cluster-wide. */
import React from 'react';
import { EuiBasicTable, EuiCode, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import type { EffectiveIndexPermission, EffectivePermissions } from '../../../../../common/explain';
import { SectionPanel } from '../../utils/section_panel';
import { EMPTY_DISPLAY } from '../../utils/display';
import { i18n, type MessageDescriptor } from '../../../../../../../core/public';
import messages from './messages.json';

const joined = (values: string[]) => (values.length ? values.join(', ') : EMPTY_DISPLAY);

const fromRoles = () => i18n.translate(messages.effectiveFromRolesColumn);

const indexColumns = (): Array<EuiBasicTableColumn<EffectiveIndexPermission>> => [
  {
    field: 'pattern',
    name: i18n.translate(messages.effectivePatternColumn),
    render: (pattern: string) => <EuiCode>{pattern}</EuiCode>,
  },
  {
    field: 'actions',
    name: i18n.translate(messages.effectiveActionsColumn),
    width: '28em',
    render: joined,
  },
  { field: 'roles', name: fromRoles(), render: joined },
  {
    name: i18n.translate(messages.effectiveRestrictionsColumn),
    render: (row: EffectiveIndexPermission) => {
      const parts = [
        ...(row.dls.length ? [i18n.translate(messages.effectiveDls, { queries: row.dls.join(' | ') })] : []),
        ...(row.fls.length ? [i18n.translate(messages.effectiveFls, { fields: row.fls.join(', ') })] : []),
        ...(row.masked_fields.length
          ? [i18n.translate(messages.effectiveMasked, { fields: row.masked_fields.join(', ') })]
          : []),
      ];
      return parts.length ? parts.join('; ') : EMPTY_DISPLAY;
    },
  },
];

type TenantRow = EffectivePermissions['tenants'][number];
const tenantColumns = (): Array<EuiBasicTableColumn<TenantRow>> => [
  {
    field: 'tenant',
    name: i18n.translate(messages.effectiveTenantColumn),
    render: (tenant: string) =>
      tenant === '__user__'
        ? i18n.translate(messages.effectivePrivateTenant)
        : tenant === 'global_tenant'
          ? i18n.translate(messages.effectiveGlobalTenant)
          : tenant,
  },
  {
    field: 'access',
    name: i18n.translate(messages.effectiveAccessColumn),
    render: (access: string) =>
      access === 'write' ? i18n.translate(messages.effectiveReadWrite) : i18n.translate(messages.effectiveReadOnly),
  },
  { field: 'roles', name: fromRoles(), render: joined },
];

/** What one table of the panel shows around its rows: its caption, test id, columns and the words when empty. */
interface EffectiveTableSpec<Row extends object> {
  caption: MessageDescriptor;
  testSubj: string;
  columns: () => Array<EuiBasicTableColumn<Row>>;
  noItems: MessageDescriptor;
}

const INDEX_TABLE: EffectiveTableSpec<EffectiveIndexPermission> = {
  caption: messages.effectiveIndicesCaption,
  testSubj: 'effectiveIndices',
  columns: indexColumns,
  noItems: messages.effectiveNoIndices,
};

const TENANT_TABLE: EffectiveTableSpec<TenantRow> = {
  caption: messages.effectiveTenantsCaption,
  testSubj: 'effectiveTenants',
  columns: tenantColumns,
  noItems: messages.effectiveNoTenants,
};

/** One table of the panel, with the space below it. */
function effectiveTable<Row extends object>(spec: EffectiveTableSpec<Row>, items: Row[]): React.ReactElement {
  return (
    <>
      <EuiBasicTable<Row>
        tableCaption={i18n.translate(spec.caption)}
        data-test-subj={spec.testSubj}
        items={items}
        columns={spec.columns()}
        noItemsMessage={i18n.translate(spec.noItems)}
      />
      <EuiSpacer size="m" />
    </>
  );
}

export const EffectivePermissionsPanel: React.FC<{ permissions: EffectivePermissions }> = ({ permissions }) => (
  <SectionPanel
    title={i18n.translate(messages.effectiveTitle, { user: permissions.user })}
    description={i18n.translate(messages.effectiveDescription)}
    hasBorder
    data-test-subj="effectivePermissions"
  >
    {effectiveTable(INDEX_TABLE, permissions.indices)}
    {effectiveTable(TENANT_TABLE, permissions.tenants)}
    <EuiText size="s" data-test-subj="effectiveCluster">
      <p>
        <strong>{i18n.translate(messages.effectiveClusterActions)}</strong> {joined(permissions.cluster.actions)}
      </p>
      <p>
        <strong>{i18n.translate(messages.effectiveApiAccess)}</strong>{' '}
        {permissions.api_access
          ? i18n.translate(messages.effectiveApiYes, { endpoints: joined(permissions.api_endpoints ?? []) })
          : i18n.translate(messages.effectiveApiNo)}
      </p>
    </EuiText>
  </SectionPanel>
);
