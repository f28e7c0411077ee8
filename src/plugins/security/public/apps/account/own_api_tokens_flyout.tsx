/**
 * Your API tokens (the account menu's API tokens item): the signed-in user's own tokens, made
 * within their own rights, over whatever app is open; no security administrator rights needed.
 */
import React, { useId, useMemo } from 'react';
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
import type { OwnApiTokensDeps } from './types';
import messages from './messages.json';

interface Props extends OwnApiTokensDeps {
  config: PublicSecurityConfig;
  /** The tenants the user may use: offered in the tenant permission picker. */
  tenants: string[];
  onClose(): void;
}

export const OwnApiTokensFlyout: React.FC<Props> = ({ api, onRevoked, config, tenants, onClose }) => {
  const titleId = `${useId()}-title`;
  const choices: PermissionChoices = useMemo(
    () => ({
      cluster: clusterPermissionOptions({}, config),
      index: indexPermissionOptions({}, config),
      tenant: nameOptions(tenants),
    }),
    [config, tenants]
  );
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
