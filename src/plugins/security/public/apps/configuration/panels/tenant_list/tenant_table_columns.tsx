/** The columns of the Manage tab's tenant table. */
import React from 'react';
import { EuiBadge, EuiHealth, EuiLink, type EuiBasicTableColumn } from '@elastic/eui';
import type { TenantListItem } from '../../../../utils/tenants';
import { ResourceTypeBadge, displayText } from '../../utils/display';
import type { TenantStatus } from './tenant_status';

export interface TenantRow extends TenantListItem {
  status: TenantStatus;
  current: boolean;
}

const STATUS_COLOR: Record<TenantStatus, string> = { Default: 'primary', Enabled: 'success', Disabled: 'subdued' };

export function tenantColumns(onViewDashboards: (row: TenantRow) => void): Array<EuiBasicTableColumn<TenantRow>> {
  return [
    {
      field: 'tenant',
      name: 'Name',
      sortable: true,
      render: (label: string, row: TenantRow) => (
        <span>
          <span data-test-subj="tenantName">{label}</span>
          {row.current && (
            <>
              {' '}
              <EuiBadge data-test-subj="currentTenantBadge">Current</EuiBadge>
            </>
          )}
        </span>
      ),
    },
    {
      field: 'status',
      name: 'Status',
      sortable: true,
      render: (status: TenantStatus) => (
        <EuiHealth color={STATUS_COLOR[status]} data-test-subj="tenantStatus">
          {status}
        </EuiHealth>
      ),
    },
    {
      field: 'description',
      name: 'Description',
      sortable: true,
      render: (description: string) => displayText(description),
    },
    {
      name: 'Dashboards',
      // A disabled tenant cannot be switched to: no link that can only fail.
      render: (row: TenantRow) =>
        row.status === 'Disabled' ? (
          displayText('')
        ) : (
          <EuiLink
            onClick={() => onViewDashboards(row)}
            aria-label={`View dashboards of the tenant ${row.tenant}`}
            data-test-subj="viewTenantDashboards"
          >
            View dashboards
          </EuiLink>
        ),
    },
    {
      field: 'reserved',
      name: 'Customization',
      render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
    },
  ];
}

/** What the sortable columns sort by (the table sorts in the list page block). */
export const TENANT_SORT_VALUES: Readonly<Record<string, (row: TenantRow) => string>> = {
  // As people read names: 'finance' before 'Global'.
  tenant: (row) => row.tenant.toLowerCase(),
  status: (row) => row.status,
  description: (row) => (row.description ?? '').toLowerCase(),
};

/** Label, name and description, case-insensitive; a blank query keeps every row. */
export function tenantMatches(row: TenantListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [row.tenant, row.name, row.description].some((field) => (field ?? '').toLowerCase().includes(needle));
}
