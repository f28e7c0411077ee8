import React, { useState } from 'react';
import { LightButton, i18n } from '../../../../../core/public/light';
import { loginErrorMessage } from './login_error';
import messages from './messages.json';

/** A cancelled prompt is the browser's DOMException; anything else is the server's answer. */
export function passkeyErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return i18n.translate(messages.loginPasskeyCancelled);
  }
  return loginErrorMessage(error);
}

/** The login page's passkey button: signs in, then leaves as a password login does. */
export const PasskeyButton: React.FC<{
  signIn(): Promise<void>;
  onSignedIn(): void;
  onError(message: string | undefined): void;
}> = ({ signIn, onSignedIn, onError }) => {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (busy) return;
    setBusy(true);
    onError(undefined);
    try {
      await signIn();
      onSignedIn();
    } catch (error) {
      onError(passkeyErrorMessage(error));
      setBusy(false);
    }
  };
  return (
    <LightButton fullWidth icon="lock" isLoading={busy} onClick={() => void click()} data-test-subj="loginPasskey">
      {i18n.translate(messages.loginPasskeyButtonLabel)}
    </LightButton>
  );
};
