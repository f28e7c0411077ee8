import React from 'react';
import type { Lockout } from '../../../../../common/lockouts';
import { ActionConfirmModal } from '../../utils/action_confirm_modal';
import { entryText } from './lockout_texts';

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
    title={`Unlock ${entry.name}?`}
    body={
      <p>
        The {entryText(entry)} may log in again at once: its {entry.failures} counted failed login
        {entry.failures === 1 ? ' is' : 's are'} forgotten. Unlock only when you know who failed, as a password guesser
        gets a fresh start too.
      </p>
    }
    confirmLabel="Unlock"
    buttonColor="primary"
    onConfirm={onConfirm}
    onDone={() => onDone()}
    onCancel={onCancel}
    failureText={`The ${entryText(entry)} could not be unlocked.`}
    data-test-subj="unlockLockoutModal"
  />
);
