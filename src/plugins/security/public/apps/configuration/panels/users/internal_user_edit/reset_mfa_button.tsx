import React, { useState } from 'react';
import { EuiButton } from '@elastic/eui';
import { fetchErrorMessage, toError, i18n } from '../../../../../../../../core/public';
import type { PageProps } from '../../../types';
import { UsersApi } from '../users_api';
import messages from './messages.json';

const resetMfaLabel = () => i18n.translate(messages.resetMfaButton);
export const resetMfaQuestion = (name: string) => i18n.translate(messages.resetMfaQuestion, { name });
export const resetMfaDone = (name: string) => i18n.translate(messages.resetMfaDoneToast, { name });

/** The internal user page's "Reset two-step verification": for a user who lost their authenticator. */
export const ResetMfaButton: React.FC<{ page: Pick<PageProps, 'api' | 'core'>; name: string }> = ({ page, name }) => {
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const confirmed = await page.core.overlays.openConfirm(resetMfaQuestion(name), {
      title: resetMfaLabel(),
      confirmButtonText: i18n.translate(messages.resetMfaConfirmButton),
      buttonColor: 'danger',
      'data-test-subj': 'resetUserMfaConfirm',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await page.api.feature(UsersApi).resetUserMfa(name);
      page.core.notifications.toasts.addSuccess({ title: resetMfaDone(name), 'data-test-subj': 'mfaResetDone' });
    } catch (error) {
      page.core.notifications.toasts.addError(toError(error), {
        title: fetchErrorMessage(error) ?? i18n.translate(messages.resetMfaFailed),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <EuiButton
      iconType="lock"
      color="danger"
      isLoading={busy}
      onClick={() => void reset()}
      data-test-subj="resetUserMfa"
    >
      {resetMfaLabel()}
    </EuiButton>
  );
};
