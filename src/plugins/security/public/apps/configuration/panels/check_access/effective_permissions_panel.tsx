/** Everything one user may do, merged over their roles: per index pattern, per tenant, and cluster-wide. */
import React from 'react';
import { EuiBasicTable, EuiCode, EuiSpacer, EuiText, type EuiBasicTableColumn } from '@elastic/eui';
import type { EffectiveIndexPermission, EffectivePermissions } from '../../../../../common/explain';
import { SectionPanel } from '../../utils/section_panel';
import { EMPTY_DISPLAY } from '../../utils/display';
import { i18n } from '../../../../../../../core/public';

const joined = (values: string[]) => (values.length ? values.join(', ') : EMPTY_DISPLAY);

const fromRoles = () =>
  i18n.translate('security.checkAccess.effective.fromRolesColumn', { defaultMessage: 'From roles' });

const indexColumns = (): Array<EuiBasicTableColumn<EffectiveIndexPermission>> => [
  {
    field: 'pattern',
    name: i18n.translate('security.checkAccess.effective.patternColumn', { defaultMessage: 'Index pattern' }),
    render: (pattern: string) => <EuiCode>{pattern}</EuiCode>,
  },
  {
    field: 'actions',
    name: i18n.translate('security.checkAccess.effective.actionsColumn', { defaultMessage: 'Actions' }),
    width: '28em',
    render: joined,
  },
  { field: 'roles', name: fromRoles(), render: joined },
  {
    name: i18n.translate('security.checkAccess.effective.restrictionsColumn', { defaultMessage: 'Restrictions' }),
    render: (row: EffectiveIndexPermission) => {
      const parts = [
        ...(row.dls.length
          ? [
              i18n.translate('security.checkAccess.effective.dls', {
                defaultMessage: 'DLS: {queries}',
                values: { queries: row.dls.join(' | ') },
              }),
            ]
          : []),
        ...(row.fls.length
          ? [
              i18n.translate('security.checkAccess.effective.fls', {
                defaultMessage: 'FLS: {fields}',
                values: { fields: row.fls.join(', ') },
              }),
            ]
          : []),
        ...(row.masked_fields.length
          ? [
              i18n.translate('security.checkAccess.effective.masked', {
                defaultMessage: 'Masked: {fields}',
                values: { fields: row.masked_fields.join(', ') },
              }),
            ]
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
    name: i18n.translate('security.checkAccess.effective.tenantColumn', { defaultMessage: 'Tenant' }),
    render: (tenant: string) =>
      tenant === '__user__'
        ? i18n.translate('security.checkAccess.effective.privateTenant', { defaultMessage: 'Private' })
        : tenant === 'global_tenant'
          ? i18n.translate('security.checkAccess.effective.globalTenant', { defaultMessage: 'Global' })
          : tenant,
  },
  {
    field: 'access',
    name: i18n.translate('security.checkAccess.effective.accessColumn', { defaultMessage: 'Access' }),
    render: (access: string) =>
      access === 'write'
        ? i18n.translate('security.checkAccess.effective.readWrite', { defaultMessage: 'Read and write' })
        : i18n.translate('security.checkAccess.effective.readOnly', { defaultMessage: 'Read only' }),
  },
  { field: 'roles', name: fromRoles(), render: joined },
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
    title={i18n.translate('security.checkAccess.effective.title', {
      defaultMessage: 'Effective permissions of {user}',
      values: { user: permissions.user },
    })}
    description={i18n.translate('security.checkAccess.effective.description', {
      defaultMessage:
        'Every action per index pattern and tenant, merged over the user’s roles, action groups expanded.',
    })}
    hasBorder
    data-test-subj="effectivePermissions"
  >
    {effectiveTable(
      i18n.translate('security.checkAccess.effective.indicesCaption', { defaultMessage: 'Index permissions' }),
      'effectiveIndices',
      permissions.indices,
      indexColumns(),
      i18n.translate('security.checkAccess.effective.noIndices', { defaultMessage: 'No index permissions.' })
    )}
    {effectiveTable(
      i18n.translate('security.checkAccess.effective.tenantsCaption', { defaultMessage: 'Tenants' }),
      'effectiveTenants',
      permissions.tenants,
      tenantColumns(),
      i18n.translate('security.checkAccess.effective.noTenants', { defaultMessage: 'No tenant.' })
    )}
    <EuiText size="s" data-test-subj="effectiveCluster">
      <p>
        <strong>
          {i18n.translate('security.checkAccess.effective.clusterActions', { defaultMessage: 'Cluster actions:' })}
        </strong>{' '}
        {joined(permissions.cluster.actions)}
      </p>
      <p>
        <strong>
          {i18n.translate('security.checkAccess.effective.apiAccess', { defaultMessage: 'Security API access:' })}
        </strong>{' '}
        {permissions.api_access
          ? i18n.translate('security.checkAccess.effective.apiYes', {
              defaultMessage: 'Yes: {endpoints}',
              values: { endpoints: joined(permissions.api_endpoints ?? []) },
            })
          : i18n.translate('security.checkAccess.effective.apiNo', { defaultMessage: 'No' })}
      </p>
    </EuiText>
  </SectionPanel>
);
