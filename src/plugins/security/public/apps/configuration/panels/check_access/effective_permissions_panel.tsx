/** Everything one user may do, merged over their roles: per index pattern, per tenant, and cluster-wide. */
import React from 'react';
import { EuiBasicTable, EuiCode, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import type { EffectiveIndexPermission, EffectivePermissions } from '../../../../../common/explain';
import { SectionPanel } from '../../utils/section_panel';
import { EMPTY_DISPLAY } from '../../utils/display';

const joined = (values: string[]) => (values.length ? values.join(', ') : EMPTY_DISPLAY);

const indexColumns: Array<EuiBasicTableColumn<EffectiveIndexPermission>> = [
  { field: 'pattern', name: 'Index pattern', render: (pattern: string) => <EuiCode>{pattern}</EuiCode> },
  { field: 'actions', name: 'Actions', width: '28em', render: joined },
  { field: 'roles', name: 'From roles', render: joined },
  {
    name: 'Restrictions',
    render: (row: EffectiveIndexPermission) => {
      const parts = [
        ...(row.dls.length ? [`DLS: ${row.dls.join(' | ')}`] : []),
        ...(row.fls.length ? [`FLS: ${row.fls.join(', ')}`] : []),
        ...(row.masked_fields.length ? [`Masked: ${row.masked_fields.join(', ')}`] : []),
      ];
      return parts.length ? parts.join('; ') : EMPTY_DISPLAY;
    },
  },
];

type TenantRow = EffectivePermissions['tenants'][number];
const tenantColumns: Array<EuiBasicTableColumn<TenantRow>> = [
  {
    field: 'tenant',
    name: 'Tenant',
    render: (tenant: string) => (tenant === '__user__' ? 'Private' : tenant === 'global_tenant' ? 'Global' : tenant),
  },
  {
    field: 'access',
    name: 'Access',
    render: (access: string) => (access === 'write' ? 'Read and write' : 'Read only'),
  },
  { field: 'roles', name: 'From roles', render: joined },
];

/** One table of the panel, with the space below it. */
function effectiveTable<Row extends object>(
  caption: string,
  testSubj: string,
  items: Row[],
  columns: Array<EuiBasicTableColumn<Row>>,
  noItemsMessage: string
): React.ReactElement {
  return (
    <>
      <EuiBasicTable<Row>
        tableCaption={caption}
        data-test-subj={testSubj}
        items={items}
        columns={columns}
        noItemsMessage={noItemsMessage}
      />
      <EuiSpacer size="m" />
    </>
  );
}

export const EffectivePermissionsPanel: React.FC<{ permissions: EffectivePermissions }> = ({ permissions }) => (
  <SectionPanel
    title={`Effective permissions of ${permissions.user}`}
    description="Every action per index pattern and tenant, merged over the user’s roles, action groups expanded."
    hasBorder
    data-test-subj="effectivePermissions"
  >
    {effectiveTable(
      'Index permissions',
      'effectiveIndices',
      permissions.indices,
      indexColumns,
      'No index permissions.'
    )}
    {effectiveTable('Tenants', 'effectiveTenants', permissions.tenants, tenantColumns, 'No tenant.')}
    <EuiText size="s" data-test-subj="effectiveCluster">
      <p>
        <strong>Cluster actions:</strong> {joined(permissions.cluster.actions)}
      </p>
      <p>
        <strong>Security API access:</strong>{' '}
        {permissions.api_access ? `Yes: ${joined(permissions.api_endpoints ?? [])}` : 'No'}
      </p>
    </EuiText>
  </SectionPanel>
);
