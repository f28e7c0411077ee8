/**
 * API tokens (`/apitokens`): the tokens of every user for security administrators (the server
 * decides), with create (permissions as in the role editor, or copied from a role) and revoke.
 */
import React, { useEffect, useMemo, useState } from 'react';
import { EuiPageHeader, EuiSpacer } from '@elastic/eui';
import { ApiTokensApi } from '../../../../apis/api_tokens_api';
import { ApiTokensPanel } from '../../../api_tokens/api_tokens_panel';
import type { PermissionChoices } from '../../../api_tokens/create_token_flyout';
import { clusterPermissionOptions, indexPermissionOptions, nameOptions } from '../role_edit/permission_options';
import { pickerSearch, usePickerSuggestions } from '../role_edit/picker_suggestions';
import type { PageProps } from '../../types';

export const API_TOKENS_DESCRIPTION =
  'Tokens for scripts and tools: sent as "Authorization: ApiKey <token>", each acts with its own permissions only.';

export const ApiTokensPage: React.FC<PageProps> = ({ core, api, config, endpoints }) => {
  const tokensApi = useMemo(() => new ApiTokensApi(core.http), [core.http]);
  const [roles, setRoles] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    // The role names to copy from: without them (no access to roles) permissions are still picked.
    void api
      .listAll('roles')
      .catch(() => ({}))
      .then((all) => {
        if (live) setRoles(Object.keys(all).sort());
      });
    return () => {
      live = false;
    };
  }, [api]);
  // Action groups and tenants are searched on the server as one types, as in the role editor.
  const { cluster, index, tenant } = usePickerSuggestions(api, endpoints);
  const options = {
    cluster: clusterPermissionOptions(cluster.items, config, cluster.typed),
    index: indexPermissionOptions(index.items, config, index.typed),
    tenant: nameOptions(tenant.items, tenant.typed),
  };
  const choices: PermissionChoices = {
    ...options,
    search: {
      cluster: pickerSearch(cluster, options.cluster),
      index: pickerSearch(index, options.index),
      tenant: pickerSearch(tenant, options.tenant),
    },
    roles: { names: roles, get: (name) => api.get('roles', name) },
  };
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
