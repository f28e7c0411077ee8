/**
 * Security keys (the account menu's item until the Two-step verification page holds the panel):
 * the signed-in internal user's security keys and passkeys, over whatever app is open.
 */
import React, { useId } from 'react';
import { EuiFlyout, EuiFlyoutBody, EuiFlyoutHeader, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { WebAuthnKeysPanel } from './webauthn_keys_panel';
import type { SecurityKeysDeps } from './types';

export const SECURITY_KEYS_TITLE = 'Security keys';

interface Props extends SecurityKeysDeps {
  onClose(): void;
}

export const SecurityKeysFlyout: React.FC<Props> = ({ api, onChanged, onClose }) => {
  const titleId = `${useId()}-title`;
  return (
    <EuiFlyout onClose={onClose} aria-labelledby={titleId} size="m" data-test-subj="securityKeysFlyout">
      <EuiFlyoutHeader hasBorder>
        <EuiTitle size="m">
          <h2 id={titleId}>{SECURITY_KEYS_TITLE}</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiText size="s" color="subdued">
          <p>
            A security key (such as a YubiKey) or a passkey on this device confirms it is you when you sign in. Where
            the server allows it, a passkey signs you in on its own.
          </p>
        </EuiText>
      </EuiFlyoutHeader>
      <EuiFlyoutBody>
        <WebAuthnKeysPanel api={api} onChanged={onChanged} />
      </EuiFlyoutBody>
    </EuiFlyout>
  );
};
