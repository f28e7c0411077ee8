import React, { useEffect, useRef, useState } from 'react';
import { LightButton, LightCallOut, LightTextField } from '../../../../../core/public/light';
import type { TotpEnrolment } from '../../../common/mfa';
import type { LoginResponse } from '../../apis/security_api';
import {
  CODE_PROMPT,
  ENROL_REQUIRED_TEXT,
  RECOVERY_CODES_TEXT,
  RECOVERY_PROMPT,
  USE_AUTHENTICATOR,
  USE_RECOVERY_CODE,
} from '../mfa/mfa_texts';
import { QrCode } from '../mfa/qr_code';
import { loginErrorMessage } from './login_error';

/** The calls of the login page's second step (the pending cookie identifies the login). */
export interface MfaLoginApi {
  loginWithCode(code: string): Promise<LoginResponse>;
  startTotp(): Promise<TotpEnrolment>;
  confirmTotp(code: string): Promise<{ recovery_codes: string[] }>;
}

interface StepProps {
  api: MfaLoginApi;
  /** The session started: go on to the page the login is for. */
  onDone(): void;
}

/** "Enter the 6-digit code…", or a recovery code instead. */
export const MfaCodeStep: React.FC<StepProps> = ({ api, onDone }) => {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || !code.trim()) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await api.loginWithCode(code.trim());
      onDone();
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-test-subj="mfaCodeForm">
      <p className="osdLight__subtitle" data-test-subj="mfaCodePrompt">
        {recovery ? RECOVERY_PROMPT : CODE_PROMPT}
      </p>
      <LightTextField
        key={recovery ? 'recovery' : 'totp'}
        id="securityMfaCode"
        label={recovery ? 'Recovery code' : 'Verification code'}
        icon="lock"
        name="code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={setCode}
        invalid={error !== undefined}
        describedBy="securityMfaError"
        data-test-subj="mfaCode"
      />
      {error !== undefined && (
        <LightCallOut id="securityMfaError" color="danger" title={error} role="alert" data-test-subj="mfaError" />
      )}
      <LightButton type="submit" fill fullWidth isLoading={submitting} data-test-subj="mfaSubmit">
        Verify
      </LightButton>
      <LightButton
        fullWidth
        onClick={() => {
          setRecovery((was) => !was);
          setCode('');
          setError(undefined);
        }}
        data-test-subj="mfaToggleRecovery"
      >
        {recovery ? USE_AUTHENTICATOR : USE_RECOVERY_CODE}
      </LightButton>
    </form>
  );
};

/** A login whose roles require a factor: set up TOTP here, see the recovery codes once, go on. */
export const MfaEnrolStep: React.FC<StepProps> = ({ api, onDone }) => {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.startTotp().then(setEnrolment, (failure) => setError(loginErrorMessage(failure)));
  }, [api]);

  if (codes) return <RecoveryCodesNotice codes={codes} onContinue={onDone} />;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || !code.trim()) return;
    setSubmitting(true);
    setError(undefined);
    try {
      setCodes((await api.confirmTotp(code.trim())).recovery_codes);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-test-subj="mfaEnrolForm">
      <p className="osdLight__subtitle">{ENROL_REQUIRED_TEXT}</p>
      {enrolment && (
        <div style={{ textAlign: 'center' }}>
          <QrCode text={enrolment.otpauth_url} />
          <p>
            Key: <code data-test-subj="mfaSecret">{enrolment.secret}</code>
          </p>
        </div>
      )}
      <LightTextField
        id="securityMfaEnrolCode"
        label="Verification code"
        icon="lock"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        invalid={error !== undefined}
        describedBy="securityMfaEnrolError"
        data-test-subj="mfaEnrolCode"
      />
      {error !== undefined && (
        <LightCallOut id="securityMfaEnrolError" color="danger" title={error} role="alert" data-test-subj="mfaError" />
      )}
      <LightButton type="submit" fill fullWidth isLoading={submitting} data-test-subj="mfaEnrolSubmit">
        Confirm
      </LightButton>
    </form>
  );
};

export const RecoveryCodesNotice: React.FC<{ codes: string[]; onContinue(): void }> = ({ codes, onContinue }) => (
  <div data-test-subj="mfaRecoveryCodes">
    <LightCallOut color="warning" title={RECOVERY_CODES_TEXT} role="status" />
    <ul style={{ fontFamily: 'monospace', columns: 2 }}>
      {codes.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
    <LightButton fill fullWidth onClick={onContinue} data-test-subj="mfaContinue">
      Continue
    </LightButton>
  </div>
);
