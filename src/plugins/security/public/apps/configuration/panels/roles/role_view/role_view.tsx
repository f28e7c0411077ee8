import React, { useState } from 'react';
import {
  EuiButton,
  EuiEmptyPrompt,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPageSection,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import type { Role, RoleMapping, Tenant } from '../../../../../../common/types';
import { backendHas } from '../../../api';
import { userPaths } from '../../users/paths';
import type { PageProps } from '../../../types';
import { displayText, ResourceTypeBadge } from '../../../utils/display';
import { actionButton, type ActionSpec } from '../../../utils/list_parts';
import { recordRecentlyViewed } from '../../../utils/recently_viewed';
import { toastAfterNavigation } from '../../../utils/toasts';
import { LoadFailedPrompt } from '../../../utils/load_states';
import { confirmDeleteRoles, deletedToastTitle, deleteRoles, getIfExists } from '../role_list/role_actions';
import { rolePaths } from '../paths';
import { MappingsNotPermitted, RoleMappedUsersTab } from './role_mapped_users_tab';
import { RolePermissionsTab } from './role_permissions_tab';
import { ResourceHistory } from '../../history/resource_history';
import { fetchErrorStatus, useLoad, i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** A role mapped to more users than this checks only the first ones for links (one request each). */
export const MAX_USER_LINKS = 50;

export type RoleViewTab = 'permissions' | 'mapped_users' | 'history';

interface Loaded {
  role: Role;
  mapping?: RoleMapping;
  tenants: Record<string, Tenant>;
}

type Load = { state: 'loading' } | { state: 'failed'; error: unknown } | ({ state: 'ready' } & Loaded);

export function tabOf(query: URLSearchParams): RoleViewTab {
  const tab = query.get('tab');
  return tab === 'mapped_users' || tab === 'history' ? tab : 'permissions';
}

/** One role: its permissions and who is mapped to it (tab chosen by `?tab=`). */
export const RoleView: React.FC<PageProps> = ({ core, api, navigate, hrefFor, params, query, endpoints }) => {
  const name = params.name ?? '';
  const tab = tabOf(query);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const canSeeMappings = endpoints.includes('rolesmapping');

  useLoad(
    () => {
      setLoad({ state: 'loading' });
      return Promise.all([
        api.get('roles', name),
        // Who is mapped to a role is the role mappings endpoint's; the tenant list the tenants endpoint's.
        canSeeMappings ? getIfExists(() => api.get('rolesmapping', name)) : Promise.resolve(undefined),
        endpoints.includes('tenants') ? api.listAll('tenants') : Promise.resolve({}),
      ]);
    },
    [api, name, canSeeMappings, attempt],
    {
      onLoad: ([role, mapping, tenants]) => {
        setLoad({ state: 'ready', role, mapping, tenants });
        recordRecentlyViewed(core, hrefFor, 'role', name);
      },
      // Said once, in place (issue 44.2): no toast repeats it.
      onError: (error) => setLoad({ state: 'failed', error }),
    }
  );

  // Mapped users that are internal users link to their page; others (external users) cannot.
  const [internalUsers, setInternalUsers] = useState<ReadonlySet<string>>(new Set());
  const mappedUsers = load.state === 'ready' ? (load.mapping?.users ?? []) : [];
  const mappedKey = mappedUsers.join('\n');
  useLoad(
    () =>
      mappedKey === '' || !endpoints.includes('internalusers')
        ? undefined
        : Promise.all(
            mappedUsers
              .slice(0, MAX_USER_LINKS)
              .map(async (user) => ((await getIfExists(() => api.get('internalusers', user))) ? user : ''))
          ),
    [api, mappedKey, endpoints],
    {
      onLoad: (names) => setInternalUsers(new Set(names.filter(Boolean))),
      // Only the links are missing then: the names still show.
      onError: (error) => console.error('Security: could not read the mapped internal users', error),
    }
  );

  const remove = async () => {
    if (!(await confirmDeleteRoles(core, [name]))) return;
    const deleted = await deleteRoles(core, api, [name]);
    if (deleted.length === 0) return;
    toastAfterNavigation(rolePaths.list(), deletedToastTitle(deleted));
    navigate(rolePaths.list());
  };

  const reserved = load.state === 'ready' && load.role.reserved;
  const editAction: ActionSpec = {
    label: i18n.translate(messages.viewEditButton),
    iconType: 'pencil',
    onClick: () => navigate(rolePaths.edit(name)),
    testSubj: 'editRoleButton',
  };
  const duplicateAction: ActionSpec = {
    label: i18n.translate(messages.viewDuplicateButton),
    iconType: 'copy',
    onClick: () => navigate(rolePaths.duplicate(name)),
    testSubj: 'duplicateRoleButton',
  };
  const deleteAction: ActionSpec = {
    label: i18n.translate(messages.viewDeleteButton),
    color: 'danger',
    iconType: 'trash',
    onClick: () => void remove(),
    testSubj: 'deleteRoleButton',
  };
  // A reserved role can only be duplicated.
  const actions =
    load.state !== 'ready'
      ? []
      : (reserved ? [duplicateAction] : [editAction, duplicateAction, deleteAction]).map(actionButton);

  const TAB_LABELS: Record<RoleViewTab, string> = {
    permissions: i18n.translate(messages.viewTabsPermissions),
    mapped_users: i18n.translate(messages.viewTabsMappedUsers),
    history: i18n.translate(messages.viewTabsHistory),
  };
  const shownTabs = backendHas(api, 'history')
    ? (['permissions', 'mapped_users', 'history'] as const)
    : (['permissions', 'mapped_users'] as const);
  const tabs = shownTabs.map((id) => ({
    label: TAB_LABELS[id],
    isSelected: tab === id,
    onClick: () => navigate(rolePaths.view(name, id)),
    'data-test-subj': `roleViewTab-${id}`,
  }));

  const body = () => {
    if (load.state === 'loading')
      return <EuiLoadingSpinner size="xl" aria-label={i18n.translate(messages.viewLoadingAriaLabel)} />;
    if (load.state === 'failed' && fetchErrorStatus(load.error) === 404)
      return (
        <EuiEmptyPrompt
          iconType="search"
          title={<h2>{i18n.translate(messages.viewNotFoundTitle, { name })}</h2>}
          body={<p>{i18n.translate(messages.viewNotFoundBody)}</p>}
          actions={
            <EuiButton onClick={() => navigate(rolePaths.list())} data-test-subj="backToRoles">
              {i18n.translate(messages.viewNotFoundBackButton)}
            </EuiButton>
          }
          data-test-subj="roleLoadError"
        />
      );
    if (load.state === 'failed')
      return (
        <LoadFailedPrompt
          title={i18n.translate(messages.viewLoadFailedTitle, { name })}
          error={load.error}
          onRetry={() => setAttempt((n) => n + 1)}
          data-test-subj="roleLoadError"
        />
      );
    return (
      <>
        <ResourceTypeBadge reserved={load.role.reserved} />
        {/* No description: nothing under the badge rather than a lone placeholder dash. */}
        {load.role.description?.trim() ? (
          <EuiText size="s" data-test-subj="roleDescription">
            <p>{displayText(load.role.description)}</p>
          </EuiText>
        ) : null}
        <EuiSpacer size="l" />
        {tab === 'history' && backendHas(api, 'history') ? (
          <ResourceHistory api={api} navigate={navigate} hrefFor={hrefFor} kind="roles" name={name} />
        ) : tab === 'mapped_users' && !canSeeMappings ? (
          <MappingsNotPermitted />
        ) : tab === 'mapped_users' ? (
          <RoleMappedUsersTab
            mapping={load.mapping}
            userPath={(user) => (internalUsers.has(user) ? userPaths.userEdit(user) : undefined)}
            hrefFor={hrefFor}
            navigate={navigate}
            canManage={!load.mapping?.reserved}
            onManage={() => navigate(rolePaths.mapUsers(name))}
          />
        ) : (
          <RolePermissionsTab role={load.role} tenants={load.tenants} />
        )}
      </>
    );
  };

  return (
    <div data-test-subj="roleViewPage">
      {/* A role that could not be read has no tabs to offer. */}
      <EuiPageHeader pageTitle={name} rightSideItems={actions} tabs={load.state === 'failed' ? undefined : tabs} />
      <EuiSpacer size="l" />
      <EuiPageSection paddingSize="none">{body()}</EuiPageSection>
    </div>
  );
};
