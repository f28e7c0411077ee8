/**
 * Step-up in the Security app: a configuration write the server refuses with `step_up_required`
 * (the user has a second factor, checked longer ago than `mfa.step_up_seconds`) opens a modal
 * asking for a code; once verified, the write is sent again. Cancelling gives the caller the
 * original 403.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldText,
  EuiForm,
  EuiFormRow,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  EuiSpacer,
} from '@elastic/eui';
import {
  fetchErrorMessage,
  fetchErrorStatus,
  isHttpFetchError,
  type HttpHandler,
  type HttpStart,
  type OverlayStart,
} from '../../../../../core/public';
import { isStepUpRequired } from '../../../common/mfa';
import { CODE_NOT_VALID, STEP_UP_TEXT } from './mfa_texts';

export const STEP_UP_TITLE = 'Confirm it is you';

/** Whether a failed call is the step-up refusal. */
export function needsStepUp(error: unknown): boolean {
  return fetchErrorStatus(error) === 403 && isHttpFetchError(error) && isStepUpRequired(error.body);
}

/** `http` whose writes ask for a code (`ask`) and retry once when the server wants a step-up. */
export function withStepUp(http: HttpStart, ask: () => Promise<boolean>): HttpStart {
  // One modal for calls refused together.
  let asking: Promise<boolean> | undefined;
  const askOnce = () => {
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
  };
  const wrap = (handler: HttpHandler): HttpHandler =>
    (async (...args: Parameters<HttpHandler>) => {
      try {
        return await (handler as (...a: Parameters<HttpHandler>) => Promise<unknown>)(...args);
      } catch (error) {
        if (!needsStepUp(error) || !(await askOnce())) throw error;
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

/** Opens the code modal; true once `verify` accepted a code, false when the user cancelled. */
export function askForStepUp(overlays: Pick<OverlayStart, 'openModal'>, verify: (code: string) => Promise<void>) {
  return () =>
    new Promise<boolean>((resolve) => {
      let verified = false;
      const ref = overlays.openModal(
        <StepUpForm
          verify={verify}
          onDone={(ok) => {
            verified = ok;
            void ref.close();
          }}
        />,
        { 'data-test-subj': 'stepUpModal' }
      );
      void ref.onClose.then(() => resolve(verified));
    });
}

export const StepUpForm: React.FC<{ verify(code: string): Promise<void>; onDone(ok: boolean): void }> = ({
  verify,
  onDone,
}) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      await verify(code.trim());
      onDone(true);
    } catch (failure) {
      setError(fetchErrorMessage(failure) ?? CODE_NOT_VALID);
      setBusy(false);
    }
  };
  return (
    <>
      <EuiModalHeader>
        <EuiModalHeaderTitle>{STEP_UP_TITLE}</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <EuiForm component="form" onSubmit={submit}>
          <EuiFormRow label="Verification code" helpText={STEP_UP_TEXT} isInvalid={error !== undefined}>
            <EuiFieldText
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoFocus
              isInvalid={error !== undefined}
              data-test-subj="stepUpCode"
            />
          </EuiFormRow>
          {error !== undefined && (
            <>
              <EuiSpacer size="s" />
              <EuiCallOut
                color="danger"
                iconType="error"
                title={error}
                size="s"
                role="alert"
                data-test-subj="stepUpError"
              />
            </>
          )}
        </EuiForm>
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={() => onDone(false)} data-test-subj="stepUpCancel">
          Cancel
        </EuiButtonEmpty>
        <EuiButton fill onClick={() => void submit()} isLoading={busy} data-test-subj="stepUpSubmit">
          Verify
        </EuiButton>
      </EuiModalFooter>
    </>
  );
};
