/**
 * Authentication and authorization: a read-only view of `config.yml`'s authc and authz sections.
 * The configuration is changed in the file and applied with securityadmin, so this page explains
 * that instead of offering edits.
 */
import React, { useMemo, useState } from 'react';
import {
  EuiBasicTable,
  EuiCallOut,
  EuiCode,
  EuiEmptyPrompt,
  EuiFieldSearch,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiSpacer,
  EuiText,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { SecurityConfig } from '../../../../../common/types';
import type { PageProps } from '../../types';
import { LearnMoreLink, ViewExpressionLink, displayBoolean, displayText } from '../../utils/display';
import { Identifier, IdentifierCell } from '../../utils/identifier_text';
import { SectionPanel } from '../../utils/section_panel';
import { SessionPolicyPanel } from './session_policy_panel';
import { errorText } from '../../utils/toasts';
import { securityDocLink } from '../get_started/security_doc_links';
import {
  authenticationRows,
  authorizationRows,
  matchesSearch,
  type AuthenticationRow,
  type AuthorizationRow,
} from './auth_domains';
import { LdapBackendPanel, TestUserPanel } from './ldap_panels';
import { ldapBackends } from './ldap_settings';
import { MfaSettingsPanel } from './mfa_settings_panel';
import { useLoad } from '../../../../../../../core/public';
import { AuthApi } from './auth_api';

export const NOTHING_CONFIGURED_TITLE = 'No authentication or authorization is configured';
export const NO_AUTHC_TEXT = 'No authentication domain is configured.';
export const NO_AUTHZ_TEXT =
  'No authorization backend is configured. Users keep the backend roles their authentication domain gives them.';
export const NO_MATCH_TEXT = 'Nothing matches your search.';

/** How to change what this page shows; the same words in the empty prompt and the section texts. */
const HowToConfigure: React.FC = () => (
  <p>
    Authentication domains (<EuiCode>authc</EuiCode>) and authorization backends (<EuiCode>authz</EuiCode>) are set in
    the security configuration file <EuiCode>config.yml</EuiCode>. Edit it, then apply it with the{' '}
    <EuiCode>securityadmin</EuiCode> tool (<EuiCode>npm run securityadmin</EuiCode>); this page shows the result.
  </p>
);

/** A domain's or backend's name: the widest column, the one thing to read here (the rest are short words). */
function nameColumn<Row extends object>(testSubj: string): EuiBasicTableColumn<Row> {
  return {
    field: 'name',
    name: 'Name',
    width: '30%',
    render: (name: string) => (
      <IdentifierCell>
        <strong>
          <Identifier text={name} data-test-subj={testSubj} />
        </strong>
      </IdentifierCell>
    ),
  };
}

const authenticationColumns: Array<EuiBasicTableColumn<AuthenticationRow>> = [
  nameColumn('authDomainName'),
  { field: 'httpEnabled', name: 'HTTP enabled', render: (value: boolean) => displayBoolean(value) },
  { field: 'httpType', name: 'HTTP type', render: (value: string) => displayText(value) },
  { field: 'challenge', name: 'Challenge', render: (value: boolean) => displayBoolean(value) },
  { field: 'backendType', name: 'Backend type', render: (value: string) => displayText(value) },
  { name: '', render: (row: AuthenticationRow) => <ViewExpressionLink title={row.name} value={row.domain} /> },
];

const authorizationColumns: Array<EuiBasicTableColumn<AuthorizationRow>> = [
  nameColumn('authzBackendName'),
  { field: 'httpEnabled', name: 'HTTP enabled', render: (value: boolean) => displayBoolean(value) },
  { field: 'backendType', name: 'Backend type', render: (value: string) => displayText(value) },
  { name: '', render: (row: AuthorizationRow) => <ViewExpressionLink title={row.name} value={row.domain} /> },
];

type SectionKind = 'authentication' | 'authorization';

const SECTION_TEXT: Record<SectionKind, { title: string; description: string; caption: string; empty: string }> = {
  authentication: {
    title: 'Authentication sequence',
    description: 'The security plugin tries these domains in this order; the first that authenticates the user wins.',
    caption: 'Authentication domains in execution order',
    empty: NO_AUTHC_TEXT,
  },
  authorization: {
    title: 'Authorization',
    description: 'After authentication, these backends add backend roles to the user.',
    caption: 'Authorization backends',
    empty: NO_AUTHZ_TEXT,
  },
};

/**
 * One of the two sections: its title with the count of the rows the search shows, what it does,
 * and its table; with nothing configured, how to configure it.
 */
function AuthSection<Row extends AuthenticationRow | AuthorizationRow>({
  kind,
  rows,
  columns,
  search,
}: {
  kind: SectionKind;
  rows: Row[];
  columns: Array<EuiBasicTableColumn<Row>>;
  search: string;
}) {
  const text = SECTION_TEXT[kind];
  const items = rows.filter((row) => matchesSearch(row, search));
  const noItemsMessage = search.trim() ? (
    NO_MATCH_TEXT
  ) : (
    <EuiText size="s" textAlign="center">
      <p>{text.empty}</p>
      <HowToConfigure />
    </EuiText>
  );
  return (
    <SectionPanel
      title={`${text.title} (${items.length})`}
      description={text.description}
      subdued
      gap="s"
      data-test-subj={`${kind}Panel`}
    >
      <EuiBasicTable<Row>
        tableCaption={text.caption}
        items={items}
        itemId="name"
        columns={columns}
        noItemsMessage={noItemsMessage}
        data-test-subj={`${kind}Table`}
      />
    </SectionPanel>
  );
}

export const AuthView: React.FC<PageProps> = ({ core, api }) => {
  const [config, setConfig] = useState<SecurityConfig>();
  const [loadError, setLoadError] = useState<string>();
  const [search, setSearch] = useState('');

  useLoad(() => api.feature(AuthApi).getSecurityConfig(), [api], {
    onLoad: setConfig,
    onError: (error) => setLoadError(errorText(error, 'Could not load the security configuration.')),
  });

  const authc = useMemo(() => authenticationRows(config), [config]);
  const authz = useMemo(() => authorizationRows(config), [config]);
  const ldap = useMemo(() => ldapBackends(config), [config]);
  const learnMore = <LearnMoreLink href={securityDocLink(core, 'backendConfiguration')} />;

  const header = (
    <EuiPageHeader
      pageTitle="Authentication and authorization"
      description={
        <>
          How users sign in and where their backend roles come from, as the security configuration defines them.{' '}
          {learnMore}
        </>
      }
    />
  );

  /** The page: its header, then what there is to show. */
  const page = (body: React.ReactNode) => (
    <div data-test-subj="authView">
      {header}
      <EuiSpacer />
      {body}
    </div>
  );

  if (loadError) {
    return page(<EuiCallOut color="danger" iconType="alert" title={loadError} data-test-subj="authViewLoadError" />);
  }
  if (!config) return <EuiLoadingSpinner size="xl" data-test-subj="authViewLoading" />;

  if (authc.length === 0 && authz.length === 0) {
    return page(
      <EuiEmptyPrompt
        data-test-subj="authViewInstructions"
        iconType="securityApp"
        title={<h2>{NOTHING_CONFIGURED_TITLE}</h2>}
        body={<HowToConfigure />}
        footer={learnMore}
      />
    );
  }

  return page(
    <>
      <EuiFieldSearch
        placeholder="Search by name, type or description"
        aria-label="Search authentication domains and authorization backends"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        isClearable
        fullWidth
        data-test-subj="authSearch"
      />
      <EuiSpacer />
      <AuthSection kind="authentication" rows={authc} columns={authenticationColumns} search={search} />
      <EuiSpacer />
      <AuthSection kind="authorization" rows={authz} columns={authorizationColumns} search={search} />
      {ldap.map((backend) => (
        <React.Fragment key={`${backend.kind}:${backend.name}`}>
          <EuiSpacer />
          <LdapBackendPanel backend={backend} />
        </React.Fragment>
      ))}
      <EuiSpacer />
      <MfaSettingsPanel api={api.feature(AuthApi)} />
      <EuiSpacer />
      <TestUserPanel api={api.feature(AuthApi)} />
      <EuiSpacer />
      <SessionPolicyPanel api={api.feature(AuthApi)} />
    </>
  );
};
