import React from 'react';
import { EuiButtonIcon, EuiFlexGroup, type EuiBasicTableColumn } from '@elastic/eui';
import type { RoleWithMapping } from '../../../api';
import { AppLink } from '../../../utils/app_link';
import { ResourceTypeBadge } from '../../../utils/display';
import { Identifier, IdentifierCell, IdentifierList } from '../../../utils/identifier_text';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** A row of the role list: the role as the server joined it, plus its name. */
export type RoleRow = RoleWithMapping & { name: string };

/** Each pattern once, in the order the role lists them. */
function unique(lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

export const indexPatternsOf = (row: RoleRow) => unique(row.index_permissions.map((p) => p.index_patterns ?? []));
export const tenantPatternsOf = (row: RoleRow) => unique(row.tenant_permissions.map((p) => p.tenant_patterns ?? []));

interface ColumnActions {
  /** The role's page: the name links there. */
  viewPath(name: string): string;
  hrefFor(path: string): string;
  navigate(path: string): void;
  edit(name: string): void;
  duplicate(name: string): void;
  remove(name: string): void;
  /** False for a user without the role mappings endpoint: the mapped users and backend roles columns go. */
  showMappings?: boolean;
}

export function roleListColumns(actions: ColumnActions): Array<EuiBasicTableColumn<RoleRow>> {
  return [
    {
      field: 'name',
      name: i18n.translate(messages.listColumnsRole),
      sortable: true,
      // The names are what the list is read for: room for `security_rest_api_full_access` whole.
      width: '19%',
      render: (name: string) => (
        <IdentifierCell>
          <AppLink
            path={actions.viewPath(name)}
            hrefFor={actions.hrefFor}
            navigate={actions.navigate}
            data-test-subj={`roleLink-${name}`}
          >
            <Identifier text={name} />
          </AppLink>
        </IdentifierCell>
      ),
    },
    {
      field: 'cluster_permissions',
      name: i18n.translate(messages.listColumnsClusterPermissions),
      width: '17%',
      render: (permissions: string[]) => <IdentifierList items={permissions} />,
    },
    {
      name: i18n.translate(messages.listColumnsIndexPatterns),
      render: (row: RoleRow) => <IdentifierList items={indexPatternsOf(row)} />,
    },
    ...(actions.showMappings === false
      ? []
      : [
          {
            name: i18n.translate(messages.listColumnsInternalUsers),
            render: (row: RoleRow) => <IdentifierList items={row.mapped.users} />,
          },
          {
            name: i18n.translate(messages.listColumnsBackendRoles),
            render: (row: RoleRow) => <IdentifierList items={row.mapped.backend_roles} />,
          },
        ]),
    {
      name: i18n.translate(messages.listColumnsTenants),
      render: (row: RoleRow) => <IdentifierList items={tenantPatternsOf(row)} />,
    },
    {
      field: 'reserved',
      name: i18n.translate(messages.listColumnsCustomization),
      // Fixed narrow columns for the badge and the icons leave the width to the names.
      width: '120px',
      render: (reserved: boolean) => <ResourceTypeBadge reserved={reserved} />,
    },
    {
      name: i18n.translate(messages.listColumnsActions),
      width: '110px',
      // Plain icon buttons rather than EUI's collapsed action menu: every action is one tab stop away.
      render: (row: RoleRow) => (
        <EuiFlexGroup gutterSize="xs" responsive={false} wrap={false}>
          {!row.reserved && (
            <EuiButtonIcon
              iconType="pencil"
              aria-label={i18n.translate(messages.listColumnsEditAriaLabel, { name: row.name })}
              onClick={() => actions.edit(row.name)}
              data-test-subj="editRoleAction"
            />
          )}
          <EuiButtonIcon
            iconType="copy"
            aria-label={i18n.translate(messages.listColumnsDuplicateAriaLabel, { name: row.name })}
            onClick={() => actions.duplicate(row.name)}
            data-test-subj="duplicateRoleAction"
          />
          {!row.reserved && (
            <EuiButtonIcon
              iconType="trash"
              color="danger"
              aria-label={i18n.translate(messages.listColumnsDeleteAriaLabel, { name: row.name })}
              onClick={() => actions.remove(row.name)}
              data-test-subj="deleteRoleAction"
            />
          )}
        </EuiFlexGroup>
      ),
    },
  ];
}
