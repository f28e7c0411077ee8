/**
 * Step-up in the Security app: a configuration write the server refuses with `step_up_required`
 * (the user has a second factor, checked longer ago than `mfa.step_up_seconds`) opens a modal
 * asking for a code, or for a security key when the user has one (for the password when the user
 * has no factor and sets up the first one: `step_up_with: 'password'`); once verified, the write
 * is sent again. Cancelling gives the caller the original 403.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiFieldPassword,
  EuiFieldText,
  EuiForm,
  EuiFormRow,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import {
  fetchErrorMessage,
  fetchErrorStatus,
  i18n,
  isHttpFetchError,
  type HttpHandler,
  type HttpStart,
  type OverlayStart,
} from '../../../../../core/public';
import { isStepUpRequired, stepUpWith, type MfaMethod, type StepUpWith } from '../../../common/mfa';
import {
  codeNotValid,
  keyCancelled,
  keyPromptCancelled,
  passwordNotValid,
  recoveryCodeLabel,
  stepUpKeyText,
  stepUpPasswordLabel,
  stepUpPasswordText,
  stepUpText,
  recoveryCodeButtonLabel,
  securityKeyButtonLabel,
  verificationCodeLabel,
} from './mfa_texts';
import { MfaError } from './mfa_error';
import messages from './messages.json';

/** Whether a failed call is the step-up refusal. */
export function needsStepUp(error: unknown): boolean {
  return fetchErrorStatus(error) === 403 && isHttpFetchError(error) && isStepUpRequired(error.body);
}

/**
 * `http` whose writes ask for a code (`ask`, told what the refusal asks for) and retry once when
 * the server wants a step-up.
 */
export function withStepUp(http: HttpStart, ask: (how: StepUpWith) => Promise<boolean>): HttpStart {
  // One modal for calls refused together.
  let asking: Promise<boolean> | undefined;
  const askOnce = (how: StepUpWith) => {
    asking ??= ask(how).finally(() => {
      asking = undefined;
    });
    return asking;
  };
  const wrap = (handler: HttpHandler): HttpHandler =>
    (async (...args: Parameters<HttpHandler>) => {
      try {
        return await (handler as (...a: Parameters<HttpHandler>) => Promise<unknown>)(...args);
      } catch (error) {
        if (!needsStepUp(error) || !(await askOnce(stepUpWith((error as { body?: unknown }).body)))) throw error;
        return (handler as (...a: Parameters<HttpHandler>) => Promise<unknown>)(...args);
      }
    }) as HttpHandler;
  const wrapped = Object.create(http) as HttpStart;
  for (const method of ['fetch', 'post', 'put', 'patch', 'delete'] as const) {
    // A stand-in client (tests, an embedding) may lack a method: nothing to wrap then.
    if (typeof http[method] === 'function') wrapped[method] = wrap(http[method].bind(http));
  }
  return wrapped;
}

/** How the modal checks the user: a code, and (when they have one) a security key. */
export interface StepUpVerifier {
  verify(code: string): Promise<void>;
  /** The browser's security key prompt answers a step-up challenge. */
  verifyWithKey?(): Promise<void>;
  /** The user's methods, read when the modal opens (a key is offered for `webauthn`). */
  methods?(): Promise<MfaMethod[]>;
  /** The password of a user without a factor, asked when the refusal says `step_up_with: 'password'`. */
  verifyWithPassword?(password: string): Promise<void>;
}

/** Opens the modal; true once a code, key or password was accepted, false when the user cancelled. */
export function askForStepUp(overlays: Pick<OverlayStart, 'openModal'>, verifier: StepUpVerifier) {
  const open = (props: Omit<StepUpFormProps, 'onDone'>) =>
    new Promise<boolean>((resolve) => {
      let verified = false;
      const ref = overlays.openModal(
        <StepUpForm
          {...props}
          onDone={(ok) => {
            verified = ok;
            void ref.close();
          }}
        />,
        { 'data-test-subj': 'stepUpModal' }
      );
      void ref.onClose.then(() => resolve(verified));
    });
  return async (how?: StepUpWith) => {
    if (how === 'password' && verifier.verifyWithPassword)
      return open({ verify: verifier.verifyWithPassword, password: true });
    // Unknown methods: the code field, as for an authenticator app.
    const methods = (await verifier.methods?.().catch(() => undefined)) ?? ['totp'];
    return open({
      verify: verifier.verify,
      verifyWithKey: methods.includes('webauthn') ? verifier.verifyWithKey : undefined,
      keyOnly: !methods.includes('totp'),
    });
  };
}

