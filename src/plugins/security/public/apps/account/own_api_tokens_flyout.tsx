/**
 * Your API tokens (the account menu's API tokens item): the signed-in user's own tokens, made
 * within their own rights, over whatever app is open; no security administrator rights needed.
 */
import React, { useId } from 'react';
import { EuiFlyout, EuiFlyoutBody, EuiFlyoutHeader, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { FormattedMessage, i18n } from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import { ApiTokensPanel } from '../api_tokens/api_tokens_panel';
import type { PermissionChoices } from '../api_tokens/create_token_flyout';
import {
  clusterPermissionOptions,
  indexPermissionOptions,
  nameOptions,
} from '../configuration/panels/roles/role_edit/permission_options';
import { pickerSearch } from '../configuration/panels/roles/role_edit/picker_suggestions';
import { useSuggestions } from '../configuration/utils/use_suggestions';
import type { AccountApi, OwnApiTokensDeps } from './types';
import messages from './dialogs.messages.json';

interface Props extends OwnApiTokensDeps {
  config: PublicSecurityConfig;
  /** The tenants the account names (global, private, current): offered in the tenant permission picker. */
  tenants: string[];
  /** The user's other tenants, asked of the server as one types (a user may have 1,000). */
  accountApi: Pick<AccountApi, 'getAccountTenants'>;
  onClose(): void;
}

/** How many of the user's custom tenants the tenant permission picker offers for what is typed. */
const TENANT_SUGGESTIONS = 50;

export const OwnApiTokensFlyout: React.FC<Props> = ({ api, onRevoked, config, tenants, accountApi, onClose }) => {
  const titleId = `${useId()}-title`;
  const custom = useSuggestions<string[]>(
    (search) =>
      accountApi.getAccountTenants(search, TENANT_SUGGESTIONS).then((page) => page.tenants.map(({ name }) => name)),
    [],
    [accountApi]
  );
  const tenant = nameOptions([...new Set([...tenants, ...custom.items])], custom.typed);
  const choices: PermissionChoices = {
    cluster: clusterPermissionOptions({}, config),
    index: indexPermissionOptions({}, config),
    tenant,
    search: { tenant: pickerSearch(custom, tenant) },
  };
  return (
    <EuiFlyout onClose={onClose} aria-labelledby={titleId} size="l" data-test-subj="ownApiTokensFlyout">
      <EuiFlyoutHeader hasBorder>
        <EuiTitle size="m">
          <h2 id={titleId}>{i18n.translate(messages.accountApiTokensTitle)}</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiText size="s" color="subdued">
          <p>
            <FormattedMessage
              {...messages.accountApiTokensDescription}
              values={{ header: <code>Authorization: ApiKey &lt;token&gt;</code> }}
            />
          </p>
        </EuiText>
      </EuiFlyoutHeader>
      <EuiFlyoutBody>
        <ApiTokensPanel api={api} showOwner={false} choices={choices} onRevoked={onRevoked} />
      </EuiFlyoutBody>
    </EuiFlyout>
  );
};
