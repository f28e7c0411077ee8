import React from 'react';
import { i18n } from '../../../../../core/public';
import type { RevokeSessionsResponse } from '../../../common/sessions';
import { ActionConfirmModal } from '../configuration/utils/action_confirm_modal';
import messages from './messages.json';

export interface RevokeModalProps {
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  /** The revoke itself; the modal stays open with the server's message when it fails. */
  onConfirm(): Promise<RevokeSessionsResponse>;
  onDone(result: RevokeSessionsResponse): void;
  onCancel(): void;
}

/** Asks before any session is ended: a revoke logs someone out at once and cannot be undone. */
export const RevokeModal: React.FC<RevokeModalProps> = (props) => (
  <ActionConfirmModal
    {...props}
    buttonColor="danger"
    failureText={i18n.translate(messages.revokeFailed)}
    data-test-subj="revokeSessionsModal"
  />
);
