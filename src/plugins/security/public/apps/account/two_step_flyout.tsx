/**
 * "Two-step verification" from the account menu: set up an authenticator app (QR code and the
 * base32 key, confirmed with a code), see the recovery codes once, or turn it off with a code.
 */
import React, { useCallback, useEffect, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiCode,
  EuiFieldText,
  EuiFormRow,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { FlyoutFrame } from '../../../../../core/public';
import type { MfaStatusResponse, TotpEnrolment } from '../../../common/mfa';
import type { SecurityApi } from '../../apis/security_api';
import { CODE_PROMPT, ENROL_TEXT, RECOVERY_CODES_TEXT } from '../mfa/mfa_texts';
import { QrCode } from '../mfa/qr_code';
import { serverMessage } from './errors';

export const TWO_STEP_TITLE = 'Two-step verification';
export const TWO_STEP_DESCRIPTION =
  'After your password, sign-in asks for a code from an authenticator app on your phone.';
const FAILED = 'The request failed. Please try again.';

export type TwoStepApi = Pick<SecurityApi, 'getMfaStatus' | 'startTotp' | 'confirmTotp' | 'disableTotp'>;

export interface TwoStepFlyoutProps {
  api: TwoStepApi;
  onClose(): void;
}

export const TwoStepFlyout: React.FC<TwoStepFlyoutProps> = ({ api, onClose }) => {
  const [status, setStatus] = useState<MfaStatusResponse | undefined>();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api.getMfaStatus().then(setStatus, (failure) => setError(serverMessage(failure) ?? FAILED));
  }, [api]);
  useEffect(load, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      setCode('');
    } catch (failure) {
      setError(serverMessage(failure) ?? FAILED);
    } finally {
      setBusy(false);
    }
  };
  const enrolled = status?.methods.includes('totp') ?? false;
  const start = () => run(async () => setEnrolment(await api.startTotp()));
  const confirm = () =>
    run(async () => {
      setCodes((await api.confirmTotp(code.trim())).recovery_codes);
      setEnrolment(undefined);
      load();
    });
  const disable = () =>
    run(async () => {
      await api.disableTotp(code.trim());
      load();
    });

  const codeField = (label: string) => (
    <EuiFormRow label={label} helpText={CODE_PROMPT} isInvalid={error !== undefined}>
      <EuiFieldText
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        data-test-subj="twoStepCode"
      />
    </EuiFormRow>
  );

  let body: React.ReactNode = null;
  let action: React.ReactNode = null;
  if (codes) {
    body = (
      <div data-test-subj="twoStepRecoveryCodes">
        <EuiCallOut color="warning" iconType="warning" title={RECOVERY_CODES_TEXT} size="s" />
        <EuiSpacer size="m" />
        <EuiText>
          <ul style={{ fontFamily: 'monospace', columns: 2 }}>
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </EuiText>
      </div>
    );
  } else if (enrolment) {
    body = (
      <>
        <EuiText size="s">
          <p>{ENROL_TEXT}</p>
        </EuiText>
        <EuiSpacer size="m" />
        <QrCode text={enrolment.otpauth_url} />
        <EuiText size="s">
          <p>
            Key: <EuiCode data-test-subj="twoStepSecret">{enrolment.secret}</EuiCode>
          </p>
        </EuiText>
        {codeField('Verification code')}
      </>
    );
    action = (
      <EuiButton fill onClick={confirm} isLoading={busy} isDisabled={!code.trim()} data-test-subj="twoStepConfirm">
        Confirm
      </EuiButton>
    );
  } else if (status && enrolled) {
    body = (
      <>
        <EuiCallOut color="success" iconType="check" title="Two-step verification is on." size="s" />
        <EuiSpacer size="s" />
        <EuiText size="s">
          <p data-test-subj="twoStepRecoveryLeft">Recovery codes left: {status.recovery_codes_left}</p>
        </EuiText>
        {!status.required && codeField('Code to turn it off')}
      </>
    );
    if (!status.required) {
      action = (
        <EuiButton
          color="danger"
          onClick={disable}
          isLoading={busy}
          isDisabled={!code.trim()}
          data-test-subj="twoStepDisable"
        >
          Turn off
        </EuiButton>
      );
    }
  } else if (status) {
    body = (
      <EuiText size="s">
        <p>Two-step verification is off.</p>
      </EuiText>
    );
    action = (
      <EuiButton fill onClick={start} isLoading={busy} data-test-subj="twoStepStart">
        Set up an authenticator app
      </EuiButton>
    );
  }

  return (
    <FlyoutFrame
      title={TWO_STEP_TITLE}
      description={TWO_STEP_DESCRIPTION}
      onClose={onClose}
      size="s"
      footer={{
        start: (
          <EuiButtonEmpty iconType="cross" flush="left" onClick={onClose} data-test-subj="twoStepClose">
            {codes ? 'Done' : 'Close'}
          </EuiButtonEmpty>
        ),
        end: action,
      }}
      data-test-subj="twoStepFlyout"
    >
      {error !== undefined && (
        <>
          <EuiCallOut
            color="danger"
            iconType="error"
            title={error}
            size="s"
            role="alert"
            data-test-subj="twoStepError"
          />
          <EuiSpacer size="m" />
        </>
      )}
      {body}
    </FlyoutFrame>
  );
};