interface StepUpFormProps {
  verify(code: string): Promise<void>;
  /** Offered as "Use a security key" when given. */
  verifyWithKey?(): Promise<void>;
  /** The user has a key and no authenticator app: the key first, a recovery code on request. */
  keyOnly?: boolean;
  /** The user has no factor yet: `verify` takes their password. */
  password?: boolean;
  onDone(ok: boolean): void;
}

export const StepUpForm: React.FC<StepUpFormProps> = ({
  verify,
  verifyWithKey,
  keyOnly = false,
  password = false,
  onDone,
}) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A user with only a key types a code only when they ask to (a recovery code).
  const [codeShown, setCodeShown] = useState(!(keyOnly && verifyWithKey));
  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      // A password is sent as typed: its spaces are part of it.
      await verify(password ? code : code.trim());
      onDone(true);
    } catch (failure) {
      // A wrong password in the page's language; a lock-out (429) says how long to wait.
      if (password)
        setError(
          fetchErrorStatus(failure) === 400 ? passwordNotValid() : (fetchErrorMessage(failure) ?? passwordNotValid())
        );
      else setError(fetchErrorMessage(failure) ?? codeNotValid());
      setBusy(false);
    }
  };
  const answerWithKey = async () => {
    if (busy || !verifyWithKey) return;
    setBusy(true);
    setError(undefined);
    try {
      await verifyWithKey();
      onDone(true);
    } catch (failure) {
      setError(keyPromptCancelled(failure) ? keyCancelled() : (fetchErrorMessage(failure) ?? codeNotValid()));
      setBusy(false);
    }
  };
  // The password or the code: the field the answer is typed in.
  const answerField = {
    value: code,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setCode(event.target.value);
      // A new answer is not the wrong one: the field is no longer marked.
      setError(undefined);
    },
    autoFocus: true,
    isInvalid: error !== undefined,
  };
  return (
    <>
      <EuiModalHeader>
        <EuiModalHeaderTitle>{i18n.translate(messages.stepUpTitle)}</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        {/* noValidate: EUI marks an invalid field with the browser's validity, which would block
            the next Enter (a native "Invalid" bubble) after a wrong code. */}
        <EuiForm component="form" onSubmit={submit} noValidate>
          {password ? (
            <EuiFormRow label={stepUpPasswordLabel()} helpText={stepUpPasswordText()} isInvalid={error !== undefined}>
              <EuiFieldPassword {...answerField} autoComplete="current-password" data-test-subj="stepUpPassword" />
            </EuiFormRow>
          ) : codeShown ? (
            <EuiFormRow
              label={keyOnly ? recoveryCodeLabel() : verificationCodeLabel()}
              helpText={keyOnly ? undefined : stepUpText()}
              isInvalid={error !== undefined}
            >
              <EuiFieldText {...answerField} autoComplete="one-time-code" data-test-subj="stepUpCode" />
            </EuiFormRow>
          ) : (
            <EuiText size="s">
              <p data-test-subj="stepUpKeyPrompt">{stepUpKeyText()}</p>
            </EuiText>
          )}
          {error !== undefined && (
            <>
              <EuiSpacer size="s" />
              <MfaError error={error} data-test-subj="stepUpError" />
            </>
          )}
          {!codeShown && (
            <>
              <EuiSpacer size="s" />
              <EuiButtonEmpty size="s" flush="left" onClick={() => setCodeShown(true)} data-test-subj="stepUpUseCode">
                {recoveryCodeButtonLabel()}
              </EuiButtonEmpty>
            </>
          )}
        </EuiForm>
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={() => onDone(false)} data-test-subj="stepUpCancel">
          {i18n.translate(messages.stepUpCancelButton)}
        </EuiButtonEmpty>
        {verifyWithKey && (
          <EuiButton
            fill={!codeShown}
            iconType="lock"
            onClick={() => void answerWithKey()}
            isLoading={busy && !codeShown}
            data-test-subj="stepUpUseKey"
          >
            {securityKeyButtonLabel()}
          </EuiButton>
        )}
        {codeShown && (
          <EuiButton fill onClick={() => void submit()} isLoading={busy} data-test-subj="stepUpSubmit">
            {i18n.translate(messages.stepUpVerifyButton)}
          </EuiButton>
        )}
      </EuiModalFooter>
    </>
  );
};
