import React, { useEffect, useRef, useState } from 'react';
import { LightButton, LightCallOut, LightTextField, FormattedMessage, i18n } from '../../../../../core/public/light';
import type { MfaMethod, TotpEnrolment } from '../../../common/mfa';
import type { LoginResponse } from '../../apis/security_api';
import {
  codePrompt,
  enrolRequiredText,
  keyCancelled,
  keyPrompt,
  keyPromptCancelled,
  recoveryCodeLabel,
  recoveryCodesNotice,
  recoveryPrompt,
  authenticatorButtonLabel,
  recoveryCodeButtonLabel,
  securityKeyButtonLabel,
  verificationCodeLabel,
} from '../mfa/mfa_texts';
import { QrCode } from '../mfa/qr_code';
import { loginErrorMessage } from './login_error';
import { RecoveryCodesLightActions } from './recovery_codes_light_actions';
import messages from './messages.json';

/** The calls of the login page's second step (the pending cookie identifies the login). */
export interface MfaLoginApi {
  loginWithCode(code: string): Promise<LoginResponse>;
  /** The browser's security key prompt answers this login's challenge (absent: keys are not offered). */
  loginWithSecurityKey?(): Promise<LoginResponse>;
  startTotp(): Promise<TotpEnrolment>;
  confirmTotp(code: string): Promise<{ recovery_codes: string[] }>;
}

interface StepProps {
  api: MfaLoginApi;
  /** The session started: go on to the page the login is for. */
  onDone(): void;
}

type CodeMode = 'totp' | 'recovery' | 'key';

interface OneTimeCodeFieldProps {
  id: string;
  label: string;
  autoFocus?: boolean;
  code: string;
  setCode(code: string): void;
  /** The step's error call-out while it shows one: the field is then invalid and described by it. */
  errorId: string | undefined;
  'data-test-subj': string;
}

/** A step's error, announced as it appears; nothing while there is none. */
const StepError: React.FC<{ id: string; error: string | undefined }> = ({ id, error }) =>
  error === undefined ? null : (
    <LightCallOut id={id} color="danger" title={error} role="alert" data-test-subj="mfaError" />
  );

/** Both steps' code box: a one-time code (the browser may fill it from an SMS or a password manager). */
const OneTimeCodeField: React.FC<OneTimeCodeFieldProps> = ({ code, setCode, errorId, ...rest }) => (
  <LightTextField
    {...rest}
    icon="lock"
    name="code"
    autoComplete="one-time-code"
    value={code}
    onChange={setCode}
    invalid={errorId !== undefined}
    describedBy={errorId}
  />
);

/**
 * "Enter the 6-digit code…", a recovery code instead, or "Use a security key" when the user has
 * one (`methods`, from the password step's answer). A user with only a key starts at the key.
 */
export const MfaCodeStep: React.FC<StepProps & { methods?: readonly MfaMethod[] }> = ({
  api,
  onDone,
  methods = ['totp'],
}) => {
  const hasKey = methods.includes('webauthn') && !!api.loginWithSecurityKey;
  const hasApp = methods.includes('totp') || !hasKey;
  const [mode, setMode] = useState<CodeMode>(hasApp ? 'totp' : 'key');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const switchTo = (next: CodeMode) => {
    setMode(next);
    setCode('');
    setError(undefined);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting || mode === 'key' || !code.trim()) return;
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
  const answerWithKey = async () => {
    if (submitting || !api.loginWithSecurityKey) return;
    switchTo('key');
    setSubmitting(true);
    try {
      await api.loginWithSecurityKey();
      onDone();
    } catch (failure) {
      setError(keyPromptCancelled(failure) ? keyCancelled() : loginErrorMessage(failure));
      setSubmitting(false);
    }
  };
  const keyButton = (primary: boolean) => (
    <LightButton
      fill={primary}
      fullWidth
      icon="lock"
      isLoading={primary && submitting}
      onClick={() => void answerWithKey()}
      data-test-subj="mfaUseKey"
    >
      {securityKeyButtonLabel()}
    </LightButton>
  );
  return (
    <form onSubmit={submit} noValidate data-test-subj="mfaCodeForm">
      <p className="osdLight__subtitle" data-test-subj="mfaCodePrompt">
        {mode === 'key' ? keyPrompt() : mode === 'recovery' ? recoveryPrompt() : codePrompt()}
      </p>
      {mode !== 'key' && (
        <OneTimeCodeField
          key={mode}
          id="securityMfaCode"
          label={mode === 'recovery' ? recoveryCodeLabel() : verificationCodeLabel()}
          autoFocus
          code={code}
          setCode={setCode}
          errorId={error !== undefined ? 'securityMfaError' : undefined}
          data-test-subj="mfaCode"
        />
      )}
      <StepError id="securityMfaError" error={error} />
      {mode === 'key' ? (
        keyButton(true)
      ) : (
        <LightButton type="submit" fill fullWidth isLoading={submitting} data-test-subj="mfaSubmit">
          {i18n.translate(messages.loginMfaVerifyButton)}
        </LightButton>
      )}
      {hasKey && mode !== 'key' && keyButton(false)}
      {hasApp && mode !== 'totp' && (
        <LightButton fullWidth onClick={() => switchTo('totp')} data-test-subj="mfaUseApp">
          {authenticatorButtonLabel()}
        </LightButton>
      )}
      {mode !== 'recovery' && (
        <LightButton fullWidth onClick={() => switchTo('recovery')} data-test-subj="mfaToggleRecovery">
          {recoveryCodeButtonLabel()}
        </LightButton>
      )}
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
      <p className="osdLight__subtitle">{enrolRequiredText()}</p>
      {enrolment && (
        <div style={{ textAlign: 'center' }}>
          <QrCode text={enrolment.otpauth_url} />
          <p>
            <FormattedMessage
              {...messages.mfaSecretKey}
              values={{ secret: <code data-test-subj="mfaSecret">{enrolment.secret}</code> }}
            />
          </p>
        </div>
      )}
      <OneTimeCodeField
        id="securityMfaEnrolCode"
        label={verificationCodeLabel()}
        code={code}
        setCode={setCode}
        errorId={error !== undefined ? 'securityMfaEnrolError' : undefined}
        data-test-subj="mfaEnrolCode"
      />
      <StepError id="securityMfaEnrolError" error={error} />
      <LightButton type="submit" fill fullWidth isLoading={submitting} data-test-subj="mfaEnrolSubmit">
        {i18n.translate(messages.loginMfaConfirmButton)}
      </LightButton>
    </form>
  );
};

export const RecoveryCodesNotice: React.FC<{ codes: string[]; onContinue(): void }> = ({ codes, onContinue }) => (
  <div data-test-subj="mfaRecoveryCodes">
    <LightCallOut color="warning" title={recoveryCodesNotice()} role="status" />
    <ul style={{ fontFamily: 'monospace', columns: 2 }}>
      {codes.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
    <RecoveryCodesLightActions codes={codes} />
    <LightButton fill fullWidth onClick={onContinue} data-test-subj="mfaContinue">
      {i18n.translate(messages.loginMfaContinueButton)}
    </LightButton>
  </div>
);
