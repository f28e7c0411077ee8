/**
 * The three states every Security list (and the audit events page) tells apart (issue 44.1):
 * loading (no count, no "no data"), failed (the reason and Retry, in place, so a failed request
 * never reads as an empty list) and loaded. The empty state is the page's own table message.
 */
import React from 'react';
import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';
import { fetchErrorMessage, fetchErrorStatus, i18n } from '../../../../../../core/public';
import { GENERIC_ERROR_TEXT } from './toasts';

/** The reason a load failed, in words: the server's message, its status, or the generic advice. */
export function loadFailureReason(error: unknown): string {
  const message = fetchErrorMessage(error);
  if (message) return message;
  const status = fetchErrorStatus(error);
  return status
    ? `${i18n.translate('security.utils.loadStates.status', { defaultMessage: 'The server answered with status {status}.', values: { status } })} ${GENERIC_ERROR_TEXT}`
    : GENERIC_ERROR_TEXT;
}

/**
 * "Roles (3)" once loaded; just "Roles" while loading or after a failed load (never a false "(0)").
 * The count goes in as written, not grouped by the locale ("Roles (10000)", as it always read).
 */
export function countedTitle(title: string, count: number | undefined): string {
  return count === undefined
    ? title
    : i18n.translate('security.utils.loadStates.countedTitle', {
        defaultMessage: '{title} ({count})',
        values: { title, count: String(count) },
      });
}

export interface LoadFailedPromptProps {
  /** The title, a whole message: "Could not load the role 'x'". */
  title?: string;
  /** Without a title, what could not be loaded, for the title "Could not load {what}". */
  what?: string;
  error: unknown;
  /** The reason in words, when the caller has it already (else read from `error`). */
  reason?: string;
  onRetry(): void;
  'data-test-subj'?: string;
}

/** A failed load: what failed, why, and a Retry that loads again. */
export const LoadFailedPrompt: React.FC<LoadFailedPromptProps> = ({ title, what, error, reason, onRetry, ...rest }) => (
  <EuiEmptyPrompt
    color="danger"
    iconType="error"
    titleSize="s"
    title={
      <h2>
        {title ??
          i18n.translate('security.utils.loadStates.failedTitle', {
            defaultMessage: 'Could not load {what}',
            values: { what },
          })}
      </h2>
    }
    body={<p data-test-subj="loadFailedReason">{reason ?? loadFailureReason(error)}</p>}
    actions={
      <EuiButton color="danger" iconType="refresh" onClick={onRetry} data-test-subj="loadFailedRetry">
        {i18n.translate('security.utils.loadStates.retryButton', { defaultMessage: 'Retry' })}
      </EuiButton>
    }
    role="alert"
    data-test-subj={rest['data-test-subj'] ?? 'loadFailedPrompt'}
  />
);
