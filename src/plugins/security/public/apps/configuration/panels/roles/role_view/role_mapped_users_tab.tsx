import React from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { RoleMapping } from '../../../../../../common/types';
import { AppLink } from '../../../utils/app_link';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** The English text, as the tests read it; the tab shows it translated. */
export const NO_MAPPING_TEXT = 'You have not mapped any users or backend roles to this role.';

/** What a roles-only administrator sees in place of the mapped users. */
export const MappingsNotPermitted: React.FC = () => (
  <EuiEmptyPrompt
    iconType="lock"
    title={<h2>{i18n.translate(messages.mappedUsersNotPermittedTitle)}</h2>}
    body={<p>{i18n.translate(messages.mappedUsersNotPermittedText)}</p>}
    data-test-subj="roleMappingsNotPermitted"
  />
);

interface Row {
  id: string;
  name: string;
  type: 'user' | 'backendRole' | 'host';
}

interface UserLinks {
  /** The page of a mapped user that is an internal user; undefined for any other name. */
  userPath(name: string): string | undefined;
  hrefFor(path: string): string;
  navigate(path: string): void;
}

function columnsFor({ userPath, hrefFor, navigate }: UserLinks): Array<EuiBasicTableColumn<Row>> {
  return [
    {
      field: 'name',
      name: i18n.translate(messages.mappedUsersColumnsName),
      render: (name: string, row: Row) => {
        const path = row.type === 'user' ? userPath(name) : undefined;
        return path ? (
          <AppLink path={path} hrefFor={hrefFor} navigate={navigate} data-test-subj="mappedUserLink">
            {name}
          </AppLink>
        ) : (
          name
        );
      },
    },
    {
      field: 'type',
      name: i18n.translate(messages.mappedUsersColumnsType),
      render: (type: Row['type']) => typeLabel(type),
    },
  ];
}

function typeLabel(type: Row['type']): string {
  if (type === 'user') return i18n.translate(messages.mappedUsersTypesUser);
  if (type === 'backendRole') return i18n.translate(messages.mappedUsersTypesBackendRole);
  return i18n.translate(messages.mappedUsersTypesHost);
}

function rowsOf(mapping: RoleMapping | undefined): Row[] {
  if (!mapping) return [];
  return [
    ...mapping.users.map((name) => ({ id: `user:${name}`, name, type: 'user' as const })),
    ...mapping.backend_roles.map((name) => ({ id: `backend:${name}`, name, type: 'backendRole' as const })),
    ...mapping.hosts.map((name) => ({ id: `host:${name}`, name, type: 'host' as const })),
  ];
}

/** Who holds the role: users, backend roles and hosts of its mapping. */
export const RoleMappedUsersTab: React.FC<
  { mapping?: RoleMapping; onManage(): void; canManage: boolean } & UserLinks
> = ({ mapping, onManage, canManage, ...links }) => {
  const rows = rowsOf(mapping);
  const manage = (
    <EuiButton onClick={onManage} isDisabled={!canManage} data-test-subj="manageMappingButton">
      {i18n.translate(messages.mappedUsersManageButton)}
    </EuiButton>
  );
  return (
    <EuiPanel paddingSize="l" data-test-subj="roleMappedUsers">
      <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" responsive={false}>
        <EuiFlexItem>
          <EuiTitle size="s">
            <h2>{i18n.translate(messages.mappedUsersTitle, { count: rows.length })}</h2>
          </EuiTitle>
          <EuiText size="s" color="subdued">
            <p>{i18n.translate(messages.mappedUsersDescription)}</p>
          </EuiText>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>{manage}</EuiFlexItem>
      </EuiFlexGroup>
      {rows.length === 0 ? (
        <EuiEmptyPrompt
          title={<h3>{i18n.translate(messages.mappedUsersEmptyTitle)}</h3>}
          body={<p>{i18n.translate(messages.mappedUsersEmptyText)}</p>}
        />
      ) : (
        <EuiBasicTable<Row>
          items={rows}
          itemId="id"
          columns={columnsFor(links)}
          tableCaption={i18n.translate(messages.mappedUsersTableCaption)}
          data-test-subj="roleMappedUsersTable"
        />
      )}
    </EuiPanel>
  );
};
