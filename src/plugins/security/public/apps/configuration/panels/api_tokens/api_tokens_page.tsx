/**
 * API tokens (`/apitokens`): the tokens of every user for security administrators (the server
 * decides), with create (permissions as in the role editor, or copied from a role) and revoke.
 */
import React, { useEffect, useMemo, useState } from 'react';
import { EuiPageHeader, EuiSpacer } from '@elastic/eui';
import type { ActionGroup } from '../../../../../common/types';
import { ApiTokensApi } from '../../../../apis/api_tokens_api';
import { ApiTokensPanel } from '../../../api_tokens/api_tokens_panel';
import type { PermissionChoices } from '../../../api_tokens/create_token_flyout';
import { clusterPermissionOptions, indexPermissionOptions, nameOptions } from '../role_edit/permission_options';
import type { PageProps } from '../../types';

export const API_TOKENS_DESCRIPTION =
  'Tokens for scripts and tools: sent as "Authorization: ApiKey <token>", each acts with its own permissions only.';

export const ApiTokensPage: React.FC<PageProps> = ({ core, api, config }) => {
  const tokensApi = useMemo(() => new ApiTokensApi(core.http), [core.http]);
  const [lists, setLists] = useState<{ groups: Record<string, ActionGroup>; tenants: string[]; roles: string[] }>({
    groups: {},
    tenants: [],
    roles: [],
  });
  useEffect(() => {
    let live = true;
    // The pickers' suggestions: without them (no access to a kind) patterns are still typed in.
    void Promise.all([
      api.listAll('actiongroups').catch(() => ({})),
      api.listAll('tenants').catch(() => ({})),
      api.listAll('roles').catch(() => ({})),
    ]).then(([groups, tenants, roles]) => {
      if (live) setLists({ groups, tenants: Object.keys(tenants), roles: Object.keys(roles).sort() });
    });
    return () => {
      live = false;
    };
  }, [api]);
  const choices: PermissionChoices = useMemo(
    () => ({
      cluster: clusterPermissionOptions(lists.groups, config),
      index: indexPermissionOptions(lists.groups, config),
      tenant: nameOptions(lists.tenants),
      roles: { names: lists.roles, get: (name) => api.get('roles', name) },
    }),
    [lists, config, api]
  );
  return (
    <div data-test-subj="apiTokensPage">
      <EuiPageHeader pageTitle="API tokens" description={API_TOKENS_DESCRIPTION} />
      <EuiSpacer />
      <ApiTokensPanel
        api={tokensApi}
        showOwner
        choices={choices}
        onRevoked={(title) => void core.notifications.toasts.addSuccess({ title, 'data-test-subj': 'apiTokenRevoked' })}
      />
    </div>
  );
};
