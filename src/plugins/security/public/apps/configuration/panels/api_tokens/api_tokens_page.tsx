/**
 * API tokens (`/apitokens`): the tokens of every user for security administrators (the server
 * decides), with create (permissions as in the role editor, or copied from a role) and revoke.
 */
import React, { useMemo } from 'react';
import { EuiPageHeader, EuiSpacer } from '@elastic/eui';
import { ApiTokensApi } from '../../../../apis/api_tokens_api';
import { ApiTokensPanel } from '../../../api_tokens/api_tokens_panel';
import type { PermissionChoices } from '../../../api_tokens/create_token_flyout';
import {
  clusterPermissionOptions,
  GROUP_SUGGESTIONS,
  indexPermissionOptions,
  nameOptions,
} from '../roles/role_edit/permission_options';
import { pickerSearch, usePickerSuggestions } from '../roles/role_edit/picker_suggestions';
import { useSuggestions } from '../../utils/use_suggestions';
import type { PageProps } from '../../types';
import { i18n } from '../../../../../../../core/public';

export const ApiTokensPage: React.FC<PageProps> = ({ core, api, config, endpoints }) => {
  const tokensApi = useMemo(() => new ApiTokensApi(core.http), [core.http]);
  // The roles to copy from, asked of the server as one types (a store may hold 10,000): without
  // access to roles, permissions are still picked, and the picker offers none.
  const roles = useSuggestions<string[]>(
    (search) =>
      endpoints.includes('roles')
        ? api
            .list('roles', { search: search || undefined, perPage: GROUP_SUGGESTIONS, sortField: 'name' })
            .then(({ data }) => Object.keys(data))
        : undefined,
    [],
    [api, endpoints]
  );
  // Action groups and tenants are searched on the server as one types, as in the role editor.
  const { cluster, index, tenant } = usePickerSuggestions(api, endpoints);
  const options = {
    cluster: clusterPermissionOptions(cluster.items, config, cluster.typed),
    index: indexPermissionOptions(index.items, config, index.typed),
    tenant: nameOptions(tenant.items, tenant.typed),
  };
  const roleOptions = nameOptions(roles.items, roles.typed);
  const choices: PermissionChoices = {
    ...options,
    search: {
      cluster: pickerSearch(cluster, options.cluster),
      index: pickerSearch(index, options.index),
      tenant: pickerSearch(tenant, options.tenant),
    },
    roles: {
      options: roleOptions,
      search: pickerSearch(roles, roleOptions),
      get: (name) => api.get('roles', name),
    },
  };
  return (
    <div data-test-subj="apiTokensPage">
      <EuiPageHeader
        pageTitle={i18n.translate('security.configApiTokens.page.title', { defaultMessage: 'API tokens' })}
        description={i18n.translate('security.configApiTokens.page.description', {
          defaultMessage: 'Tokens for scripts and tools: sent as "{header}", each acts with its own permissions only.',
          values: { header: 'Authorization: ApiKey <token>' },
        })}
      />
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
