/**
 * The LDAP part of the Authentication page: each LDAP backend's settings (passwords only as
 * "set"), and the "Test a user" panel that asks every basic domain about one user.
 */
import React, { useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiCode,
  EuiDescriptionList,
  EuiFieldPassword,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { AuthcTestDomain, AuthcTestResponse } from '../../../../../common/authc_test';
import { EMPTY_DISPLAY } from '../../utils/display';
import { errorText } from '../../utils/toasts';
import type { LdapBackendSummary } from './ldap_settings';
import type { AuthApi } from './auth_api';
import { i18n } from '../../../../../../../core/public';
import { SectionPanel } from '../../utils/section_panel';
import messages from './messages.json';

export const noRolesText = () => i18n.translate(messages.testUserNoRoles);

export const LdapBackendPanel: React.FC<{ backend: LdapBackendSummary }> = ({ backend }) => (
  <EuiPanel data-test-subj="ldapBackendPanel">
    <EuiTitle size="xs">
      <h3>
        {backend.kind === 'authentication'
          ? i18n.translate(messages.ldapAuthenticationTitle, { name: backend.name })
          : i18n.translate(messages.ldapAuthorizationTitle, { name: backend.name })}
      </h3>
    </EuiTitle>
    <EuiSpacer size="s" />
    <EuiDescriptionList
      type="column"
      compressed
      listItems={backend.settings.map(({ title, value, code }) => ({
        title,
        description: code ? <EuiCode>{value}</EuiCode> : value,
      }))}
    />
  </EuiPanel>
);

const columns = (): Array<EuiBasicTableColumn<AuthcTestDomain>> => [
  {
    field: 'name',
    name: i18n.translate(messages.testUserDomainColumn),
    render: (name: string) => <strong>{name}</strong>,
  },
  { field: 'type', name: i18n.translate(messages.testUserBackendColumn) },
  {
    field: 'found',
    name: i18n.translate(messages.testUserFoundColumn),
    render: (found: boolean) =>
      found ? i18n.translate(messages.testUserFound) : i18n.translate(messages.testUserNotFound),
  },
  {
    field: 'dn',
    name: i18n.translate(messages.testUserDnColumn),
    render: (dn: string | null) => (dn ? <EuiCode>{dn}</EuiCode> : EMPTY_DISPLAY),
  },
  {
    field: 'backend_roles',
    name: i18n.translate(messages.testUserBackendRolesColumn),
    render: (roles: string[]) => (roles.length ? roles.join(', ') : EMPTY_DISPLAY),
  },
  {
    field: 'error',
    name: i18n.translate(messages.testUserErrorColumn),
    render: (error: string | null) =>
      error ? (
        <EuiText size="s" color="danger">
          {error}
        </EuiText>
      ) : (
        EMPTY_DISPLAY
      ),
  },
  {
    field: 'took_ms',
    name: i18n.translate(messages.testUserTimeColumn),
    render: (ms: number) => i18n.translate(messages.testUserTook, { ms }),
  },
];

export const TestUserPanel: React.FC<{ api: Pick<AuthApi, 'testAuthcUser'> }> = ({ api }) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AuthcTestResponse>();
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      setResult(await api.testAuthcUser(password ? { username, password } : { username }));
    } catch (failure) {
      setResult(undefined);
      setError(errorText(failure, i18n.translate(messages.testUserError)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionPanel
      title={i18n.translate(messages.testUserTitle)}
      description={i18n.translate(messages.testUserDescription)}
      subdued
      gap="s"
      data-test-subj="testUserPanel"
    >
      <EuiForm component="form" onSubmit={submit} aria-label={i18n.translate(messages.testUserFormLabel)}>
        <EuiFlexGroup alignItems="flexEnd" wrap>
          <EuiFlexItem grow={false}>
            <EuiFormRow label={i18n.translate(messages.testUserUsernameLabel)}>
              <EuiFieldText
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                maxLength={1024}
                data-test-subj="testUserName"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiFormRow label={i18n.translate(messages.testUserPasswordLabel)}>
              <EuiFieldPassword
                type="dual"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                maxLength={1024}
                autoComplete="off"
                data-test-subj="testUserPassword"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton type="submit" isLoading={busy} isDisabled={!username.trim()} data-test-subj="testUserSubmit">
              {i18n.translate(messages.testUserSubmitButton)}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
      {error && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" iconType="alert" title={error} data-test-subj="testUserError" />
        </>
      )}
      {result && (
        <div data-test-subj="testUserResult">
          <EuiSpacer />
          <EuiBasicTable<AuthcTestDomain>
            tableCaption={i18n.translate(messages.testUserTableCaption)}
            items={result.domains}
            itemId="name"
            columns={columns()}
            data-test-subj="testUserDomains"
          />
          <EuiSpacer size="s" />
          <EuiText size="s">
            <strong>{i18n.translate(messages.testUserRolesLabel)}</strong>
            {result.roles.length ? (
              result.roles.map((role) => (
                <EuiBadge key={role} data-test-subj="testUserRole">
                  {role}
                </EuiBadge>
              ))
            ) : (
              <span data-test-subj="testUserNoRoles">{noRolesText()}</span>
            )}
          </EuiText>
        </div>
      )}
    </SectionPanel>
  );
};
