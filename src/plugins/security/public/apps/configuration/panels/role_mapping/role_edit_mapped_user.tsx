import React, { useMemo, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPageSection,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { RoleMapping } from '../../../../../common/types';
import type { PageProps } from '../../types';
import { showError, toastAfterNavigation } from '../../utils/toasts';
import { nameOptions } from '../role_edit/permission_options';
import { StringComboBox } from '../role_edit/string_combo_box';
import { getIfExists, rolePaths } from '../role_list/role_actions';
import { useUnsavedChanges } from '../../utils/leave_guard';
import { useLoad } from '../../../../../../../core/public';
import { useHistoryTab } from '../history/history_tab';

/** How many internal user names the picker asks for per search: the store may hold 100,000. */
export const USER_SUGGESTIONS = 50;
export const RESERVED_MAPPING_TITLE = 'The mapping of this role is reserved and cannot be changed.';
export const mappingSavedTitle = (role: string) => `Role '${role}' mapping saved`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; existing?: RoleMapping };

interface Mapped {
  users: string[];
  backend_roles: string[];
  hosts: string[];
}

/** Internal user names matching what is typed, asked of the server (latest search wins). */
function useUserSuggestions(api: PageProps['api'], toasts: PageProps['core']['notifications']['toasts']) {
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  useLoad(
    () => {
      setLoading(true);
      return api.list('internalusers', {
        search: search.trim() || undefined,
        perPage: USER_SUGGESTIONS,
        sortField: 'name',
      });
    },
    [api, toasts, search],
    {
      onLoad: ({ data }) => setNames(Object.keys(data)),
      onError: (error) => showError(toasts, error, 'Failed to load internal users.'),
      onSettled: () => setLoading(false),
    }
  );
  return { names, loading, setSearch };
}

/** Map internal users (or external user names), backend roles and hosts to one role. */
export const RoleEditMappedUser: React.FC<PageProps> = ({ core, api, navigate, hrefFor, params }) => {
  const { toasts } = core.notifications;
  const name = params.name ?? '';
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'rolesmapping',
    name,
    enabled: name !== '',
    formLabel: 'Mapping',
  });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [mapped, setMapped] = useState<Mapped>({ users: [], backend_roles: [], hosts: [] });
  const [saving, setSaving] = useState(false);
  const suggestions = useUserSuggestions(api, toasts);
  const userOptions = useMemo(() => nameOptions(suggestions.names), [suggestions.names]);

  // The role must exist (the server refuses a mapping of an unknown role); its mapping may not yet.
  useLoad(
    () => Promise.all([api.get('roles', name), getIfExists(() => api.get('rolesmapping', name))]),
    [api, toasts, name],
    {
      onLoad: ([, existing]) => {
        setMapped({
          users: existing?.users ?? [],
          backend_roles: existing?.backend_roles ?? [],
          hosts: existing?.hosts ?? [],
        });
        setLoad({ state: 'ready', existing });
      },
      onError: (error) => {
        const message = showError(toasts, error, `Failed to load the role '${name}'.`);
        setLoad({ state: 'failed', message });
      },
    }
  );

  const unsaved = useUnsavedChanges(mapped, load.state === 'ready');
  const back = () => navigate(rolePaths.view(name, 'mapped_users'));

  const save = async (existing?: RoleMapping) => {
    setSaving(true);
    try {
      // POST replaces the whole mapping: keep what this page does not edit.
      await api.save('rolesmapping', name, {
        ...mapped,
        ...(existing?.and_backend_roles?.length ? { and_backend_roles: existing.and_backend_roles } : {}),
        ...(existing?.description ? { description: existing.description } : {}),
      });
      unsaved.release();
      toastAfterNavigation(rolePaths.view(name, 'mapped_users'), mappingSavedTitle(name));
      back();
    } catch (error) {
      showError(toasts, error, 'Failed to save the mapping.');
    } finally {
      setSaving(false);
    }
  };

  const body = () => {
    if (load.state === 'loading') return <EuiLoadingSpinner size="xl" aria-label="Loading mapping" />;
    if (load.state === 'failed')
      return <EuiCallOut color="danger" iconType="error" title={load.message} data-test-subj="mappingLoadError" />;
    if (load.existing?.reserved) {
      return (
        <EuiCallOut
          color="warning"
          iconType="lock"
          title={RESERVED_MAPPING_TITLE}
          data-test-subj="reservedMappingCallout"
        />
      );
    }
    const set = (changes: Partial<Mapped>) => setMapped((previous) => ({ ...previous, ...changes }));
    return (
      <EuiForm>
        <EuiPanel paddingSize="l">
          <EuiTitle size="s">
            <h2>Users</h2>
          </EuiTitle>
          <EuiText size="s" color="subdued">
            <p>
              Map users to this role to inherit role permissions. Two types of users are supported: user, and backend
              role.
            </p>
          </EuiText>
          <EuiSpacer size="m" />
          <EuiFormRow
            label="Users"
            helpText="Pick internal users, or type the name of an external user and press Enter."
            fullWidth
          >
            <StringComboBox
              aria-label="Users"
              placeholder="Search internal users or type a user name"
              values={mapped.users}
              onChange={(users) => set({ users })}
              options={userOptions}
              isLoading={suggestions.loading}
              onSearchChange={suggestions.setSearch}
              data-test-subj="mappedUsersInput"
            />
          </EuiFormRow>
          <EuiFormRow
            label="Backend roles"
            helpText="Type a backend role (e.g. from LDAP or a token) and press Enter."
            fullWidth
          >
            <StringComboBox
              aria-label="Backend roles"
              placeholder="Type in backend role"
              values={mapped.backend_roles}
              onChange={(backend_roles) => set({ backend_roles })}
              data-test-subj="mappedBackendRolesInput"
            />
          </EuiFormRow>
          <EuiFormRow label="Hosts" helpText="Type a host name or address pattern and press Enter." fullWidth>
            <StringComboBox
              aria-label="Hosts"
              placeholder="Type in host"
              values={mapped.hosts}
              onChange={(hosts) => set({ hosts })}
              data-test-subj="mappedHostsInput"
            />
          </EuiFormRow>
        </EuiPanel>
        <EuiSpacer size="l" />
        <EuiFlexGroup justifyContent="flexEnd" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiButtonEmpty onClick={back} data-test-subj="cancelMapping">
              Cancel
            </EuiButtonEmpty>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton
              fill
              isLoading={saving}
              onClick={() => void save(load.existing)}
              data-test-subj="saveMappingButton"
            >
              Map
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
    );
  };

  return (
    <div data-test-subj="roleMapUsersPage">
      <EuiPageHeader pageTitle="Map user" description={`Map users to the role '${name}'.`} tabs={historyTab.tabs} />
      <EuiSpacer size="l" />
      {historyTab.history}
      <EuiPageSection paddingSize="none" hidden={historyTab.showingHistory}>
        {body()}
      </EuiPageSection>
    </div>
  );
};
