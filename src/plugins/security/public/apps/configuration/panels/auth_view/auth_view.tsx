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
import { FormattedMessage, i18n, useLoad } from '../../../../../../../core/public';
import { AuthApi } from './auth_api';
import messages from './messages.json';

/** How to change what this page shows; the same words in the empty prompt and the section texts. */
const HowToConfigure: React.FC = () => (
  <p>
    <FormattedMessage
      {...messages.viewHowToConfigure}
      values={{
        authc: <EuiCode>authc</EuiCode>,
        authz: <EuiCode>authz</EuiCode>,
        configFile: <EuiCode>config.yml</EuiCode>,
        tool: <EuiCode>securityadmin</EuiCode>,
        command: <EuiCode>npm run securityadmin</EuiCode>,
      }}
    />
  </p>
);

/** A domain's or backend's name: the widest column, the one thing to read here (the rest are short words). */
function nameColumn<Row extends object>(testSubj: string): EuiBasicTableColumn<Row> {
  return {
    field: 'name',
    name: i18n.translate(messages.viewNameColumn),
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

const httpEnabledName = () => i18n.translate(messages.viewHttpEnabledColumn);
const backendTypeName = () => i18n.translate(messages.viewBackendTypeColumn);

const authenticationColumns = (): Array<EuiBasicTableColumn<AuthenticationRow>> => [
  nameColumn('authDomainName'),
  { field: 'httpEnabled', name: httpEnabledName(), render: (value: boolean) => displayBoolean(value) },
  {
    field: 'httpType',
    name: i18n.translate(messages.viewHttpTypeColumn),
    render: (value: string) => displayText(value),
  },
  {
    field: 'challenge',
    name: i18n.translate(messages.viewChallengeColumn),
    render: (value: boolean) => displayBoolean(value),
  },
  { field: 'backendType', name: backendTypeName(), render: (value: string) => displayText(value) },
  { name: '', render: (row: AuthenticationRow) => <ViewExpressionLink title={row.name} value={row.domain} /> },
];

const authorizationColumns = (): Array<EuiBasicTableColumn<AuthorizationRow>> => [
  nameColumn('authzBackendName'),
  { field: 'httpEnabled', name: httpEnabledName(), render: (value: boolean) => displayBoolean(value) },
  { field: 'backendType', name: backendTypeName(), render: (value: string) => displayText(value) },
  { name: '', render: (row: AuthorizationRow) => <ViewExpressionLink title={row.name} value={row.domain} /> },
];

type SectionKind = 'authentication' | 'authorization';

interface SectionText {
  title: (count: number) => string;
  description: string;
  caption: string;
  empty: string;
}

const sectionText = (kind: SectionKind): SectionText =>
  kind === 'authentication'
    ? {
        title: (count) => i18n.translate(messages.viewAuthenticationTitle, { count }),
        description: i18n.translate(messages.viewAuthenticationDescription),
        caption: i18n.translate(messages.viewAuthenticationCaption),
        empty: i18n.translate(messages.viewNoAuthentication),
      }
    : {
        title: (count) => i18n.translate(messages.viewAuthorizationTitle, { count }),
        description: i18n.translate(messages.viewAuthorizationDescription),
        caption: i18n.translate(messages.viewAuthorizationCaption),
        empty: i18n.translate(messages.viewNoAuthorization),
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
  const text = sectionText(kind);
  const items = rows.filter((row) => matchesSearch(row, search));
  const noItemsMessage = search.trim() ? (
    i18n.translate(messages.viewNoMatch)
  ) : (
    <EuiText size="s" textAlign="center">
      <p>{text.empty}</p>
      <HowToConfigure />
    </EuiText>
  );
  return (
    <SectionPanel
      title={text.title(items.length)}
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
    onError: (error) => setLoadError(errorText(error, i18n.translate(messages.viewLoadError))),
  });

  const authc = useMemo(() => authenticationRows(config), [config]);
  const authz = useMemo(() => authorizationRows(config), [config]);
  const ldap = useMemo(() => ldapBackends(config), [config]);
  const learnMore = <LearnMoreLink href={securityDocLink(core, 'backendConfiguration')} />;

  const header = (
    <EuiPageHeader
      pageTitle={i18n.translate(messages.viewTitle)}
      description={<FormattedMessage {...messages.viewDescription} values={{ learnMore }} />}
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
        title={<h2>{i18n.translate(messages.viewNothingConfigured)}</h2>}
        body={<HowToConfigure />}
        footer={learnMore}
      />
    );
  }

  return page(
    <>
      <EuiFieldSearch
        placeholder={i18n.translate(messages.viewSearchPlaceholder)}
        aria-label={i18n.translate(messages.viewSearchLabel)}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        isClearable
        fullWidth
        data-test-subj="authSearch"
      />
      <EuiSpacer />
      <AuthSection kind="authentication" rows={authc} columns={authenticationColumns()} search={search} />
      <EuiSpacer />
      <AuthSection kind="authorization" rows={authz} columns={authorizationColumns()} search={search} />
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
