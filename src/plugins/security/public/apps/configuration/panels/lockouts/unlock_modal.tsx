import React from 'react';
import type { Lockout } from '../../../../../common/lockouts';
import { ActionConfirmModal } from '../../utils/action_confirm_modal';
import { i18n } from '../../../../../../../core/public';
import { entryValues } from './lockout_texts';
import messages from './messages.json';

export interface UnlockModalProps {
  entry: Lockout;
  /** The unlock itself; the modal stays open with the server's message when it fails. */
  onConfirm(): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
}

/** Asks before an unlock: it lets a possible guesser try again at once. */
export const UnlockModal: React.FC<UnlockModalProps> = ({ entry, onConfirm, onDone, onCancel }) => (
  <ActionConfirmModal
    title={i18n.translate(messages.unlockTitle, { name: entry.name })}
    body={<p>{i18n.translate(messages.unlockBody, { ...entryValues(entry), failures: entry.failures })}</p>}
    confirmLabel={i18n.translate(messages.unlockConfirmButton)}
    buttonColor="primary"
    onConfirm={onConfirm}
    onDone={() => onDone()}
    onCancel={onCancel}
    failureText={i18n.translate(messages.unlockFailure, entryValues(entry))}
    data-test-subj="unlockLockoutModal"
  />
);
