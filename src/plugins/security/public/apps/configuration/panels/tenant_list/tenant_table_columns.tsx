/** The columns of the Manage tab's tenant table. */
import React from 'react';
import { EuiBadge, EuiHealth, EuiLink, type EuiBasicTableColumn } from '@elastic/eui';
import { i18n } from '../../../../../../../core/public';
import type { TenantListItem } from '../../../../utils/tenants';
import { isPlainLeftClick } from '../../utils/app_link';
import { ResourceTypeBadge, displayText, wrapAtSeparators } from '../../utils/display';
import type { TenantStatus } from './tenant_status';
import messages from './messages.json';

export interface TenantRow extends TenantListItem {
  status: TenantStatus;
  current: boolean;
}

const STATUS_COLOR: Record<TenantStatus, string> = { Default: 'primary', Enabled: 'success', Disabled: 'subdued' };

/** The status as the user reads it (the status values themselves are the code's). */
export function tenantStatusLabel(status: TenantStatus): string {
  switch (status) {
    case 'Default':
      return i18n.translate(messages.tableStatusDefault);
    case 'Enabled':
      return i18n.translate(messages.tableStatusEnabled);
    case 'Disabled':
      return i18n.translate(messages.tableStatusDisabled);
  }
}

interface DashboardsLink {
  href(row: TenantRow): string;
  /** A plain click: switch the session's tenant, then open its dashboards. */
  open(row: TenantRow): void;
}

/** A link to the tenant's dashboards: a real address for new tabs, a tenant switch on a plain click. */
const TenantDashboardsLink: React.FC<{
  row: TenantRow;
  link: DashboardsLink;
  children: React.ReactNode;
  'data-test-subj': string;
  'aria-label'?: string;
}> = ({ row, link, children, ...rest }) => (
  <EuiLink
    href={link.href(row)}
    onClick={(event: React.MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      link.open(row);
    }}
    {...rest}
  >
    {children}
  </EuiLink>
);

export function tenantColumns(link: DashboardsLink): Array<EuiBasicTableColumn<TenantRow>> {
  return [
    {
      field: 'tenant',
      name: i18n.translate(messages.tableNameColumn),
      sortable: true,
      render: (label: string, row: TenantRow) => (
        <span>
          {row.status === 'Disabled' ? (
            <span data-test-subj="tenantName">{wrapAtSeparators(label)}</span>
          ) : (
            <TenantDashboardsLink row={row} link={link} data-test-subj="tenantName">
              {wrapAtSeparators(label)}
            </TenantDashboardsLink>
          )}
          {row.current && (
            <>
              {' '}
              <EuiBadge data-test-subj="currentTenantBadge">{i18n.translate(messages.tableCurrentBadge)}</EuiBadge>
            </>
          )}
        </span>
      ),
    },
    {
      field: 'status',
      name: i18n.translate(messages.tableStatusColumn),
      // The custom tenants are sorted by the server, which does not know the statuses (they come
      // from the tenancy settings): all but the default one read Enabled, so there is little to sort.
      render: (status: TenantStatus) => (
        <EuiHealth color={STATUS_COLOR[status]} data-test-subj="tenantStatus">
          {tenantStatusLabel(status)}
        </EuiHealth>
      ),
    },
    {
      field: 'description',
      name: i18n.translate(messages.tableDescriptionColumn),
      sortable: true,
      render: (description: string) => displayText(description),
    },
    {
      name: i18n.translate(messages.tableDashboardsColumn),
      // A disabled tenant cannot be switched to: no link that can only fail.
      render: (row: TenantRow) =>
        row.status === 'Disabled' ? (
          displayText('')
        ) : (
          <TenantDashboardsLink
            row={row}
            link={link}
            aria-label={i18n.translate(messages.tableViewDashboardsAriaLabel, { tenant: row.tenant })}
            data-test-subj="viewTenantDashboards"
          >
            {i18n.translate(messages.tableViewDashboardsLink)}
          </TenantDashboardsLink>
        ),
    },
    {
      field: 'reserved',
      name: i18n.translate(messages.tableCustomizationColumn),
      render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
    },
  ];
}

/** Label, name and description, case-insensitive; a blank query keeps every row. */
export function tenantMatches(row: TenantListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [row.tenant, row.name, row.description].some((field) => (field ?? '').toLowerCase().includes(needle));
}
