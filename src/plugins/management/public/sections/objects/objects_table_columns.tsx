import React from 'react';
import moment from 'moment';
import { EuiIcon, EuiToolTip, type EuiBasicTableColumn } from '@elastic/eui';
import { formatDate, i18n } from '../../../../../core/public';
import { tenantLabel, type SavedObjectRow } from './objects_api';
import messages from './messages.json';

const TYPE_ICONS: Record<string, string> = {
  dashboard: 'dashboardApp',
  visualization: 'visualizeApp',
  search: 'discoverApp',
  'index-pattern': 'indexPatternApp',
  query: 'search',
  url: 'link',
};
export const typeIcon = (type: string) => TYPE_ICONS[type] ?? 'document';

/**
 * Rows of the cross-tenant view share ids across tenants, so the tenant leads their key; encoded,
 * it holds no '/', and a type holds no ':', so no two rows share one.
 */
export const rowKey = (row: SavedObjectRow) =>
  row.tenant === undefined ? `${row.type}:${row.id}` : `${encodeURIComponent(row.tenant)}/${row.type}:${row.id}`;

export interface ObjectsTableColumnsOptions {
  /** The cross-tenant view: a Tenant column, and Delete offered per row (where its tenant is writable). */
  aggregated: boolean;
  canWrite: boolean;
  rowWritable: (row: SavedObjectRow) => boolean;
  onInspect: (row: SavedObjectRow) => void;
  onCopy: (row: SavedObjectRow) => void;
  onDelete: (row: SavedObjectRow) => void;
}

/** The saved objects table's columns: type icon, title, tenant (cross-tenant view), last update, actions. */
export function objectsTableColumns({
  aggregated,
  canWrite,
  rowWritable,
  onInspect,
  onCopy,
  onDelete,
}: ObjectsTableColumnsOptions): Array<EuiBasicTableColumn<SavedObjectRow>> {
  return [
    {
      field: 'type',
      name: i18n.translate(messages.tableTypeColumn),
      width: '80px',
      sortable: true,
      render: (type: string) => (
        <EuiToolTip content={type}>
          <EuiIcon type={typeIcon(type)} aria-label={type} data-test-subj={`objectTypeIcon-${type}`} />
        </EuiToolTip>
      ),
    },
    {
      field: 'title',
      name: i18n.translate(messages.tableTitleColumn),
      sortable: true,
      render: (title: string) => title,
    },
    ...(aggregated
      ? [
          {
            field: 'tenant',
            name: i18n.translate(messages.tableTenantColumn),
            render: (tenant?: string) => (
              <span data-test-subj="savedObjectsTenantCell">{tenant === undefined ? '-' : tenantLabel(tenant)}</span>
            ),
          },
        ]
      : []),
    {
      field: 'updatedAt',
      name: i18n.translate(messages.tableLastUpdatedColumn),
      sortable: true,
      render: (updatedAt?: string) => (updatedAt ? formatDate(moment, updatedAt) : '-'),
    },
    {
      name: i18n.translate(messages.tableActionsColumn),
      actions: [
        {
          name: i18n.translate(messages.tableInspectAction),
          description: i18n.translate(messages.tableInspectActionDescription),
          icon: 'inspect',
          type: 'icon',
          // Inspect and delete stay in the row; the rest goes under EUI's "All actions" menu.
          isPrimary: true,
          onClick: onInspect,
          'data-test-subj': 'savedObjectsTableAction-inspect',
        },
        {
          name: i18n.translate(messages.tableCopyAction),
          description: i18n.translate(messages.tableCopyActionDescription),
          icon: 'copy',
          type: 'icon',
          // The UI settings are not copied: they change through the settings API only.
          available: (row: SavedObjectRow) => row.type !== 'config',
          onClick: onCopy,
          'data-test-subj': 'savedObjectsTableAction-copyToTenant',
        },
        ...(canWrite || aggregated
          ? [
              {
                name: i18n.translate(messages.tableDeleteAction),
                description: i18n.translate(messages.tableDeleteActionDescription),
                icon: 'trash' as const,
                type: 'icon' as const,
                color: 'danger' as const,
                isPrimary: true,
                available: rowWritable,
                onClick: onDelete,
                'data-test-subj': 'savedObjectsTableAction-delete',
              },
            ]
          : []),
      ],
    },
  ];
}
