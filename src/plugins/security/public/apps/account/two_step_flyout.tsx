/**
 * "Two-step verification" from the account menu: set up an authenticator app (QR code and the
 * base32 key, confirmed with a code), see the recovery codes once, or turn it off with a code; and
 * the user's security keys and passkeys (add, rename, remove), the other kind of second factor.
 */
import React, { useCallback, useEffect, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiCode,
  EuiFieldText,
  EuiFormRow,
  EuiHorizontalRule,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { FlyoutFrame, FormattedMessage, i18n } from '../../../../../core/public';
import type { MfaStatusResponse, TotpEnrolment } from '../../../common/mfa';
import type { SecurityApi } from '../../apis/security_api';
import { codePrompt, enrolText, recoveryCodesNotice, verificationCodeLabel } from '../mfa/mfa_texts';
import { QrCode } from '../mfa/qr_code';
import { RecoveryCodesActions } from './recovery_codes_actions';
import { serverMessage } from './errors';
import type { SecurityKeysDeps } from './types';
import { WebAuthnKeysPanel } from './webauthn_keys_panel';
import { MfaError } from '../mfa/mfa_error';
import messages from './dialogs.messages.json';

const requestFailed = () => i18n.translate(messages.accountTwoStepRequestFailed);

export type TwoStepApi = Pick<SecurityApi, 'getMfaStatus' | 'startTotp' | 'confirmTotp' | 'disableTotp'>;

export interface TwoStepFlyoutProps {
  api: TwoStepApi;
  /** The security keys section (absent: none). */
  keys?: SecurityKeysDeps;
  onClose(): void;
}

const sectionTitle = (title: string) => (
  <EuiTitle size="xs">
    <h3>{title}</h3>
  </EuiTitle>
);

export const TwoStepFlyout: React.FC<TwoStepFlyoutProps> = ({ api, keys, onClose }) => {
  const [status, setStatus] = useState<MfaStatusResponse | undefined>();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api.getMfaStatus().then(setStatus, (failure) => setError(serverMessage(failure) ?? requestFailed()));
  }, [api]);
  useEffect(load, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      setCode('');
    } catch (failure) {
      setError(serverMessage(failure) ?? requestFailed());
    } finally {
      setBusy(false);
    }
  };
  const enrolled = status?.methods.includes('totp') ?? false;
  // Required roles keep one factor: the app may go only while a key stays.
  const mayTurnOff = !!status && (!status.required || status.methods.length > 1);
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
    <EuiFormRow label={label} helpText={codePrompt()} isInvalid={error !== undefined}>
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
        <EuiCallOut color="warning" iconType="warning" title={recoveryCodesNotice()} size="s" />
        <EuiSpacer size="m" />
        <EuiText>
          <ul style={{ fontFamily: 'monospace', columns: 2 }}>
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </EuiText>
        <EuiSpacer size="s" />
        <RecoveryCodesActions codes={codes} />
      </div>
    );
  } else if (enrolment) {
    body = (
      <>
        <EuiText size="s">
          <p>{enrolText()}</p>
        </EuiText>
        <EuiSpacer size="m" />
        <QrCode text={enrolment.otpauth_url} />
        <EuiText size="s">
          <p>
            <FormattedMessage
              {...messages.mfaSecretKey}
              values={{ secret: <EuiCode data-test-subj="twoStepSecret">{enrolment.secret}</EuiCode> }}
            />
          </p>
        </EuiText>
        {codeField(verificationCodeLabel())}
      </>
    );
    action = (
      <EuiButton fill onClick={confirm} isLoading={busy} isDisabled={!code.trim()} data-test-subj="twoStepConfirm">
        {i18n.translate(messages.accountTwoStepConfirmButton)}
      </EuiButton>
    );
  } else if (status && enrolled) {
    body = (
      <>
        <EuiText size="s">
          <p>{i18n.translate(messages.accountTwoStepAppSetUp)}</p>
          <p data-test-subj="twoStepRecoveryLeft">
            {i18n.translate(messages.accountTwoStepRecoveryCodesLeft, { count: status.recovery_codes_left })}
          </p>
        </EuiText>
        {mayTurnOff && codeField(i18n.translate(messages.accountTwoStepTurnOffCodeLabel))}
      </>
    );
    if (mayTurnOff) {
      action = (
        <EuiButton
          color="danger"
          onClick={disable}
          isLoading={busy}
          isDisabled={!code.trim()}
          data-test-subj="twoStepDisable"
        >
          {i18n.translate(messages.accountTwoStepTurnOffButton)}
        </EuiButton>
      );
    }
  } else if (status) {
    action = (
      <EuiButton fill onClick={start} isLoading={busy} data-test-subj="twoStepStart">
        {i18n.translate(messages.accountTwoStepSetUpAppButton)}
      </EuiButton>
    );
  }

  const appSectionTitle = i18n.translate(messages.accountTwoStepAppSectionTitle);
  const keysSectionTitle = i18n.translate(messages.accountTwoStepKeysSectionTitle);
  const overall =
    status &&
    (status.methods.length ? (
      <EuiCallOut color="success" iconType="check" title={i18n.translate(messages.accountTwoStepOnTitle)} size="s" />
    ) : (
      <EuiText size="s">
        <p>{i18n.translate(messages.accountTwoStepOffText)}</p>
      </EuiText>
    ));

  return (
    <FlyoutFrame
      title={i18n.translate(messages.accountTwoStepTitle)}
      description={i18n.translate(messages.accountTwoStepDescription)}
      onClose={onClose}
      size={keys ? 'm' : 's'}
      footer={{
        start: (
          <EuiButtonEmpty iconType="cross" flush="left" onClick={onClose} data-test-subj="twoStepClose">
            {codes
              ? i18n.translate(messages.accountTwoStepDoneButton)
              : i18n.translate(messages.accountTwoStepCloseButton)}
          </EuiButtonEmpty>
        ),
      }}
      data-test-subj="twoStepFlyout"
    >
      {error !== undefined && (
        <>
          <MfaError error={error} data-test-subj="twoStepError" />
          <EuiSpacer size="m" />
        </>
      )}
      {overall}
      <EuiSpacer size="m" />
      <section aria-label={appSectionTitle} data-test-subj="twoStepApp">
        {sectionTitle(appSectionTitle)}
        <EuiSpacer size="s" />
        {body}
        {action && (
          <>
            <EuiSpacer size="m" />
            {action}
          </>
        )}
      </section>
      {keys && (
        <section aria-label={keysSectionTitle} data-test-subj="twoStepKeys">
          <EuiHorizontalRule margin="l" />
          {sectionTitle(keysSectionTitle)}
          <EuiSpacer size="s" />
          <EuiText size="s" color="subdued">
            <p>{i18n.translate(messages.accountTwoStepKeysSectionText)}</p>
          </EuiText>
          <EuiSpacer size="m" />
          <WebAuthnKeysPanel
            api={keys.api}
            onChanged={(title) => {
              keys.onChanged?.(title);
              // A first key turns two-step verification on; the last one removed may turn it off.
              load();
            }}
          />
        </section>
      )}
    </FlyoutFrame>
  );
};
