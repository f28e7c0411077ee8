import React from 'react';
import type { Lockout } from '../../../../../common/lockouts';
import { ActionConfirmModal } from '../../utils/action_confirm_modal';
import { i18n } from '../../../../../../../core/public';
import { entryValues } from './lockout_texts';

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
    title={i18n.translate('security.lockouts.unlock.title', {
      defaultMessage: 'Unlock {name}?',
      values: { name: entry.name },
    })}
    body={
      <p>
        {i18n.translate('security.lockouts.unlock.body', {
          defaultMessage:
            "The {kind, select, user {user name ''{name}''} other {address {name}}} may log in again at once: its {failures, plural, one {# counted failed login is} other {# counted failed logins are}} forgotten. Unlock only when you know who failed, as a password guesser gets a fresh start too.",
          values: { ...entryValues(entry), failures: entry.failures },
        })}
      </p>
    }
    confirmLabel={i18n.translate('security.lockouts.unlock.confirmButton', { defaultMessage: 'Unlock' })}
    buttonColor="primary"
    onConfirm={onConfirm}
    onDone={() => onDone()}
    onCancel={onCancel}
    failureText={i18n.translate('security.lockouts.unlock.failure', {
      defaultMessage: "The {kind, select, user {user name ''{name}''} other {address {name}}} could not be unlocked.",
      values: entryValues(entry),
    })}
    data-test-subj="unlockLockoutModal"
  />
);
